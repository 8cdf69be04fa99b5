import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'

import { downloadCategories, downloadList } from '@/data/downloads.server'
import { CategoryTabs } from '@/features/downloads/category-tabs'
import { DownloadRow } from '@/features/downloads/download-row'
import styles from '@/features/downloads/downloads.module.css'
import { keywordParam, pageNumber, positiveId } from '@/features/layout/route-params'
import { Pagination } from '@/features/layout/pagination'
import { paginationLabels } from '@/features/layout/pagination-labels.server'
import { screenQuery, type ViewParams } from '@/features/layout/screen-query'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

const DOWNLOAD_PAGE_SIZE = 10

type Props = { params: ViewParams }

function downloadHref(options: { categoryId?: number; keyword?: string; page?: number }): string {
  const query = new URLSearchParams()
  if (options.categoryId) query.set('category', String(options.categoryId))
  if (options.keyword) query.set('keyword', options.keyword)
  if (options.page && options.page > 1) query.set('page', String(options.page))
  const text = query.toString()
  return `/download${text ? `?${text}` : ''}`
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const search = await screenQuery(params, '/download')
  const categoryId = positiveId(search.category) ?? undefined
  const category = categoryId ? (await downloadCategories()).find((item) => item.id === categoryId) : undefined
  const title = category ? `${category.name} · 下载中心` : '下载中心'
  return {
    title,
    description: '精源电子产品用户手册、规格书、编程手册、上位机软件、驱动、固件与认证证书下载。',
    alternates: { canonical: downloadHref({ categoryId: category?.id }) },
  }
}

export default async function DownloadPage({ params }: Props) {
  const search = await screenQuery(params, '/download')
  const page = pageNumber(search.page)
  const keyword = keywordParam(search.keyword)
  const requested = positiveId(search.category) ?? undefined
  const categories = await downloadCategories()
  const category = categories.find((item) => item.id === requested)
  const result = await downloadList({ page, size: DOWNLOAD_PAGE_SIZE, categoryId: category?.id, keyword })
  return (
    <div className="container page">
      <h1>下载中心</h1>
      <p className={styles.intro}>用户手册、产品规格书、编程手册、上位机软件与驱动、固件及认证证书。标有“会员”的资料需登录会员账号后下载。</p>
      <CategoryTabs categories={categories} active={category?.id} href={(categoryId) => downloadHref({ categoryId, keyword })} />
      <div className={styles.toolbar}>
        <form action="/download" method="get" role="search" className="list-search">
          {category ? <input type="hidden" name="category" value={category.id} /> : null}
          <label htmlFor="download-keyword" className="visually-hidden">
            搜索资料
          </label>
          <input id="download-keyword" name="keyword" type="search" defaultValue={keyword} placeholder="输入型号或资料名称，如 PSD、用户手册" maxLength={100} />
          <button type="submit">搜索</button>
        </form>
        <p className={styles.count} aria-live="polite">
          {keyword ? <>“{keyword}” </> : null}共 <strong>{result.total}</strong> 份资料
        </p>
      </div>
      {result.list.length ? (
        <ul className={styles.list} aria-label={category ? `${category.name}列表` : '资料列表'}>
          {result.list.map((download) => (
            <DownloadRow key={download.id} download={download} headingLevel={2} />
          ))}
        </ul>
      ) : (
        <div className={styles.emptyState}>
          {keyword ? (
            <>
              <h2>没有找到与“{keyword}”相关的资料</h2>
              <p>换个关键词试试，型号只输入系列前缀（如 PSD、ELD）也可以。</p>
            </>
          ) : result.total > 0 ? (
            <>
              <h2>这一页没有资料了</h2>
              <p>共 {result.total} 份资料，请从第一页开始浏览。</p>
            </>
          ) : (
            <>
              <h2>这个分类下暂时没有资料</h2>
              <p>新资料上线后会第一时间发布在这里。</p>
            </>
          )}
          <Link href="/download">查看全部资料</Link>
        </div>
      )}
      <Pagination labels={await paginationLabels()} page={page} size={DOWNLOAD_PAGE_SIZE} total={result.total} href={(target) => downloadHref({ categoryId: category?.id, keyword, page: target })} />
    </div>
  )
}
