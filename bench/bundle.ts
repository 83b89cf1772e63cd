import path from 'node:path'
import { formatJsSizes, homeJsWithinBudget, measureJs } from './jsSize'

// CI's deterministic budget: fails when the home page's JavaScript grows past it. Run after `vite build`.
const sizes = measureJs(path.resolve(process.env.DIST_DIR ?? 'dist'))
console.log(formatJsSizes(sizes).join('\n'))
if (!homeJsWithinBudget(sizes)) process.exitCode = 1
