import { lazy, Suspense } from 'react'
import { usePageHead } from '../../components/Page'
import { whenNear } from '../../components/whenNear'
import { homeHead } from '../../contract/pageHead'
import { Hero } from '../../features/shop/home/Hero'

/** Where the sections below the hero begin. */
const SECTIONS_START = 'home-sections'

// A chunk of its own: keeps the home page's first JavaScript within its 140 kB budget (npm run check:bundle). On a
// page the server drew, the sections are there from the start, without a script, and their chunk is fetched (and
// they come to life) only as the visitor scrolls towards them: the app's start does not grow by seven sections.
const HomeSections = lazy(async () => {
  await whenNear(typeof document === 'undefined' ? null : document.getElementById(SECTIONS_START))
  return { default: (await import('./HomeSections')).HomeSections }
})

/**
 * SPEC §2 home page: eight sections in order, those below the hero fading in on scroll. The hero is the top of the
 * page, always in view when it opens: nothing to fade (Reveal never hides what is in view).
 */
export function HomePage() {
  usePageHead(homeHead)
  return (
    <>
      <Hero />
      <div id={SECTIONS_START} />
      <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
        <HomeSections />
      </Suspense>
    </>
  )
}
