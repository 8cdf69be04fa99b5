import type http from 'node:http'

import { describe, expect, it } from 'vitest'

import { announceContentExpired } from '../src/lib/content-expiry.mjs'
import { createAnswerMemory, type RememberedAnswer } from './answer-memory.mjs'

function answer(status: number, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const kept = new Map(Object.entries(headers))
  return { statusCode: status, hasHeader: (name: string) => kept.has(name), getHeader: (name: string) => kept.get(name) } as unknown as http.ServerResponse
}

const memory = () => createAnswerMemory({ ttlMs: 1000, maxEntries: 10, maxBytes: 10_000, keeps: (res) => res.statusCode === 200, keptHeaders: () => ['content-type'] })
const body = Buffer.from('{"code":1}')
const facts = { gzip: () => body }
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('coalescing the requests that miss the same answer', () => {
  it('asks Next once, and hands the kept answer to the requests that came meanwhile', async () => {
    const answers = memory()
    const waited: (RememberedAnswer | undefined)[] = []
    expect(answers.lead('config', () => waited.push(undefined))).toBe(true)
    expect(answers.lead('config', (kept) => waited.push(kept))).toBe(false)
    expect(answers.lead('config', (kept) => waited.push(kept))).toBe(false)
    // Another key is not held up.
    expect(answers.lead('nav', () => waited.push(undefined))).toBe(true)

    answers.remember('config', answer(200), body, facts, answers.generation)
    answers.land('config')
    await settled()
    expect(waited).toHaveLength(2)
    expect(waited.every((kept) => kept?.body.equals(body))).toBe(true)
    // Landed: the next miss leads again; landing twice calls no one twice.
    answers.land('config')
    await settled()
    expect(waited).toHaveLength(2)
    expect(answers.lead('config', () => undefined)).toBe(true)
  })

  it('sends the waiting requests on to Next when the answer could not be kept', async () => {
    const answers = memory()
    const waited: (RememberedAnswer | undefined | 'none')[] = []
    answers.lead('refused', () => undefined)
    answers.lead('refused', (kept) => waited.push(kept ?? 'none'))
    answers.remember('refused', answer(403), body, facts, answers.generation)
    answers.land('refused')
    await settled()
    expect(waited).toEqual(['none'])
  })

  it('never hands out an answer made before content changed', async () => {
    const answers = memory()
    const waited: (RememberedAnswer | undefined | 'none')[] = []
    const since = answers.generation
    answers.lead('news', () => undefined)
    answers.lead('news', (kept) => waited.push(kept ?? 'none'))
    // Staff publish while Next is making the answer: it may hold the old content.
    announceContentExpired(['news'])
    answers.remember('news', answer(200), body, facts, since)
    answers.land('news')
    await settled()
    expect(waited).toEqual(['none'])
    expect(answers.get('news')).toBeUndefined()
  })
})
