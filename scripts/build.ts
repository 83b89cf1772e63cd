import { buildShopApp } from '../server/src/pages/build'
import { readConfig } from '../server/src/server'

// `npm run build`: the app's production build where the server reads it (DIST_DIR, ./dist by default).
await buildShopApp(readConfig().distDir)
