import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { createScriptNonces, documentPolicy, INLINE_SCRIPTS_KEY, PRERENDERED_SCRIPTS_FILE, scriptsByProvenance } from './security-headers.mjs'

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const page = (nonce: string, injected = '') =>
  `<html><head><script src="/_next/static/chunks/x.js" async="" nonce="${nonce}"></script></head><body><div class="rich-text">${injected}</div>` +
  `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script><script nonce="${nonce}">self.__next_f.push([1,"x"])</script></body></html>`

describe('script nonces', () => {
  const nonces = createScriptNonces('the-site-secret')

  it('find the nonce of the render that wrote a page', () => {
    const nonce = nonces.issue()
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{40}$/)
    expect(nonces.issue()).not.toBe(nonce)
    expect(nonces.newestIn(page(nonce))).toBe(nonce)
  })

  it('ignore a forged nonce, one of another site, and an older nonce copied into newer content', () => {
    const render = nonces.issue(Date.now())
    const copied = nonces.issue(Date.now() - 60_000)
    const forged = `${render.slice(0, 30)}${'A'.repeat(10)}`
    const foreign = createScriptNonces('another-secret').issue(Date.now() + 60_000)
    const injected = [copied, forged, foreign].map((nonce) => `<script nonce="${nonce}">self.__next_f.push([1,""]);alert(1)</script>`).join('')
    expect(nonces.newestIn(page(render, injected))).toBe(render)
    expect(nonces.newestIn(`<script nonce="${forged}">alert(1)</script>`)).toBeNull()
    expect(nonces.newestIn(`<script nonce="${foreign}">alert(1)</script>`)).toBeNull()
    expect(nonces.newestIn('<script>self.__next_f.push([1,"x"])</script>')).toBeNull()
  })
})

describe('the policy of a page', () => {
  it('names the render’s nonce and the hashes of scripts allowed by their source; never unsafe-inline', () => {
    const policy = documentPolicy({ nonce: 'N0nce', hashes: [hash('own()')] })
    expect(policy).toMatch(/script-src 'self' 'report-sample' https:\/\/hm\.baidu\.com 'nonce-N0nce' 'sha256-[^']+'/)
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(/script-src[^;]*unsafe-inline/.test(policy)).toBe(false)
    expect(documentPolicy({ nonce: null, hashes: [] })).toContain("script-src 'self' 'report-sample' https://hm.baidu.com;")
  })

  it('allows by hash the site’s own inline scripts and the scripts of the pages the build prerendered', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'))
    fs.writeFileSync(path.join(dir, PRERENDERED_SCRIPTS_FILE), JSON.stringify([hash('prerendered()')]))
    const globals = globalThis as Record<symbol, unknown>
    const before = globals[INLINE_SCRIPTS_KEY]
    globals[INLINE_SCRIPTS_KEY] = new Set(['own()'])
    try {
      expect(scriptsByProvenance(path.join(dir, PRERENDERED_SCRIPTS_FILE))().sort()).toEqual([hash('own()'), hash('prerendered()')].sort())
    } finally {
      globals[INLINE_SCRIPTS_KEY] = before
      fs.rmSync(dir, { recursive: true, force: true })
    }
    // server/index.mjs names the file literally (for the build's tracer): the same name.
    expect(fs.readFileSync(new URL('./index.mjs', import.meta.url), 'utf8')).toContain(`'${PRERENDERED_SCRIPTS_FILE}'`)
  })
})
