import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'next-intl'

import type { ContentLocale } from '@/lib/localized-sql'

/**
 * The site's message catalogues (next-intl, docs/decisions/0020): one JSON
 * file per namespace and language, `zh/<namespace>.json` and
 * `en/<namespace>.json`. The Chinese texts are the spec's, word for word; the
 * English files hold the same keys (catalogue.test.ts checks it). Screens read
 * them with next-intl's `getTranslations`, the contract and the e-mails with
 * `translator` below; client components get the few strings they show as props.
 */
export const NAMESPACES = [
  'common',
  'layout',
  'navigation',
  'member',
  'forms',
  'validation',
  'apply',
  'inquiry',
  'home',
  'about',
  'contact',
  'products',
  'compare',
  'select',
  'video',
  'news',
  'activities',
  'downloads',
  'service',
  'search',
  'contract',
  'mail',
] as const

/** The shape of every catalogue, taken from the Chinese one. */
export type Messages = {
  common: typeof import('./zh/common.json')
  layout: typeof import('./zh/layout.json')
  navigation: typeof import('./zh/navigation.json')
  member: typeof import('./zh/member.json')
  forms: typeof import('./zh/forms.json')
  validation: typeof import('./zh/validation.json')
  apply: typeof import('./zh/apply.json')
  inquiry: typeof import('./zh/inquiry.json')
  home: typeof import('./zh/home.json')
  about: typeof import('./zh/about.json')
  contact: typeof import('./zh/contact.json')
  products: typeof import('./zh/products.json')
  compare: typeof import('./zh/compare.json')
  select: typeof import('./zh/select.json')
  video: typeof import('./zh/video.json')
  news: typeof import('./zh/news.json')
  activities: typeof import('./zh/activities.json')
  downloads: typeof import('./zh/downloads.json')
  service: typeof import('./zh/service.json')
  search: typeof import('./zh/search.json')
  contract: typeof import('./zh/contract.json')
  mail: typeof import('./zh/mail.json')
}

const loaded = new Map<ContentLocale, Promise<Messages>>()

/** Every namespace of a language's catalogue, read once per process. */
export function loadMessages(locale: ContentLocale): Promise<Messages> {
  let messages = loaded.get(locale)
  if (!messages) {
    messages = Promise.all(NAMESPACES.map(async (namespace) => [namespace, (await import(`./${locale}/${namespace}.json`)).default] as const)).then(
      (entries) => Object.fromEntries(entries) as Messages,
    )
    loaded.set(locale, messages)
  }
  return messages
}

/**
 * Messages outside a render (the contract, e-mails, jobs): the same catalogue
 * and ICU syntax as `getTranslations`, e.g. `(await translator('en', 'contract'))('loginFailed')`.
 */
export async function translator<N extends NamespaceKeys<Messages, NestedKeyOf<Messages>>>(locale: ContentLocale, namespace: N) {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace, timeZone: 'Asia/Shanghai' })
}
