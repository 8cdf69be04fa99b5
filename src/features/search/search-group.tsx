import Image from 'next/image'
import Link from 'next/link'

import type { SearchHit } from '@/data/search.server'
import { pathIn } from '@/i18n/routing'

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

function subtitle(kind: SearchGroupKind, text: string, query: string, labels: SearchLabels) {
  if (kind === 'news') return <time dateTime={text}>{text}</time>
  if (kind === 'downloads') return /(版|edition)$/i.test(text) ? text : fill(labels.version, { version: text })
  return <Highlight text={text} query={query} />
}

/** One group of search hits (products, news or downloads) with its count; titles and summaries marked; `more` links to the group's own pages (already in the page's language). */
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
  query: string
  more?: string
  labels: SearchLabels
}) {
  const group = GROUPS[kind]
  const words = labels.groups[kind]
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
          {hits.map((hit) => (
            <li key={hit.id} className={styles.hit}>
              {kind === 'products' ? (
                <div className={styles.thumb}>
                  {hit.image ? <Image src={hit.image.thumbnail || hit.image.card || hit.image.url} alt={hit.image.alt} width={96} height={96} /> : null}
                </div>
              ) : null}
              <div className={styles.hitMain}>
                <h3 className={styles.hitTitle}>
                  <Link href={pathIn(labels.lang, group.href(hit.id))}>
                    <Highlight text={hit.title} query={query} />
                  </Link>
                </h3>
                {hit.subtitle ? <p className={styles.hitSubtitle}>{subtitle(kind, hit.subtitle, query, labels)}</p> : null}
                {hit.summary ? (
                  <p className={styles.hitSummary}>
                    <Highlight text={hit.summary} query={query} />
                  </p>
                ) : null}
              </div>
            </li>
          ))}
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
