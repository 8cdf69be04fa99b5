import { Link } from '@/i18n/navigation'

import { JsonLd } from '@/features/seo/json-ld'

export type Crumb = { name: string; href?: string }

/** 首页 / … / current page, with BreadcrumbList structured data. The last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const trail: Crumb[] = [{ name: '首页', href: '/' }, ...items]
  return (
    <nav aria-label="面包屑" className="breadcrumb">
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={`${crumb.name}-${index}`}>
              {crumb.href && !last ? <Link href={crumb.href}>{crumb.name}</Link> : <span aria-current={last ? 'page' : undefined}>{crumb.name}</span>}
            </li>
          )
        })}
      </ol>
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, ...(crumb.href ? { item: crumb.href } : {}) })),
        }}
      />
    </nav>
  )
}
