import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { DRAFT_MODE_COOKIE, OTHER_ANSWER_HEADERS, servedFromPageCache } from './framework-ties.mjs'

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

  it('draft mode still uses the __prerender_bypass cookie', () => {
    expect(next('server/api-utils/index.js')).toContain('COOKIE_NAME_PRERENDER_BYPASS = `__prerender_bypass`')
    expect(DRAFT_MODE_COOKIE.test('a=1; __prerender_bypass=x')).toBe(true)
  })

  it('a standalone server still takes its configuration from __NEXT_PRIVATE_STANDALONE_CONFIG', () => {
    expect(next('server/config.js')).toContain('JSON.parse(process.env.__NEXT_PRIVATE_STANDALONE_CONFIG)')
  })
})
