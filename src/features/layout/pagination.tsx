import Link from 'next/link'

import type { Messages } from '@/messages/catalogue'

/** The `common` catalogue's pagination words (`getTranslations('common')` on the server, a prop in client components). */
export type PaginationLabels = Pick<Messages['common'], 'pagination' | 'previousPage' | 'nextPage'>

type Props = { page: number; size: number; total: number; href: (page: number) => string; labels: PaginationLabels }

/** Server-rendered pagination: plain links, so the URL holds the page and the back button works; `href` gives each page's URL in the page's language. */
export function Pagination({ page, size, total, href, labels }: Props) {
  const pages = Math.max(1, Math.ceil(total / size))
  if (pages <= 1) return null
  const shown = [...new Set([1, page - 1, page, page + 1, pages].filter((value) => value >= 1 && value <= pages))].sort((a, b) => a - b)
  return (
    <nav aria-label={labels.pagination} className="pagination">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev">
          {labels.previousPage}
        </Link>
      ) : (
        <span aria-disabled="true">{labels.previousPage}</span>
      )}
      {shown.map((value, index) => (
        <span key={value}>
          {index > 0 && value - shown[index - 1] > 1 ? <span aria-hidden="true">…</span> : null}
          {value === page ? (
            <span aria-current="page" className="pagination__current">
              {value}
            </span>
          ) : (
            <Link href={href(value)}>{value}</Link>
          )}
        </span>
      ))}
      {page < pages ? (
        <Link href={href(page + 1)} rel="next">
          {labels.nextPage}
        </Link>
      ) : (
        <span aria-disabled="true">{labels.nextPage}</span>
      )}
    </nav>
  )
}
