import type { Messages } from '@/messages/catalogue'

import type { SiteLanguage } from './routing'

// next-intl checks every key and argument against the Chinese catalogue.
declare module 'next-intl' {
  interface AppConfig {
    Locale: SiteLanguage
    Messages: Messages
  }
}
