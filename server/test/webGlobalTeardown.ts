export default async function globalTeardown(): Promise<void> {
  await globalThis.__GLOW_TEST_SERVER__?.close()
}
