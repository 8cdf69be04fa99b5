import type { CollectionBeforeChangeHook, Field } from 'payload'

/**
 * Whether a document has an English version (issue 13): staff see it as the
 * 英文版 column and filter of every public list, so they find what still
 * needs translating. Set whenever the document is saved in English, from its
 * main text (`titleField`: name, title or question); Chinese saves leave it.
 */
export const englishVersionField: Field = {
  name: 'hasEnglish',
  type: 'checkbox',
  label: '英文版',
  defaultValue: false,
  index: true,
  admin: { position: 'sidebar', readOnly: true, description: '在右上角切换到 English 填写并保存英文内容后自动勾选' },
}

export function markEnglishVersion(titleField: string): CollectionBeforeChangeHook {
  return ({ data, req }) => {
    if (req.locale !== 'en') return data
    const title = data[titleField]
    return { ...data, hasEnglish: typeof title === 'string' && title.trim() !== '' }
  }
}
