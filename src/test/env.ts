// Runs before each web test file's modules: the env module reads this global, as Vite defines it in the build.
Object.assign(globalThis, { __SHOP_ENV__: { apiUrl: process.env.GLOW_TEST_API_URL ?? 'http://127.0.0.1:9', contactFormUrl: '' } })
