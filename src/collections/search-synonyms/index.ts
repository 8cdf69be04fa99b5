import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { isStaff } from '@/access/is-staff'
import { expireContent } from '@/lib/content-cache'

/** Most words in one group, and the longest word: a group is a few ways of saying one thing. */
const MAX_WORDS = 12
const MAX_WORD_CHARS = 40

/** Trims, drops empty and repeated words (case and full/half width aside), and names the group by its words. */
const tidyWords: CollectionBeforeValidateHook = ({ data }) => {
  if (!data || !Array.isArray(data.words)) return data
  const seen = new Set<string>()
  const words = (data.words as unknown[])
    .map((word) => (typeof word === 'string' ? word.replace(/\s+/g, ' ').trim() : ''))
    .filter((word) => {
      const key = word.normalize('NFKC').toLowerCase()
      if (!word || seen.has(key)) return false
      seen.add(key)
      return true
    })
  return { ...data, words, title: words.join(' = ') }
}

/** A change shows in the next search: the synonyms are read through a cache tagged with the slug (src/lib/content-tags.ts). */
const expireSynonyms: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc }) => {
  expireContent('search-synonyms')
  return doc
}

/** Groups of words that mean the same to a buyer: a search for one of them also searches the others (src/lib/search-plan.ts). */
export const SearchSynonyms: CollectionConfig = {
  slug: 'search-synonyms',
  labels: { singular: '搜索同义词', plural: '搜索同义词' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'updatedAt'],
    group: '站点',
    description: '同一组里的词意思相同：访客搜索其中任一个词时，其余的词也一起搜索，保存后立即生效。中英文可以写在同一组。',
  },
  defaultSort: 'title',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeValidate: [tidyWords], afterChange: [expireSynonyms], afterDelete: [expireSynonyms] },
  fields: [
    {
      name: 'words',
      type: 'text',
      hasMany: true,
      label: '同义词',
      required: true,
      minRows: 2,
      maxRows: MAX_WORDS,
      maxLength: MAX_WORD_CHARS,
      admin: { description: '输入一个词后按回车，至少两个词，例如：稳压电源、直流电源、DC power supply', placeholder: '输入一个词后按回车' },
    },
    { name: 'title', type: 'text', label: '词组', index: true, admin: { readOnly: true, hidden: true } },
    { name: 'prefill', type: 'ui', admin: { components: { Field: '@/features/search-admin/prefill-word#PrefillWord' } } },
  ],
}
