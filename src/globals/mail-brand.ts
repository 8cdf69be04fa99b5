import type { Payload, PayloadRequest } from 'payload'

import type { MailBrand } from '@/lib/branded-mail'
import { DEFAULT_LOCALE, type ContentLocale } from '@/lib/content-locales'
import { siteUrl } from '@/lib/site-url.mjs'
import { translator } from '@/messages/catalogue'
import type { CompanyInfo, Media, SiteConfig } from '@/payload-types'

const clean = (value: string | null | undefined) => value?.trim() ?? ''

/**
 * The company as the mails of one language present it, from site config and
 * company info as the site's footer shows them: the logo (the language's own,
 * else the Chinese one), a phone (the enquiry line, else the switchboard or
 * the service line), the e-mail and the address. The names are the
 * language's own, never the Chinese ones in an English mail: the site's name,
 * else the company's, else the `mail` catalogue's `siteName`.
 */
export async function mailBrand(payload: Payload, locale: ContentLocale, req?: PayloadRequest): Promise<MailBrand> {
  const read = { locale, depth: 1, overrideAccess: true, req } as const
  // One read after another: a job's request may hold a transaction.
  const config = (await payload.findGlobal({ slug: 'site-config', ...read })) as SiteConfig
  const company = (await payload.findGlobal({ slug: 'company-info', ...read })) as CompanyInfo
  const own =
    locale === DEFAULT_LOCALE
      ? { config, company }
      : {
          config: (await payload.findGlobal({ slug: 'site-config', ...read, depth: 0, fallbackLocale: false })) as SiteConfig,
          company: (await payload.findGlobal({ slug: 'company-info', ...read, depth: 0, fallbackLocale: false })) as CompanyInfo,
        }
  const t = await translator(locale, 'mail')
  const name = clean(own.config.system?.site?.name) || clean(own.company.name) || t('siteName')
  const origin = siteUrl()
  const logo = config.system?.site?.logo as Media | number | null | undefined
  return {
    locale,
    name,
    company: clean(own.company.name) || name,
    logo: logo && typeof logo === 'object' && logo.url ? { url: new URL(logo.url, `${origin}/`).href, width: logo.width ?? undefined, height: logo.height ?? undefined } : null,
    siteUrl: origin,
    contact: {
      phone: clean(config.information_phone) || clean(company.phone) || clean(config.server_phone) || clean(config.technical_support_phone),
      email: clean(config.system?.footer?.email) || clean(company.email),
      address: clean(config.system?.footer?.address) || clean(company.address),
    },
  }
}
