import { getRequestConfig } from 'next-intl/server'

import { loadMessages } from '@/messages/catalogue'

import { isSiteLanguage, routing } from './routing'

/**
 * The messages of a render. The language comes from `setRequestLocale`, which
 * every layout and screen calls with the language of its URL; the catalogues
 * are src/messages/<lang>/<namespace>.json (src/messages/catalogue.ts).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isSiteLanguage(requested) ? requested : routing.defaultLocale
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: 'Asia/Shanghai',
  }
})
