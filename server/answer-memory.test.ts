import { EventEmitter } from 'node:events'
import type http from 'node:http'

import { describe, expect, it, onTestFinished, vi } from 'vitest'

import { announceContentExpired } from '../src/lib/content-expiry.mjs'
import { createAnswerMemory, type RememberedAnswer } from './answer-memory.mjs'

function answer(status: number, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const kept = new Map(Object.entries(headers))
  return { statusCode: status, hasHeader: (name: string) => kept.has(name), getHeader: (name: string) => kept.get(name) } as unknown as http.ServerResponse
}

const memory = () => createAnswerMemory({ ttlMs: 1000, maxEntries: 10, maxBytes: 10_000, keeps: (res) => res.statusCode === 200, keptHeaders: () => ['content-type'] })
const body = Buffer.from('{"code":1}')
const facts = { gzip: () => body }
// eslint-disable-next-line no-restricted-syntax -- one macrotask: lets queued callbacks run, waits no time
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
/** A request's response as the memory sees it: whether its client is gone, and its close. */
const caller = (destroyed = false) => Object.assign(new EventEmitter(), { destroyed }) as unknown as http.ServerResponse

describe('coalescing the requests that miss the same answer', () => {
  it('asks Next once, and hands the kept answer to the requests that came meanwhile', async () => {
    const answers = memory()
    const waited: (RememberedAnswer | undefined)[] = []
    const leader = caller()
    expect(answers.lead('config', leader, () => waited.push(undefined))).toBe('ask')
    expect(answers.lead('config', caller(), (kept) => waited.push(kept))).toBe('wait')
    expect(answers.lead('config', caller(), (kept) => waited.push(kept))).toBe('wait')
    // Another key is not held up.
    expect(answers.lead('nav', caller(), () => waited.push(undefined))).toBe('ask')

    answers.remember('config', answer(200), body, facts, answers.generation)
    // Only the leader's answer lands the flight: another request's answer for the same key does not.
    answers.land('config', caller())
    await settled()
    expect(waited).toHaveLength(0)
    answers.land('config', leader)
    await settled()
    expect(waited).toHaveLength(2)
    expect(waited.every((kept) => kept?.body.equals(body))).toBe(true)
    // Landed: the next miss leads again; landing twice (its connection closing) calls no one twice.
    leader.emit('close')
    await settled()
    expect(waited).toHaveLength(2)
    expect(answers.lead('config', caller(), () => undefined)).toBe('ask')
  })

  it('sends the waiting requests on to Next when the answer could not be kept', async () => {
    const answers = memory()
    const waited: (RememberedAnswer | undefined | 'none')[] = []
    const leader = caller()
    answers.lead('refused', leader, () => undefined)
    answers.lead('refused', caller(), (kept) => waited.push(kept ?? 'none'))
    answers.remember('refused', answer(403), body, facts, answers.generation)
    answers.land('refused', leader)
    await settled()
    expect(waited).toEqual(['none'])
  })

  it('never hands out an answer made before content changed', async () => {
    const answers = memory()
    const waited: (RememberedAnswer | undefined | 'none')[] = []
    const since = answers.generation
    const leader = caller()
    answers.lead('news', leader, () => undefined)
    answers.lead('news', caller(), (kept) => waited.push(kept ?? 'none'))
    // Staff publish while Next is making the answer: it may hold the old content.
    announceContentExpired(['news'])
    answers.remember('news', answer(200), body, facts, since)
    answers.land('news', leader)
    await settled()
    expect(waited).toEqual(['none'])
    expect(answers.get('news')).toBeUndefined()
  })

  it("lands when the leader's client leaves before Next answers, and a client already gone leads nothing", async () => {
    const answers = memory()
    const waited: (RememberedAnswer | undefined | 'none')[] = []
    const leader = caller()
    answers.lead('page', leader, () => undefined)
    answers.lead('page', caller(), (kept) => waited.push(kept ?? 'none'))
    // Next writes nothing to a closed response: the close alone lands the flight.
    leader.emit('close')
    await settled()
    expect(waited).toEqual(['none'])
    // A request that starts after its client left (it waited for its turn) would never hear its
    // close: it must not lead, or every request after it would wait for an answer that never comes.
    expect(answers.lead('page', caller(true), () => waited.push('none'))).toBe('gone')
    expect(answers.lead('page', caller(), () => undefined)).toBe('ask')
  })

  it('lets the next request ask Next when the one asking has not been answered within the lease', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => void vi.useRealTimers())
    const answers = createAnswerMemory({ ttlMs: 1000, maxEntries: 10, maxBytes: 10_000, leaseMs: 20, keeps: () => true, keptHeaders: () => [] })
    const waited: (RememberedAnswer | undefined)[] = []
    const silent = caller()
    expect(answers.lead('page', silent, () => undefined)).toBe('ask')
    expect(answers.lead('page', caller(), (kept) => waited.push(kept))).toBe('wait')
    vi.setSystemTime(Date.now() + 40)
    // The first one was never answered: this one asks Next in its place, and the one waiting gets its answer.
    const next = caller()
    expect(answers.lead('page', next, (kept) => waited.push(kept))).toBe('ask')
    answers.land('page', silent)
    await settled()
    expect(waited).toHaveLength(0)
    answers.remember('page', answer(200), body, facts, answers.generation)
    answers.land('page', next)
    await settled()
    expect(waited).toHaveLength(1)
    expect(waited[0]?.body.equals(body)).toBe(true)
  })
})
