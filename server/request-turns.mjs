// Starts requests in the order they arrived, a millisecond's worth per turn of
// the event loop. Node accepts one new connection per turn (libuv 1.46), and a
// turn in which every waiting request ran lasts as long as all of them
// together: under a burst of new visitors a saturated server accepted its
// fiftieth connection 1.8 s after the first (docs/performance.md). Short turns
// let new connections in every few milliseconds, first come first served.

/** Time a turn may spend starting requests before it yields to the event loop. */
const TURN_BUDGET_MS = 1

/** @param {(error: unknown) => void} onError told of a start that threw (the queue goes on) */
export function createRequestTurns(onError) {
  /** @type {Array<() => void>} */
  const waiting = []
  let scheduled = false

  const turn = () => {
    const until = performance.now() + TURN_BUDGET_MS
    do {
      const start = /** @type {() => void} */ (waiting.shift())
      try {
        start()
      } catch (error) {
        onError(error)
      }
    } while (waiting.length > 0 && performance.now() < until)
    scheduled = waiting.length > 0
    if (scheduled) setImmediate(turn)
  }

  return {
    /** Queues a request's start. */
    add(/** @type {() => void} */ start) {
      waiting.push(start)
      if (scheduled) return
      scheduled = true
      setImmediate(turn)
    },
  }
}
