/**
 * The shop's one clock: every "now" the server reads in JavaScript comes from `app.clock` (or, in a script outside
 * the app, from `systemClock`), so a test sets and advances it instead of sleeping. ESLint refuses `Date.now()` and
 * an argument-less `new Date()` anywhere else in server/src.
 *
 * Where the database's own now() stays, and why (each is the transaction's time, read inside the statement):
 * - Stamps of when a row was written, compared with nothing the clock decides: the `created_at` / `updated_at`
 *   column defaults (defaultNow), a product's `archived_at`, a help page's `updated_at`, an order's status history
 *   and `paid_at` / `refund_requested_at` / `voided_at` (orderStatus.ts, counter.ts), phone consent and STOP stamps
 *   (phoneContacts.ts), `email_verified_at`. The history rows of one status change take one moment, and the 1 ms
 *   after it, from the same now().
 * - Windows and expiries written and read by the database alone, in one statement under concurrency: an e-mail
 *   verification's hourly send window and its link's expiry (emailVerifications.ts), a phone code's expiry and its
 *   tries (phoneContacts.ts), a number's messages today (countPhoneSend) and this month (phoneMonth) in outbox.ts.
 *   Each writes and compares its own column with the same now(), so it is consistent whichever instance runs it.
 * - Reports over the shop's days: the dashboard's today / week / month, the best sellers' last days
 *   (productLists.ts), a client's visits past and to come (clients.ts), an account's bookings still to come before
 *   its deletion (account.ts).
 * Tests cannot move those; none of them is waited on in a test. Everything a test moves in time (booking holds,
 * sessions and links made in JavaScript, the outbox's due messages, leases and retries, the sandbox's late
 * webhooks, the expiry rounds) reads this clock.
 */

/** Where the server reads the time, and schedules what the shop does "a moment later". */
export interface Clock {
  /** Now, as a Date. */
  now(): Date
  /** Now, in milliseconds since the epoch. */
  nowMs(): number
  /** Runs `task` once, `ms` from now on this clock; answers the way to cancel it. */
  after(ms: number, task: () => unknown): () => void
}

/** The machine's clock: what the shop runs on. */
export const systemClock: Clock = {
  now: () => new Date(),
  nowMs: () => Date.now(),
  after(ms, task) {
    const timer = setTimeout(task, ms)
    return () => clearTimeout(timer)
  },
}

/** A clock a test moves: it runs with real time from where it was set, and jumps ahead on `advance`. */
export interface TestClock extends Clock {
  /** From now on the clock reads `at`, and runs on from there. */
  set(at: Date): Promise<void>
  /** Moves the clock `ms` ahead and runs (and awaits) every task that became due, in the order they fall due. */
  advance(ms: number): Promise<void>
}

/**
 * A clock for tests, starting at `start` (now by default). It keeps running with the machine's clock, so a row the
 * database stamps with its own now() is never in the clock's future while the test only moves it ahead. A task
 * scheduled with `after` runs only when `set` or `advance` reaches its time, never by itself: nothing happens
 * behind the test's back.
 */
export function testClock(start: Date = new Date()): TestClock {
  let offset = start.getTime() - Date.now()
  const tasks: { due: number; order: number; task: () => unknown }[] = []
  let scheduled = 0
  const nowMs = () => Date.now() + offset

  /** Runs what is due, one at a time, including what those tasks schedule for no later than now. */
  async function runDue(): Promise<void> {
    for (;;) {
      tasks.sort((a, b) => a.due - b.due || a.order - b.order)
      if (tasks.length === 0 || tasks[0]!.due > nowMs()) return
      const [next] = tasks.splice(0, 1)
      await next!.task()
    }
  }

  return {
    now: () => new Date(nowMs()),
    nowMs,
    after(ms, task) {
      const entry = { due: nowMs() + ms, order: (scheduled += 1), task }
      tasks.push(entry)
      return () => {
        const index = tasks.indexOf(entry)
        if (index >= 0) tasks.splice(index, 1)
      }
    },
    async set(at) {
      offset = at.getTime() - Date.now()
      await runDue()
    },
    async advance(ms) {
      offset += ms
      await runDue()
    },
  }
}
