import type { Metadata } from 'next'
import Link from 'next/link'

import { siteSearch } from '@/data/search.server'
import { keywordParam } from '@/features/layout/route-params'
import { SearchGroup, groupTitle, type SearchGroupKind } from '@/features/search/search-group'
import styles from '@/features/search/search.module.css'

/** Hits per group that the site search returns at most. */
const GROUP_LIMIT = 20

const SUGGESTIONS = ['可编程直流电源', '电子负载', '双向电源', 'PSD', 'SCPI', '用户手册', '电池测试']

const GROUP_ORDER: SearchGroupKind[] = ['products', 'news', 'downloads']

type Props = { searchParams: Promise<{ keyword?: string }> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const keyword = keywordParam((await searchParams).keyword)
  return {
    title: keyword ? `搜索：${keyword}` : '站内搜索',
    description: '在精源电子的产品、新闻与资料下载中搜索。',
    alternates: { canonical: '/search' },
    robots: { index: false },
  }
}

function Suggestions({ label }: { label: string }) {
  return (
    <>
      <p className={styles.stateLabel}>{label}</p>
      <ul className={styles.suggestions}>
        {SUGGESTIONS.map((word) => (
          <li key={word}>
            <Link href={`/search?keyword=${encodeURIComponent(word)}`}>{word}</Link>
          </li>
        ))}
      </ul>
    </>
  )
}

export default async function SearchPage({ searchParams }: Props) {
  const keyword = keywordParam((await searchParams).keyword)
  const results = await siteSearch(keyword, GROUP_LIMIT)
  return (
    <div className="container page">
      <h1>{keyword ? `“${keyword}”的搜索结果` : '站内搜索'}</h1>
      <form action="/search" method="get" role="search" className={styles.form}>
        <label htmlFor="search-keyword" className="visually-hidden">
          搜索关键词
        </label>
        <input id="search-keyword" name="keyword" type="search" defaultValue={keyword} placeholder="输入产品型号、名称或资料关键词" maxLength={100} autoFocus={!keyword} />
        <button type="submit">搜索</button>
      </form>
      {!keyword ? (
        <section className={styles.state} aria-labelledby="search-prompt">
          <h2 id="search-prompt">想找什么？</h2>
          <p>可以输入产品型号（如 PSD-6080）、产品名称、应用场景或资料名称，我们会在产品、新闻和下载资料中为您查找。</p>
          <Suggestions label="大家都在搜" />
        </section>
      ) : results.total === 0 ? (
        <section className={styles.state} aria-labelledby="search-empty">
          <h2 id="search-empty">没有找到与“{keyword}”相关的内容</h2>
          <ul>
            <li>检查一下关键词是否有错别字；</li>
            <li>换一个更通用的词，例如“电源”“负载”；</li>
            <li>型号可以只输入系列前缀，例如 PSD、ELD。</li>
          </ul>
          <Suggestions label="试试这些关键词" />
          <p className={styles.shortcuts}>
            <Link href="/product">浏览产品中心</Link>
            <Link href="/download">前往下载中心</Link>
            <Link href="/contact">联系我们的工程师</Link>
          </p>
        </section>
      ) : (
        <>
          <div className={styles.summary}>
            <p>
              共找到 <strong>{results.total}</strong> 条结果
            </p>
            <nav aria-label="结果分组" className={styles.jump}>
              <ul>
                {GROUP_ORDER.map((kind) => (
                  <li key={kind}>
                    <a href={`#${kind}`}>
                      {groupTitle(kind)} <span>{results[kind].length}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          {GROUP_ORDER.map((kind) => (
            <SearchGroup key={kind} kind={kind} hits={results[kind]} query={keyword} limit={GROUP_LIMIT} />
          ))}
        </>
      )}
    </div>
  )
}
