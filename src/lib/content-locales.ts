/**
 * The content's languages (Payload's localization) and so the site's (src/i18n/routing.ts).
 * A module of its own, with no imports: the routing reaches the browser through the header's
 * client components, and the SQL helpers beside it (localized-sql.ts) would bring drizzle-orm
 * along (about 4 KB gzip on every page).
 */
export type ContentLocale = 'zh' | 'en'

export const DEFAULT_LOCALE: ContentLocale = 'zh'

export const CONTENT_LOCALES: readonly ContentLocale[] = ['zh', 'en']
