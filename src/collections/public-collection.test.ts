import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { Faqs } from './faqs'
import { News } from './news'
import { Products } from './products'

/** Runs a collection's last beforeChange hook (the English-version mark) as a save in `locale` would. */
async function saveIn(hooks: CollectionBeforeChangeHook[] | undefined, locale: string, data: Record<string, unknown>) {
  const mark = hooks?.at(-1)
  if (!mark) throw new Error('no beforeChange hook')
  return mark({ data, req: { locale } as PayloadRequest, operation: 'update', context: {}, collection: {} as never, originalDoc: undefined })
}

describe('every public collection tells staff whether a document has an English version', () => {
  it('has the 英文版 field and column', () => {
    for (const collection of [Products, News, Faqs]) {
      expect(
        collection.fields.some((field) => 'name' in field && field.name === 'hasEnglish'),
        collection.slug,
      ).toBe(true)
      expect(collection.admin?.defaultColumns, collection.slug).toContain('hasEnglish')
    }
  })

  it('marks it from the main text of an English save, and leaves it on a Chinese save', async () => {
    expect(await saveIn(Products.hooks?.beforeChange, 'en', { name: 'Wide-range programmable DC power supply' })).toMatchObject({ hasEnglish: true })
    expect(await saveIn(Products.hooks?.beforeChange, 'en', { name: '  ' })).toMatchObject({ hasEnglish: false })
    expect(await saveIn(News.hooks?.beforeChange, 'en', { title: 'Jingyuan at electronica China' })).toMatchObject({ hasEnglish: true })
    expect(await saveIn(Faqs.hooks?.beforeChange, 'en', { question: 'How do I calibrate the output?' })).toMatchObject({ hasEnglish: true })
    expect(await saveIn(Products.hooks?.beforeChange, 'zh', { name: '宽范围可编程直流电源' })).not.toHaveProperty('hasEnglish')
  })
})
