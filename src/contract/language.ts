/**
 * The contract's language. Handlers throw and answer in Chinese (the spec's
 * messages, from the `contract` and `validation` catalogues); for `lang=en`
 * the dispatcher turns the envelope's `msg` into English by looking the
 * Chinese text up in the same catalogues.
 */
import enContract from '@/messages/en/contract.json'
import enValidation from '@/messages/en/validation.json'
import zhContract from '@/messages/zh/contract.json'
import zhValidation from '@/messages/zh/validation.json'
import type { ContentLocale } from '@/lib/localized-sql'

/** `en`, `en-us`, `en-US`, `en_GB`… ask for English; anything else, `zh-cn` and nothing get Chinese. */
export function contractLocale(lang: unknown): ContentLocale {
  const value = Array.isArray(lang) ? lang[0] : lang
  return typeof value === 'string' && /^en(?:[-_][a-z0-9]+)*$/i.test(value.trim()) ? 'en' : 'zh'
}

type Tree = { [key: string]: string | Tree }

/** Every message of a catalogue pair as [Chinese, English], matched by key. */
export function messagePairs(zh: Tree, en: Tree): [string, string][] {
  return Object.entries(zh).flatMap(([key, value]): [string, string][] => {
    const other = en[key]
    if (typeof value === 'string') return typeof other === 'string' ? [[value, other]] : []
    return other && typeof other === 'object' ? messagePairs(value, other) : []
  })
}

const ARGUMENT = /\{(\w+)\}/g
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

type Template = { pattern: RegExp; names: string[]; english: string; literal: number }

/**
 * A translator from Chinese messages to English ones: an exact match, or a
 * message with `{arguments}` whose Chinese template matches (the most
 * specific template first). An argument that is itself a message (a field
 * label, a quantity's name) is translated too; a Chinese list keeps its items
 * with English commas. A message it does not know comes back as it is.
 */
export function englishMessages(pairs: [string, string][]): (message: string) => string {
  const exact = new Map<string, string>()
  const templates: Template[] = []
  for (const [zh, en] of pairs) {
    const names = [...zh.matchAll(ARGUMENT)].map((match) => match[1])
    if (!names.length) {
      if (!exact.has(zh)) exact.set(zh, en)
      continue
    }
    const pattern = new RegExp(
      `^${zh
        .split(ARGUMENT)
        .map((part, index) => (index % 2 ? '([\\s\\S]+?)' : escape(part)))
        .join('')}$`,
    )
    templates.push({ pattern, names, english: en, literal: zh.replace(ARGUMENT, '').length })
  }
  templates.sort((a, b) => b.literal - a.literal)
  const argument = (value: string) => exact.get(value) ?? value.replaceAll('、', ', ')
  return (message) => {
    const known = exact.get(message)
    if (known !== undefined) return known
    for (const template of templates) {
      const match = template.pattern.exec(message)
      if (!match) continue
      const values = new Map(template.names.map((name, index) => [name, argument(match[index + 1])]))
      return template.english.replace(ARGUMENT, (whole, name: string) => values.get(name) ?? whole)
    }
    return message
  }
}

/** The catalogues the contract's messages come from. */
export const CONTRACT_MESSAGE_PAIRS = [...messagePairs(zhContract, enContract), ...messagePairs(zhValidation, enValidation)]

let toEnglish: ((message: string) => string) | undefined

/** A message of the contract in the caller's language. */
export function localizeMessage(message: string, locale: ContentLocale): string {
  if (locale !== 'en') return message
  toEnglish ??= englishMessages(CONTRACT_MESSAGE_PAIRS)
  return toEnglish(message)
}
