import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildTestShop } from './harness'

// `npm test` builds dozens of shops: each leaves the system's temporary directory as it found it.
describe('the test shop', () => {
  it('removes its data directory, uploads and all, when it closes', async () => {
    const shop = await buildTestShop({ seed: false })
    const { dataDir } = shop.config
    expect(existsSync(dataDir)).toBe(true)
    writeFileSync(path.join(dataDir, 'uploads', 'photo.webp'), 'an upload')
    await shop.close()
    expect(existsSync(dataDir)).toBe(false)
  })
})
