import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { nodeConditions } from './node-conditions.mjs'

/** Where `specifier` resolves to in a plain Node process started with `args`. */
function resolved(specifier: string, args: string[]): string {
  const run = spawnSync(process.execPath, [...args, '--input-type=module', '-e', `console.log(import.meta.resolve(${JSON.stringify(specifier)}))`], { encoding: 'utf8' })
  expect(run.status, run.stderr).toBe(0)
  return fileURLToPath(run.stdout.trim())
}

const awaitsAtTopLevel = (file: string) => /^const mod = await/m.test(fs.readFileSync(file, 'utf8'))

// What scripts/node-conditions.mjs works around. When this fails after an upgrade of Lexical, read that module again:
// the workaround may have become unnecessary (no top-level await) or may need another condition.
describe('export conditions of the scripts and test workers', () => {
  it('Lexical’s Node entry point awaits its build at the top level; the chosen condition loads a build that does not', () => {
    for (const specifier of ['lexical', '@lexical/utils', '@lexical/headless', '@lexical/html']) {
      const plain = resolved(specifier, [])
      expect(plain, specifier).toMatch(/\.node\.mjs$/)
      expect(awaitsAtTopLevel(plain), plain).toBe(true)
      const chosen = resolved(specifier, nodeConditions({ NODE_ENV: 'test' }))
      expect(chosen, specifier).toMatch(/\.dev\.mjs$/)
      expect(awaitsAtTopLevel(chosen), chosen).toBe(false)
    }
    expect(resolved('lexical', nodeConditions({ NODE_ENV: 'production' }))).toMatch(/\.prod\.mjs$/)
  })

  it('Payload’s rich-text editor loads to the end with the chosen condition', () => {
    const run = spawnSync(process.execPath, [...nodeConditions({}), '--input-type=module', '-e', "await import('@payloadcms/richtext-lexical'); console.log('loaded')"], {
      encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    expect([run.status, run.stdout.trim()]).toEqual([0, 'loaded'])
  })
})
