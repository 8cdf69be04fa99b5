import { describe, expect, it } from 'vitest'

import { createRequestTurns } from './request-turns.mjs'

const busy = (ms: number) => {
  const until = performance.now() + ms
  while (performance.now() < until);
}

describe('request turns', () => {
  it('starts requests in arrival order and yields to the event loop between slow ones', async () => {
    const order: string[] = []
    const turns = createRequestTurns(() => order.push('error'))
    turns.add(() => (busy(2), order.push('a')))
    turns.add(() => (busy(2), order.push('b')))
    // Stands for the event loop's own work (a new connection, a socket to read) queued meanwhile.
    setImmediate(() => order.push('loop'))
    turns.add(() => order.push('c'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(order).toEqual(['a', 'loop', 'b', 'c'])
  })

  it('starts several quick requests in one turn, and goes on after one that throws', async () => {
    const order: string[] = []
    const turns = createRequestTurns((error) => order.push(`error: ${(error as Error).message}`))
    turns.add(() => order.push('a'))
    turns.add(() => {
      throw new Error('broken')
    })
    turns.add(() => order.push('c'))
    setImmediate(() => order.push('loop'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(order).toEqual(['a', 'error: broken', 'c', 'loop'])
  })
})
