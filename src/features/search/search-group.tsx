import Image from 'next/image'
import Link from 'next/link'

import type { SearchHit } from '@/data/search.server'
import { pathIn } from '@/i18n/routing'
import { partialPieces } from '@/lib/search-plan'
import { queryTerms } from '@/lib/search-tokens'

import { Highlight } from './highlight'
import { fill } from '@/messages/fill'
import { type SearchGroupKind, type SearchLabels } from './search-labels'
import styles from './search.module.css'

export type { SearchGroupKind } from './search-labels'

const GROUPS: Record<SearchGroupKind, { href: (id: number) => string; more: string }> = {
  products: { href: (id) => `/product/${id}`, more: '/product' },
  news: { href: (id) => `/news/${id}`, more: '/news' },
  downloads: { href: (id) => `/download/middleware/${id}`, more: '/download' },
}

function subtitle(kind: SearchGroupKind, text: string, query: readonly string[], labels: SearchLabels) {
  if (kind === 'news') return <time dateTime={text}>{text}</time>
  if (kind === 'downloads') return /(版|edition)$/i.test(text) ? text : fill(labels.version, { version: text })
  return <Highlight text={text} query={query} />
}

/** What a hit holding only part of the keyword marks: the pieces a partial match counts (src/lib/search-plan.ts). */
const piecesOf = (keyword: string) => partialPieces(queryTerms(keyword)).map((piece) => piece.tokens.join(' '))

/**
 * One group of search hits (products, news or downloads) with its count; titles and summaries marked (`query`:
 * the keyword and the words searched with it); a hit that holds only part of the keyword says so; `more` links
 * to the group's own pages (already in the page's language).
 */
export function SearchGroup({
  kind,
  hits,
  total,
  query,
  more,
  labels,
}: {
  kind: SearchGroupKind
  hits: SearchHit[]
  total: number
  query: readonly string[]
  more?: string
  labels: SearchLabels
}) {
  const group = GROUPS[kind]
  const words = labels.groups[kind]
  const pieces = hits.some((hit) => hit.partial) ? piecesOf(query[0] ?? '') : []
  return (
    <section id={kind} className={styles.group} aria-labelledby={`${kind}-heading`}>
      <header className={styles.groupHead}>
        <h2 id={`${kind}-heading`}>
          {words.title}
          <span className={styles.groupCount}>{fill(words.count, { total })}</span>
        </h2>
        <Link href={pathIn(labels.lang, group.more)}>{words.more}</Link>
      </header>
      {hits.length ? (
        <ul className={kind === 'products' ? styles.productHits : styles.hits}>
          {hits.map((hit) => {
            const marked = hit.partial ? pieces : query
            return (
              <li key={hit.id} className={styles.hit}>
                {kind === 'products' ? (
                  <div className={styles.thumb}>
                    {hit.image ? <Image src={hit.image.thumbnail || hit.image.card || hit.image.url} alt={hit.image.alt} width={96} height={96} /> : null}
                  </div>
                ) : null}
                <div className={styles.hitMain}>
                  <h3 className={styles.hitTitle}>
                    <Link href={pathIn(labels.lang, group.href(hit.id))}>
                      <Highlight text={hit.title} query={marked} />
                    </Link>
                    {hit.partial ? <span className={styles.partial}>{labels.partial}</span> : null}
                  </h3>
                  {hit.subtitle ? <p className={styles.hitSubtitle}>{subtitle(kind, hit.subtitle, marked, labels)}</p> : null}
                  {hit.summary ? (
                    <p className={styles.hitSummary}>
                      <Highlight text={hit.summary} query={marked} />
                    </p>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className={styles.groupEmpty}>{words.empty}</p>
      )}
      {more ? (
        <p className={styles.groupNote}>
          <Link href={more}>{fill(words.viewAll, { total })}</Link>
        </p>
      ) : null}
    </section>
  )
}
