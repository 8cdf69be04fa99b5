import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { notFound } from 'next/navigation'

import { downloadDetail } from '@/data/downloads.server'
import styles from '@/features/downloads/downloads.module.css'
import { formatCount, formatDay, formatSize } from '@/features/downloads/format'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { positiveId } from '@/features/layout/route-params'
import { screenQuery, type ViewParams } from '@/features/layout/screen-query'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

type Props = { params: ViewParams<{ id: string }> }

async function load(id: string) {
  const number = positiveId(id)
  return number ? downloadDetail(number) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const download = await load((await params).id)
  if (!download) return { title: '资料不存在' }
  const facts = [download.category?.name, download.version && `版本 ${download.version}`, download.format, formatSize(download.size)].filter(Boolean).join(' · ')
  const description = download.description ? `${download.description}（${facts}）` : facts
  return {
    title: `${download.title} 下载`,
    description,
    alternates: { canonical: `/download/middleware/${download.id}` },
    openGraph: { title: download.title, description },
  }
}

function DownloadAction({ href, format, size }: { href: string; format: string; size: string }) {
  return (
    <>
      <a className={styles.button} href={href} download>
        下载文件
      </a>
      <p className={styles.note}>
        {format || '文件'} · {size}。下载遇到问题？请<Link href="/contact">联系技术支持</Link>。
      </p>
    </>
  )
}

export default async function DownloadDetailPage({ params }: Props) {
  await screenQuery(params)
  const download = await load((await params).id)
  if (!download) notFound()
  const fileHref = `/api/index/download_file?id=${download.id}`
  const day = formatDay(download.published_at)
  const size = formatSize(download.size)
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { name: '下载中心', href: '/download' },
          ...(download.category ? [{ name: download.category.name, href: `/download?category=${download.category.id}` }] : []),
          { name: download.title },
        ]}
      />
      <div className={styles.detail}>
        <article>
          <header className={styles.detailHead}>
            <span className={styles.format} aria-hidden="true">
              {download.format || '文件'}
            </span>
            <div>
              <h1>{download.title}</h1>
              <p className={styles.lead}>
                {download.member_only ? <span className={styles.memberBadge}>会员</span> : null}{' '}
                {[download.category?.name, download.version, day && `${day} 发布`].filter(Boolean).join(' · ')}
              </p>
            </div>
          </header>
          <section className={styles.section} aria-labelledby="file-facts">
            <h2 id="file-facts">文件信息</h2>
            <table className={styles.factTable}>
              <tbody>
                <tr>
                  <th scope="row">资料名称</th>
                  <td>{download.title}</td>
                </tr>
                <tr>
                  <th scope="row">分类</th>
                  <td>{download.category ? <Link href={`/download?category=${download.category.id}`}>{download.category.name}</Link> : '—'}</td>
                </tr>
                <tr>
                  <th scope="row">版本</th>
                  <td>{download.version || '—'}</td>
                </tr>
                <tr>
                  <th scope="row">格式</th>
                  <td>{download.format || '—'}</td>
                </tr>
                <tr>
                  <th scope="row">大小</th>
                  <td>{size}</td>
                </tr>
                <tr>
                  <th scope="row">发布日期</th>
                  <td>{day ? <time dateTime={download.published_at}>{day}</time> : '—'}</td>
                </tr>
                <tr>
                  <th scope="row">下载次数</th>
                  <td>{formatCount(download.download_count)} 次</td>
                </tr>
                <tr>
                  <th scope="row">下载权限</th>
                  <td>{download.member_only ? '仅限会员' : '公开下载'}</td>
                </tr>
              </tbody>
            </table>
          </section>
          {download.description ? (
            <section className={styles.section} aria-labelledby="file-description">
              <h2 id="file-description">资料说明</h2>
              <p>{download.description}</p>
            </section>
          ) : null}
          {download.products.length ? (
            <section className={styles.section} aria-labelledby="file-products">
              <h2 id="file-products">适用产品</h2>
              <ul className={styles.products}>
                {download.products.map((product) => (
                  <li key={product.id}>
                    <Link href={`/product/${product.id}`}>
                      <strong>{product.model}</strong>
                      <span>{product.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>
        <aside className={styles.panel} aria-labelledby="download-action">
          <h2 id="download-action">下载资料</h2>
          <ul className={styles.panelFacts}>
            <li>
              格式 <strong>{download.format || '—'}</strong>
            </li>
            <li>
              大小 <strong>{size}</strong>
            </li>
            {download.version ? (
              <li>
                版本 <strong>{download.version}</strong>
              </li>
            ) : null}
          </ul>
          {download.member_only ? (
            // The page is the same for everyone: the member hint decides which block shows, before the first paint.
            <>
              <div className="when-member">
                <p className={styles.memberNote}>您已登录会员账号，可以下载这份会员资料。</p>
                <DownloadAction href={fileHref} format={download.format} size={size} />
              </div>
              <div className="when-visitor">
                <div className={styles.memberNote}>
                  <strong>这份资料仅限会员下载</strong>
                  登录会员账号后即可下载。还没有账号？注册会员免费，注册后可下载全部会员资料。
                </div>
                <Link className={styles.button} href={`/member?redirect=/download/middleware/${download.id}`} prefetch={false}>
                  登录后下载
                </Link>
                <Link className={styles.buttonSecondary} href="/sign-up" prefetch={false}>
                  免费注册会员
                </Link>
              </div>
            </>
          ) : (
            <DownloadAction href={fileHref} format={download.format} size={size} />
          )}
          <p className={styles.note}>
            <Link href="/download">返回下载中心</Link>
          </p>
        </aside>
      </div>
    </div>
  )
}
