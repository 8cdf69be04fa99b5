import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { Suspense } from 'react'

import { screenQuery, type ViewParams } from '@/features/layout/screen-query'
import { paginationLabels } from '@/features/layout/pagination-labels.server'
import { SearchScreen } from '@/features/search/search-screen'
import styles from '@/features/search/search.module.css'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

const SUGGESTIONS = ['可编程直流电源', '电子负载', '双向电源', 'PSD', 'SCPI', '用户手册', '电池测试']

export const metadata: Metadata = {
  title: '站内搜索',
  description: '在精源电子的产品、新闻与资料下载中搜索。',
  alternates: { canonical: '/search' },
  robots: { index: false },
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

/**
 * One cached page for every keyword: the form and the results come from the
 * browser's call of GET /api/index/search (SearchScreen), so a new keyword
 * costs one index query, not a page render.
 */
export default async function SearchPage({ params }: { params: ViewParams }) {
  await screenQuery(params)
  const prompt = (
    <section className={styles.state} aria-labelledby="search-prompt">
      <h2 id="search-prompt">想找什么？</h2>
      <p>可以输入产品型号（如 PSD-6080）、产品名称、应用场景或资料名称，我们会在产品、新闻和下载资料中为您查找。</p>
      <Suggestions label="大家都在搜" />
    </section>
  )
  const emptyHelp = (
    <>
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
    </>
  )
  return (
    <div className="container page">
      <Suspense
        fallback={
          <>
            <h1>站内搜索</h1>
            <p className={styles.loading} role="status">
              正在打开搜索…
            </p>
            <noscript>
              <p>站内搜索需要启用浏览器的 JavaScript；也可以直接浏览<Link href="/product">产品中心</Link>与<Link href="/download">下载中心</Link>。</p>
            </noscript>
          </>
        }
      >
        <SearchScreen prompt={prompt} emptyHelp={emptyHelp} paginationLabels={await paginationLabels()} />
      </Suspense>
    </div>
  )
}
