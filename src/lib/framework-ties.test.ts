import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  fillEmptyErrorShell,
  CACHE_TAGS_HEADER,
  DRAFT_MODE_COOKIE,
  NextFileSystemCache,
  nextHandlerFs,
  nextMemoryCache,
  OTHER_ANSWER_HEADERS,
  PENDING_PART_MARK,
  PAYLOAD_HASH_PREFIX,
  payloadPasswordHash,
  servedFromPageCache,
} from './framework-ties.mjs'

const next = (file: string) => fs.readFileSync(path.join('node_modules/next/dist', file), 'utf8')

// Each tie of framework-ties.mjs, checked against the installed Next. A failure after an upgrade names
// the tie that moved: change it there, and what relies on it.
describe('ties to Next.js internals', () => {
  it('the router request headers are still the ones Next answers with something other than the document', () => {
    const headers = next('client/components/app-router-headers.js')
    for (const name of OTHER_ANSWER_HEADERS.filter((name) => name !== 'x-prerender-revalidate')) expect(headers, name).toContain(`'${name}'`)
    expect(next('lib/constants.js')).toContain("PRERENDER_REVALIDATE_HEADER = 'x-prerender-revalidate'")
  })

  it('a cached page still says so in x-nextjs-prerender and x-nextjs-cache', () => {
    expect(next('client/components/app-router-headers.js')).toContain("NEXT_IS_PRERENDER_HEADER = 'x-nextjs-prerender'")
    expect(next('build/templates/app-page-runtime.js')).toMatch(/res\.setHeader\('x-nextjs-cache', [^)]*'HIT'\)/)
    expect(servedFromPageCache({ 'x-nextjs-cache': 'HIT' })).toBe(true)
    expect(servedFromPageCache({ 'x-nextjs-cache': 'MISS' })).toBe(false)
  })

  it("React's server renderer still marks a part sent before it was ready", () => {
    const fizz = next('compiled/react-dom/cjs/react-dom-server.node.production.js')
    expect(fizz).toContain(`'${PENDING_PART_MARK.replace('<', '\\x3c').replace('>', '\\x3e')}'`)
  })

  it('draft mode still uses the __prerender_bypass cookie', () => {
    expect(next('server/api-utils/index.js')).toContain('COOKIE_NAME_PRERENDER_BYPASS = `__prerender_bypass`')
    expect(DRAFT_MODE_COOKIE.test('a=1; __prerender_bypass=x')).toBe(true)
  })

  it('a standalone server still takes its configuration from __NEXT_PRIVATE_STANDALONE_CONFIG', () => {
    expect(next('server/config.js')).toContain('JSON.parse(process.env.__NEXT_PRIVATE_STANDALONE_CONFIG)')
  })

  it("Next's cache handler and its memory are still where the site's handlers find them", () => {
    expect(typeof NextFileSystemCache.prototype.get).toBe('function')
    expect(typeof NextFileSystemCache.prototype.set).toBe('function')
    expect(typeof NextFileSystemCache.prototype.revalidateTag).toBe('function')
    // One per process, made with the size of its first use: a later call gets the same one.
    const memory = nextMemoryCache(1024 * 1024) as unknown as { size: number; currentSize: number; maxSize: number }
    expect(nextMemoryCache(1)).toBe(memory)
    expect([typeof memory.size, typeof memory.currentSize, typeof memory.maxSize]).toEqual(['number', 'number', 'number'])
    expect(next('lib/constants.js')).toContain(`NEXT_CACHE_TAGS_HEADER = '${CACHE_TAGS_HEADER}'`)
    for (const method of ['readFile', 'writeFile', 'mkdir', 'stat'] as const) expect(typeof nextHandlerFs[method], method).toBe('function')
  })

  it("Payload's password hashes are still PBKDF2-SHA256 at the rounds and lengths the members' check uses", async () => {
    const source = fs.readFileSync('node_modules/payload/dist/auth/strategies/local/generatePasswordSaltHash.js', 'utf8')
    expect(source).toContain(`currentPasswordHashPrefix = '${PAYLOAD_HASH_PREFIX}'`)
    const { generatePasswordSaltHash } = (await import(path.resolve('node_modules/payload/dist/auth/strategies/local/generatePasswordSaltHash.js'))) as {
      generatePasswordSaltHash: (args: { password: string; isPasswordAuthenticated: boolean }) => Promise<{ hash: string; salt: string }>
    }
    const { hash, salt } = await generatePasswordSaltHash({ password: 'tie-check-1', isPasswordAuthenticated: true })
    const { expected, iterations, keyLength } = payloadPasswordHash(hash)
    expect(crypto.pbkdf2Sync('tie-check-1', salt, iterations, keyLength, 'sha256').toString('hex')).toBe(expected)
  })

  it("a 404 of a cached screen is still Next's empty error shell, which the server fills (vercel/next.js#62228)", () => {
    expect(next('server/app-render/app-render.js')).toContain("id: '__next_error__'")
    const shell = '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""><!--$--><!--/$--></div><script></script></body></html>'
    expect(fillEmptyErrorShell(shell, '<main>gone</main>')).toContain('<body><main>gone</main><div hidden="">')
    expect(fillEmptyErrorShell('<html><body><main>a page</main></body></html>', '<main>gone</main>')).toBeNull()
  })
})
