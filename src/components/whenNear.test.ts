import { whenNear } from './whenNear'

describe('whenNear', () => {
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

  it('settles once the element comes near the viewport, not before', async () => {
    let near = false
    void whenNear(document.body).then(() => (near = true))
    report?.([{ isIntersecting: false, boundingClientRect: { bottom: 2000 } } as IntersectionObserverEntry], {} as IntersectionObserver)
    await Promise.resolve()
    expect(near).toBe(false)
    report?.([{ isIntersecting: true, boundingClientRect: { bottom: 1200 } } as IntersectionObserverEntry], {} as IntersectionObserver)
    await Promise.resolve()
    expect(near).toBe(true)
  })

  it('settles when the visitor has already scrolled past the element, far below it', async () => {
    let near = false
    void whenNear(document.body).then(() => (near = true))
    report?.([{ isIntersecting: false, boundingClientRect: { bottom: -3000 } } as IntersectionObserverEntry], {} as IntersectionObserver)
    await Promise.resolve()
    expect(near).toBe(true)
  })

  it('settles at once without an element to watch', async () => {
    await expect(whenNear(null)).resolves.toBeUndefined()
  })
})
