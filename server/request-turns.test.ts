import { describe, expect, it } from 'vitest'

import { createRequestTurns } from './request-turns.mjs'

const busy = (ms: number) => {
  const until = performance.now() + ms
  while (performance.now() < until);
}

describe('request turns', () => {
  it('starts requests in arrival order and yields to the event loop between slow ones', async () => {
    const order: string[] = []
    const turns = createRequestTurns()
    const fail = () => order.push('error')
    turns.add(() => (busy(2), order.push('a')), fail)
    turns.add(() => (busy(2), order.push('b')), fail)
    // Stands for the event loop's own work (a new connection, a socket to read) queued meanwhile.
    setImmediate(() => order.push('loop'))
    turns.add(() => order.push('c'), fail)
    // eslint-disable-next-line no-restricted-syntax -- the scheduler under test runs on the real event loop; it goes with server/ (issue 35)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(order).toEqual(['a', 'loop', 'b', 'c'])
  })

  it('starts several quick requests in one turn, and goes on after one that throws', async () => {
    const order: string[] = []
    const turns = createRequestTurns()
    const fail = (error: unknown) => order.push(`error: ${(error as Error).message}`)
    turns.add(() => order.push('a'), fail)
    turns.add(() => {
      throw new Error('broken')
    }, fail)
    turns.add(() => order.push('c'), fail)
    setImmediate(() => order.push('loop'))
    // eslint-disable-next-line no-restricted-syntax -- the scheduler under test runs on the real event loop; it goes with server/ (issue 35)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(order).toEqual(['a', 'error: broken', 'c', 'loop'])
  })
})
