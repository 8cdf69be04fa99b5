import { createHash } from 'node:crypto'
import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { createDocumentMemo } from './document-memo.mjs'

const policyOf = (html: string) => `policy of ${createHash('sha1').update(html).digest('hex')}`
const page = (text: string) => Buffer.from(`<!doctype html><html><body><script>self.__next_f.push([1,"${text}"])</script><p>${text.repeat(200)}</p></body></html>`)

describe('the memory of recent documents', () => {
  it('gives a document seen again the same policy and the same gzip copy, and another document its own', () => {
    const documentFacts = createDocumentMemo({ limit: 2, policyOf })
    const first = documentFacts(page('电源'))
    const again = documentFacts(page('电源'))
    expect(again).toBe(first)
    expect(again.gzip()).toBe(first.gzip())
    expect(zlib.gunzipSync(first.gzip()).equals(page('电源'))).toBe(true)
    const other = documentFacts(page('负载'))
    expect(other).not.toBe(first)
    expect(other.policy()).not.toBe(first.policy())
  })

  it('knows a document given as text again, with the same facts as its bytes', () => {
    const documentFacts = createDocumentMemo({ limit: 2, policyOf })
    const text = page('纹波').toString('utf8')
    const first = documentFacts(text)
    expect(first.body.equals(page('纹波'))).toBe(true)
    expect(documentFacts(text)).toBe(first)
    expect(documentFacts(page('纹波'))).toBe(first)
  })

  it('keeps fewer documents by their text, and finds one it forgot as text by its bytes', () => {
    const documentFacts = createDocumentMemo({ limit: 4, textLimit: 1, policyOf })
    const first = documentFacts(page('纹波').toString('utf8'))
    documentFacts(page('负载').toString('utf8'))
    expect(documentFacts(page('纹波').toString('utf8'))).toBe(first)
  })

  it('forgets the least recently used document past its limit', () => {
    const documentFacts = createDocumentMemo({ limit: 2, policyOf })
    const first = documentFacts(page('a'))
    documentFacts(page('b'))
    documentFacts(page('c'))
    expect(documentFacts(page('a'))).not.toBe(first)
  })
})
