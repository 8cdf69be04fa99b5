import Image from 'next/image'
import Link from 'next/link'

import type { SearchHit } from '@/data/search.server'

import { Highlight } from './highlight'
import styles from './search.module.css'

export type SearchGroupKind = 'products' | 'news' | 'downloads'

const GROUPS: Record<SearchGroupKind, { title: string; href: (id: number) => string; more: { label: string; href: string }; unit: string }> = {
  products: { title: '产品', href: (id) => `/product/${id}`, more: { label: '浏览产品中心', href: '/product' }, unit: '款' },
  news: { title: '新闻', href: (id) => `/news/${id}`, more: { label: '浏览新闻资讯', href: '/news' }, unit: '篇' },
  downloads: { title: '资料下载', href: (id) => `/download/middleware/${id}`, more: { label: '前往下载中心', href: '/download' }, unit: '份' },
}

function subtitle(kind: SearchGroupKind, text: string, query: string) {
  if (kind === 'news') return <time dateTime={text}>{text}</time>
  if (kind === 'downloads') return text.endsWith('版') ? text : `版本 ${text}`
  return <Highlight text={text} query={query} />
}

export function groupTitle(kind: SearchGroupKind): string {
  return GROUPS[kind].title
}

/** One group of search hits (products, news or downloads) with its count; titles and summaries marked; `more` links to the group's own pages. */
export function SearchGroup({ kind, hits, total, query, more }: { kind: SearchGroupKind; hits: SearchHit[]; total: number; query: string; more?: string }) {
  const group = GROUPS[kind]
  return (
    <section id={kind} className={styles.group} aria-labelledby={`${kind}-heading`}>
      <header className={styles.groupHead}>
        <h2 id={`${kind}-heading`}>
          {group.title}
          <span className={styles.groupCount}>
            {total} {group.unit}
          </span>
        </h2>
        <Link href={group.more.href}>{group.more.label}</Link>
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
                  <Link href={group.href(hit.id)}>
                    <Highlight text={hit.title} query={query} />
                  </Link>
                </h3>
                {hit.subtitle ? <p className={styles.hitSubtitle}>{subtitle(kind, hit.subtitle, query)}</p> : null}
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
        <p className={styles.groupEmpty}>没有匹配的{group.title}。</p>
      )}
      {more ? (
        <p className={styles.groupNote}>
          <Link href={more}>
            查看全部 {total} {group.unit}{group.title}
          </Link>
        </p>
      ) : null}
    </section>
  )
}
