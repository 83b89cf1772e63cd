/**
 * The shop's one clock: every "now" the server reads in JavaScript comes from `app.clock` (or, in a script outside
 * the app, the seed and the backup, from `systemClock`), so a test sets and advances it instead of sleeping. ESLint
 * refuses `Date.now()`, `performance.now()` and an argument-less `new Date()` anywhere else in server/src.
 *
 * Where the database's own now() stays, and why. Each is the statement's (transaction's) time, and each column it
 * writes is compared only with the database's now() again, never with this clock, so the two never disagree:
 * - Stamps of when a row was written: the `created_at` / `updated_at` column defaults (defaultNow), a product's
 *   `archived_at` (productAdmin.ts), a help page's `updated_at`, a client record's `updated_at` (clients.ts), an
 *   order's status history, `paid_at` and `refund_requested_at` (orderStatus.ts, orders.ts markOnlineOrderPaid), a
 *   booking's `deposit_paid_at` (bookings.ts confirmDeposit), a counter sale's `voided_at` and a line refund's `settled_at` (payments.ts counterLineRefund), phone consent and STOP
 *   stamps (phoneContacts.ts), `email_verified_at`. The history rows of one status change take one moment from the
 *   same now(), the refund step 1 ms after it.
 * - Windows written and read in one statement under concurrency: an e-mail verification's hourly send window and its
 *   link's expiry (emailVerifications.ts), a phone code's expiry and tries (phoneContacts.ts), a number's messages
 *   today (countPhoneSend) and this month (phoneMonth) in outbox.ts. The same now() both stamps and compares there,
 *   whichever instance runs the statement.
 * - Reports over the shop's days: the dashboard's today / week / month, the best sellers' last days (productLists.ts),
 *   a client's visits past and to come in the desk's client list (clients.ts `visited` / `upcoming`), an account's
 *   bookings still to come when it is deleted (account.ts).
 * - The outbox's due test takes the later of both clocks (claimDueMessages): a message for now gets its send_after
 *   from the column's default, a reminder, retry or lease from this clock.
 * Tests cannot move those; no test waits on one. What tests move in time reads this clock: booking holds and the
 * free times, sessions, invitations and reset links, the outbox's reminders, leases and retries, the sandbox's late
 * webhooks (`after`), the expiry rounds, a managed booking's cut-off, the day a route defaults to.
 * The shared validation schemas' dated rules (a booking's date not past nor beyond the horizon, its time not begun, a
 * patch test not in the future) read this clock too: the routes validate with `parseBody(schema, body, { now })`.
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
