import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { loadMessages, NAMESPACES, translator } from './catalogue'

type Tree = { [key: string]: string | Tree }

/** Every message as `namespace.key.path` → its text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') entries.set(name, value)
    else for (const [inner, text] of flatten(value, name)) entries.set(inner, text)
  }
  return entries
}

/** The ICU arguments a message takes (`{name}`, `{count, plural, …}`). */
const argumentsOf = (text: string) => [...new Set([...text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((match) => match[1]))].sort()

describe('the message catalogues', () => {
  it('load every namespace file, and only those', () => {
    for (const language of ['zh', 'en']) {
      const files = readdirSync(path.join(import.meta.dirname, language)).map((file) => file.replace(/\.json$/, ''))
      expect(files.sort()).toEqual([...NAMESPACES].sort())
    }
  })

  it('hold the same keys and arguments in English as in Chinese', async () => {
    const zh = flatten((await loadMessages('zh')) as unknown as Tree)
    const en = flatten((await loadMessages('en')) as unknown as Tree)
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort())
    for (const [key, text] of zh) expect(argumentsOf(en.get(key) ?? ''), key).toEqual(argumentsOf(text))
  })

  it('leave no English message untranslated', async () => {
    const en = flatten((await loadMessages('en')) as unknown as Tree)
    const chinese = [...en].filter(([, text]) => /[\u4e00-\u9fff]/.test(text)).map(([key]) => key)
    // The language switch names Chinese in Chinese, on purpose.
    expect(chinese.filter((key) => !key.startsWith('layout.switchLanguage'))).toEqual([])
  })

  it('translate outside a render', async () => {
    expect((await translator('en', 'member'))('logout')).toBe('Log out')
    expect((await translator('zh', 'member'))('logout')).toBe('退出')
  })
})
