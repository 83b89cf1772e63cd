import { lazy, Suspense } from 'react'
import { usePageHead } from '../../components/Page'
import { homeHead } from '../../contract/pageHead'
import { WhenNear } from '../../components/WhenNear'
import { Hero } from '../../features/shop/home/Hero'

// Keeps the home page's first JavaScript within its 140 kB budget (npm run check:bundle).
const HomeSections = lazy(async () => ({ default: (await import('./HomeSections')).HomeSections }))

/**
 * SPEC §2 home page: eight sections in order, those below the hero fading in on scroll. The hero is the top of the
 * page, always in view when it opens: nothing to fade (Reveal never hides what is in view).
 */
export function HomePage() {
  usePageHead(homeHead)
  return (
    <>
      <Hero />
      <WhenNear>
        <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
          <HomeSections />
        </Suspense>
      </WhenNear>
    </>
  )
}
