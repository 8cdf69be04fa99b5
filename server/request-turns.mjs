// Starts requests in the order they arrived, a millisecond's worth per turn of
// the event loop. Node accepts one new connection per turn (libuv 1.46), and a
// turn in which every waiting request ran lasts as long as all of them
// together: under a burst of new visitors a saturated server accepted its
// fiftieth connection 1.8 s after the first (docs/performance.md). Short turns
// let new connections in every few milliseconds, first come first served.

/** Time a turn may spend starting requests before it yields to the event loop. */
const TURN_BUDGET_MS = 1

/** @typedef {{ start: () => void, fail: (error: unknown) => void }} Waiting */

export function createRequestTurns() {
  /** @type {Waiting[]} */
  const waiting = []
  let scheduled = false

  const turn = () => {
    const until = performance.now() + TURN_BUDGET_MS
    do {
      const { start, fail } = /** @type {Waiting} */ (waiting.shift())
      try {
        start()
      } catch (error) {
        fail(error)
      }
    } while (waiting.length > 0 && performance.now() < until)
    scheduled = waiting.length > 0
    if (scheduled) setImmediate(turn)
  }

  return {
    /** Queues a request's start; `fail` answers it if the start throws (the queue goes on). */
    add(/** @type {() => void} */ start, /** @type {(error: unknown) => void} */ fail) {
      waiting.push({ start, fail })
      if (scheduled) return
      scheduled = true
      setImmediate(turn)
    },
  }
}
