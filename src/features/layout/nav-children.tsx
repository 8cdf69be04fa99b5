import type { NavEntry } from '@/data/site.server'
import { Link } from '@/i18n/navigation'
import type { SiteLanguage } from '@/i18n/routing'

/** The links under a menu or footer group, or nothing when it has none. */
export function NavChildren({ entry, lang, className }: { entry: NavEntry; lang: SiteLanguage; className?: string }) {
  if (!entry.children.length) return null
  return (
    <ul className={className}>
      {entry.children.map((child) => (
        <li key={child.id}>
          <Link href={child.url} locale={lang}>
            {child.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}
