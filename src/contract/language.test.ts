import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import enContract from '@/messages/en/contract.json'
import enValidation from '@/messages/en/validation.json'
import zhContract from '@/messages/zh/contract.json'
import { createSchemas } from '@/validation/forms'
import { fill } from '@/messages/fill'
import { controlCharacterMessage, ZH_VALIDATION } from '@/validation/rules'

import { CONTRACT_MESSAGE_PAIRS, contractLocale, englishMessages, localizeMessage } from './language'

const HAN = /[\u3400-\u9fff]/
/** Strings that document the contract (OpenAPI summaries, descriptions, tags), not messages. */
const DOCUMENTATION = new Set(['summary', 'description', 'tag'])
/** Samples of stored data inside a message (a facet option as staff typed it), not words of the contract. */
const DATA_SAMPLES = new Set<string>()

/** The string literals with Chinese characters in a file, outside documentation. */
function chineseLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && DOCUMENTATION.has(node.name.getText(source))) return
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'describe') return
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = node.getText(source)
      if (HAN.test(text) && !DATA_SAMPLES.has(text))
        found.push(`${path.relative(process.cwd(), file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${text}`)
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

describe('the contract’s language', () => {
  it('is English for en and its regional forms, Chinese otherwise', () => {
    for (const lang of ['en', 'EN', 'en-us', 'en-US', 'en_GB', ' en ', ['en', 'zh-cn']]) expect(contractLocale(lang), String(lang)).toBe('en')
    for (const lang of [undefined, null, '', 'zh-cn', 'zh', 'english', 'fr', 'enx', 1, {}]) expect(contractLocale(lang), String(lang)).toBe('zh')
  })

  it('translates exact messages and leaves Chinese ones as they are', () => {
    expect(localizeMessage(zhContract.member.wrongCredentials, 'en')).toBe(enContract.member.wrongCredentials)
    expect(localizeMessage(ZH_VALIDATION.fields.email.format, 'en')).toBe(enValidation.fields.email.format)
    expect(localizeMessage(zhContract.member.wrongCredentials, 'zh')).toBe(zhContract.member.wrongCredentials)
    expect(localizeMessage('没有英文的消息', 'en')).toBe('没有英文的消息')
  })

  it('fills templates, translating an argument that is itself a label', () => {
    expect(localizeMessage(controlCharacterMessage(ZH_VALIDATION.labels.company), 'en')).toBe(fill(enValidation.controlCharacters, { label: enValidation.labels.company }))
    expect(localizeMessage(controlCharacterMessage('filters'), 'en')).toBe(fill(enValidation.controlCharacters, { label: 'filters' }))
    expect(localizeMessage(fill(ZH_VALIDATION.inquiry.tooMany, { max: 50 }), 'en')).toBe('An inquiry can hold at most 50 models')
    expect(localizeMessage(fill(zhContract.request.tooManyRequests, { seconds: 7 }), 'en')).toBe(fill(enContract.request.tooManyRequests, { seconds: 7 }))
    expect(localizeMessage(fill(zhContract.select.tooSmall, { name: zhContract.select.quantities.voltage, min: 0.001, unit: 'V' }), 'en')).toBe(
      'The voltage must be at least 0.001 V',
    )
    expect(localizeMessage(fill(zhContract.select.interface, { options: 'USB、LAN、GPIB' }), 'en')).toBe('interface must be one of USB, LAN, GPIB')
  })

  it('prefers the most specific template', () => {
    // Also a match of the selection assistant's "{name}不能超过 {max} {unit}".
    expect(localizeMessage(fill(zhContract.params.keywordTooLong, { max: 100 }), 'en')).toBe(fill(enContract.params.keywordTooLong, { max: 100 }))
    expect(localizeMessage(fill(zhContract.params.sizeMax, { max: 100 }), 'en')).toBe(fill(enContract.params.sizeMax, { max: 100 }))
  })

  it('gives every catalogue message one English text', () => {
    const byChinese = new Map<string, Set<string>>()
    for (const [zh, en] of CONTRACT_MESSAGE_PAIRS) byChinese.set(zh, (byChinese.get(zh) ?? new Set()).add(en))
    expect([...byChinese].filter(([, english]) => english.size > 1)).toEqual([])
    const translate = englishMessages(CONTRACT_MESSAGE_PAIRS)
    for (const [zh, en] of CONTRACT_MESSAGE_PAIRS) {
      const names = [...zh.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
      const sample = Object.fromEntries(names.map((name, index) => [name, `x${index}`]))
      expect(translate(fill(zh, sample)), zh).toBe(fill(en, sample))
    }
  })

  it('translates every message of the Chinese form schemas the contract validates with', () => {
    const schemas = createSchemas(ZH_VALIDATION)
    const empty = [schemas.loginSchema, schemas.registrationSchema, schemas.activityJoinSchema, schemas.afterSalesSchema, schemas.inquirySchema].map((schema) =>
      schema.safeParse({}),
    )
    for (const result of empty) {
      expect(result.success).toBe(false)
      for (const issue of result.error?.issues ?? []) expect(HAN.test(localizeMessage(issue.message, 'en')), issue.message).toBe(false)
    }
  })

  it('leaves no message text in src/contract outside the catalogue', () => {
    const root = path.join(process.cwd(), 'src/contract')
    const files = sourceFiles(root).filter((file) => !file.endsWith('openapi.ts'))
    expect(files.length).toBeGreaterThan(10)
    expect(files.flatMap(chineseLiterals)).toEqual([])
  })
})
