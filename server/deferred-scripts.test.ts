import { describe, expect, it } from 'vitest'

import { allowedScriptHashes, documentPolicy } from './content-security-policy.mjs'
import { CHUNK_LOADER, deferChunkScripts } from './deferred-scripts.mjs'
import { createDocumentMemo } from './document-memo.mjs'

const head =
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>' +
  '<script src="/_next/static/chunks/main-2.js" async=""></script><script src="/_next/static/chunks/page-3.js" async=""></script>'
const page = `<!DOCTYPE html><html><head>${head}</head><body><p>电源</p><script>self.__next_f.push([1,"x"])</script></body></html>`

describe('a cached page’s framework scripts', () => {
  it('become a list that the loader starts after load, in the page’s order, with nothing fetched before', () => {
    const html = deferChunkScripts(page)
    expect(html).not.toMatch(/<script src=/)
    expect(html).not.toMatch(/rel="preload" as="script"/)
    expect([...html.matchAll(/data-chunk="([^"]+)"/g)].map((match) => match[1])).toEqual(['/_next/static/chunks/main-2.js', '/_next/static/chunks/page-3.js'])
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"')
    expect(html.endsWith(`<script>${CHUNK_LOADER}</script></body></html>`)).toBe(true)
    expect(html).toContain('self.__next_f.push([1,"x"])')
  })

  it('leave a page without chunks, or a fragment without a body, as it was', () => {
    const plain = '<!DOCTYPE html><html><body><p>404</p></body></html>'
    expect(deferChunkScripts(plain)).toBe(plain)
    expect(deferChunkScripts(head)).toBe(head)
  })

  it('are started by a loader the Content-Security-Policy lets run, and by no other inline script', () => {
    const html = deferChunkScripts(page.replace('</body>', '<script>alert(1)</script></body>'))
    const policy = documentPolicy(allowedScriptHashes(html, new Set()))
    const hashes = allowedScriptHashes(html, new Set())
    expect(hashes).toHaveLength(2)
    expect(policy).toContain(hashes[0])
    expect(allowedScriptHashes(`<script>${CHUNK_LOADER}</script>`, new Set())).toHaveLength(1)
    expect(allowedScriptHashes('<script>alert(1)</script>', new Set())).toHaveLength(0)
  })

  it('are deferred only for the answers the server marks, and remembered apart', () => {
    const documentFacts = createDocumentMemo(4)
    const body = Buffer.from(page)
    const cached = documentFacts(body, { deferScripts: true })
    const asWritten = documentFacts(body)
    expect(cached.body.toString()).toContain('data-chunk=')
    expect(asWritten.body).toBe(body)
    expect(documentFacts(body, { deferScripts: true })).toBe(cached)
  })
})
