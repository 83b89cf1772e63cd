import { act } from '@testing-library/react'

// The machine's timer, taken before any test fakes the page's.
const { setTimeout: machineTimeout } = globalThis

/** Every timer Jest can fake. */
const FAKEABLE = [
  'Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
  'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval',
  'setTimeout', 'clearTimeout',
] as const

/**
 * The page's `timer` (and its clear) runs on the test's clock from now on: a debounce, a retry's wait or a poll
 * waits until the test moves the clock (`advancePageClock`), never for real time. Nothing else is faked, so the
 * page's requests go to the real server and come back in real time (Node's fetch keeps its own timers). Ends with
 * the test (setup.ts). With setTimeout faked, Testing Library's waitFor and findBy move the clock themselves
 * while they poll: such a test waits for the server with `untilPasses`.
 */
export function fakePageTimer(timer: 'setTimeout' | 'setInterval'): void {
  const faked = timer === 'setTimeout' ? ['setTimeout', 'clearTimeout'] : ['setInterval', 'clearInterval']
  jest.useFakeTimers({ doNotFake: FAKEABLE.filter((api) => !faked.includes(api)) })
}

/** Moves the page's faked timers `ms` ahead, running (inside act) what fell due and what that led to at once. */
export async function advancePageClock(ms: number): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(ms))
}

/**
 * Runs `check` until it passes, every 20 ms of the machine's time, 10 s at most: a poll for what the real server
 * does (an HTTP round trip) that leaves the page's faked timers where they are, as waitFor would not.
 */
export async function untilPasses(check: () => unknown, timeoutMs = 10_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; ; ) {
    try {
      await check()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
    }
    // Answers the page takes up meanwhile are React's updates inside act.
    await act(() => new Promise<void>((resolve) => machineTimeout(resolve, 20)))
  }
}
