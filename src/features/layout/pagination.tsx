import Link from 'next/link'

type Props = { page: number; size: number; total: number; href: (page: number) => string }

/** Server-rendered pagination: plain links, so the URL holds the page and the back button works. */
export function Pagination({ page, size, total, href }: Props) {
  const pages = Math.max(1, Math.ceil(total / size))
  if (pages <= 1) return null
  const shown = [...new Set([1, page - 1, page, page + 1, pages].filter((value) => value >= 1 && value <= pages))].sort((a, b) => a - b)
  return (
    <nav aria-label="分页" className="pagination">
      {page > 1 ? <Link href={href(page - 1)} rel="prev">上一页</Link> : <span aria-disabled="true">上一页</span>}
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
      {page < pages ? <Link href={href(page + 1)} rel="next">下一页</Link> : <span aria-disabled="true">下一页</span>}
    </nav>
  )
}
