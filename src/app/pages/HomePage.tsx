import { lazy, Suspense } from 'react'
import { usePageHead } from '../../components/Page'
import { homeHead } from '../../contract/pageHead'
import { WhenNear } from '../../components/WhenNear'
import { Hero } from '../../features/shop/home/Hero'
import { Reveal } from '../../features/shop/Reveal'

// Keeps the home page's first JavaScript within its 140 kB budget (npm run check:bundle).
const HomeSections = lazy(async () => ({ default: (await import('./HomeSections')).HomeSections }))

/** SPEC §2 home page: eight sections in order, each fading in on scroll. */
export function HomePage() {
  usePageHead(homeHead)
  return (
    <>
      <Reveal>
        <Hero />
      </Reveal>
      <WhenNear>
        <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
          <HomeSections />
        </Suspense>
      </WhenNear>
    </>
  )
}
