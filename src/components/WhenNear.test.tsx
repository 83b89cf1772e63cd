import { act, render, screen } from '@testing-library/react'
import { WhenNear } from './WhenNear'

describe('WhenNear', () => {
  const original = window.IntersectionObserver
  let report: IntersectionObserverCallback | undefined

  beforeEach(() => {
    // jsdom has no IntersectionObserver: a stand-in that reports what the test says the viewport sees.
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver
  })

  afterEach(() => {
    window.IntersectionObserver = original
    report = undefined
  })

  it('keeps a screen-tall place until the content comes near the viewport, then shows it', () => {
    render(
      <WhenNear>
        <h2>What Our Clients Say</h2>
      </WhenNear>,
    )
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    act(() => report?.([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver))
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    act(() => report?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))
    expect(screen.getByRole('heading', { name: 'What Our Clients Say' })).toBeInTheDocument()
  })
})
