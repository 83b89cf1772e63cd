import { APP_SCRIPT_ATTRIBUTE } from './contract/appScript'

// The page's first script: a few hundred bytes that decide when the app's script is fetched.
//
// A page drawn by the server (src/entry-server.tsx) can be read before any script runs, and what a phone
// shows first is its largest picture: the hero, the first row of products, a product's photo, each marked
// `fetchpriority="high"`. On a slow network the app's script, a hundred times their size, would share the
// line with them and hold them back, so the app is fetched once they are on screen. Its controls wait for it
// (HydratedControls); links work from the start. A page drawn in the browser has no such picture: the app
// comes after one frame.

/** However slow the pictures, the app is not kept waiting longer than this. */
const LONGEST_WAIT_MS = 2000

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))

async function firstPicturesShown(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')]
  // A picture that fails to load counts as shown: the app must still come.
  await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)))
  await nextFrame()
}

const [app, ...pageChunks] = document.querySelector(`script[${APP_SCRIPT_ATTRIBUTE}]`)!.getAttribute(APP_SCRIPT_ATTRIBUTE)!.split(' ')
await Promise.race([firstPicturesShown(), new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))])
// The page's own chunks come with the app, not after it has run and asked for them.
for (const href of pageChunks) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
await import(/* @vite-ignore */ app!)
