import fp from 'fastify-plugin'
import { createImageStore, type ImageStore } from '../storage/store'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images live: the data directory, or the S3-compatible store S3_BUCKET names. */
    images: ImageStore
  }
}

/** Opens the image store the settings name and checks it answers, so a wrong S3_* setting stops the start. */
export const imagesPlugin = fp(
  async (app) => {
    const store = createImageStore(app.config)
    await store.check()
    app.decorate('images', store)
    app.addHook('onClose', async () => store.close())
  },
  { name: 'images', dependencies: ['db'] },
)
