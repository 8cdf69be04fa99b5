import { getLocale, getTranslations } from 'next-intl/server'

import { Link, localizedHref } from '@/i18n/navigation'
import { isSiteLanguage, routing } from '@/i18n/routing'

import { JsonLd } from '@/features/seo/json-ld'

/** lang: set when the name is in another language than the page (an untranslated title). */
export type Crumb = { name: string; href?: string; lang?: string }

/** 首页 / … / current page, with BreadcrumbList structured data. The last crumb is the current page. */
export async function Breadcrumbs({ items }: { items: Crumb[] }) {
  const [common, navigation, locale] = await Promise.all([getTranslations('common'), getTranslations('navigation'), getLocale()])
  const lang = isSiteLanguage(locale) ? locale : routing.defaultLocale
  const trail: Crumb[] = [{ name: navigation('home'), href: '/' }, ...items]
  return (
    <nav aria-label={common('breadcrumb')} className="breadcrumb">
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={`${crumb.name}-${index}`} lang={crumb.lang}>
              {crumb.href && !last ? <Link href={crumb.href}>{crumb.name}</Link> : <span aria-current={last ? 'page' : undefined}>{crumb.name}</span>}
            </li>
          )
        })}
      </ol>
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            ...(crumb.href ? { item: localizedHref(lang, crumb.href) } : {}),
          })),
        }}
      />
    </nav>
  )
}
