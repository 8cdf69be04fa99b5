import { Link } from '@/i18n/navigation'

import type { ProductDetail } from '@/data/products.server'
import { PickButtons } from '@/features/compare/pick-buttons'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { JsonLd } from '@/features/seo/json-ld'
import { VideoCard } from '@/features/video/video-card'
import videoStyles from '@/features/video/video.module.css'

import { pickImage, ProductCard } from './product-card'
import styles from './product-detail.module.css'
import { ProductGallery } from './product-gallery'
import { formatParam } from './product-params'
import { ProductTabs } from './product-tabs'
import { ProductViewBeacon } from './product-view-beacon'
import listStyles from './products.module.css'

function formatSize(bytes: number): string {
  if (!bytes) return ''
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

function SpecsPanel({ specs }: { specs: ProductDetail['specs'] }) {
  if (!specs.length) return <p className={styles.panelEmpty}>规格参数整理中，如需完整数据手册请联系销售。</p>
  const groups = [...new Set(specs.map((row) => row.group))]
  return (
    <table className={styles.specTable}>
      <caption className="visually-hidden">规格参数</caption>
      {groups.map((group) => (
        <tbody key={group || 'general'}>
          {group ? (
            <tr>
              <th scope="rowgroup" colSpan={2} className={styles.specGroup}>
                {group}
              </th>
            </tr>
          ) : null}
          {specs
            .filter((row) => row.group === group)
            .map((row, index) => (
              <tr key={`${row.name}-${index}`}>
                <th scope="row">{row.name}</th>
                <td>{row.value}</td>
              </tr>
            ))}
        </tbody>
      ))}
    </table>
  )
}

function DownloadsPanel({ downloads }: { downloads: ProductDetail['downloads'] }) {
  if (!downloads.length)
    return (
      <p className={styles.panelEmpty}>
        该产品暂无可下载的资料。可前往 <Link href="/download">下载中心</Link> 查找，或 <Link href="/contact">联系我们</Link> 索取。
      </p>
    )
  return (
    <ul className={styles.downloads}>
      {downloads.map((download) => (
        <li key={download.id} className={styles.download}>
          <span className={styles.format} aria-hidden="true">
            {(download.format || 'FILE').toUpperCase().slice(0, 4)}
          </span>
          <div className={styles.downloadMain}>
            <h3 className={styles.downloadTitle}>
              <Link href={`/download/middleware/${download.id}`}>{download.title}</Link>
            </h3>
            <p className={styles.downloadMeta}>
              {download.version ? <span>版本 {download.version}</span> : null}
              {download.format ? <span>{download.format.toUpperCase()}</span> : null}
              {download.size ? <span>{formatSize(download.size)}</span> : null}
            </p>
          </div>
          {download.member_only ? (
            <span className={styles.memberBadge} title="登录会员后可下载">
              会员
            </span>
          ) : null}
          <Link href={`/download/middleware/${download.id}`} className={styles.downloadLink} aria-label={`下载 ${download.title}`}>
            下载
          </Link>
        </li>
      ))}
    </ul>
  )
}

function VideosPanel({ videos }: { videos: ProductDetail['videos'] }) {
  if (!videos.length)
    return (
      <p className={styles.panelEmpty}>
        该产品暂无专属视频，可在 <Link href="/product/video">产品视频</Link> 中观看同类产品的功能演示。
      </p>
    )
  return (
    <ul className={videoStyles.grid}>
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} />
        </li>
      ))}
    </ul>
  )
}

function RelatedPanel({ related }: { related: ProductDetail['related'] }) {
  if (!related.length)
    return (
      <p className={styles.panelEmpty}>
        暂无相关产品，<Link href="/product">浏览全部产品</Link>。
      </p>
    )
  return (
    <ul className={`${listStyles.grid} ${styles.related}`}>
      {related.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The product detail screen (spec section 2, /product/{id}): the public page
 * renders it from the published product, the admin's live preview from the
 * draft being edited (preview: no view counted, no structured data).
 */
export function ProductDetailScreen({ product, brandName, preview = false }: { product: ProductDetail; brandName: string; preview?: boolean }) {
  const gallery = product.gallery.length ? product.gallery : product.image ? [product.image] : []
  const category = product.breadcrumb.at(-1) ?? product.category
  const siteUrl = process.env.SITE_URL || 'http://localhost:3000'
  const jsonLd = {
    '@type': 'Product',
    name: `${product.model} ${product.name}`,
    model: product.model,
    sku: product.model,
    mpn: product.model,
    description: product.summary,
    image: gallery.map((media) => new URL(media.url, siteUrl).toString()),
    brand: { '@type': 'Brand', name: brandName || '精源电子' },
    category: product.breadcrumb.map((crumb) => crumb.name).join(' > ') || product.category?.name,
    url: new URL(`/product/${product.id}`, siteUrl).toString(),
    additionalProperty: product.params
      .filter((param) => param.display || param.text)
      .map((param) => ({ '@type': 'PropertyValue', name: param.name, value: param.value ?? param.text, ...(param.unit && param.value !== null ? { unitText: param.unit } : {}) })),
  }
  const tabs = [
    { id: 'specs', label: '规格参数', count: 0 },
    { id: 'downloads', label: '资料下载', count: product.downloads.length },
    { id: 'videos', label: '产品视频', count: product.videos.length },
    { id: 'related', label: '相关产品', count: product.related.length },
  ]
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { name: '产品中心', href: '/product' },
          ...product.breadcrumb.map((crumb) => ({ name: crumb.name, href: `/product?category=${crumb.id}` })),
          { name: product.model },
        ]}
      />
      {preview ? null : <ProductViewBeacon id={product.id} />}
      <article className={styles.product}>
        <div className={styles.top}>
          <ProductGallery images={gallery} name={`${product.model} ${product.name}`} />
          <div className={styles.info}>
            <p className={styles.eyebrow}>
              {product.series ? <span>{product.series}</span> : null}
              {category ? <Link href={`/product?category=${category.id}`}>{category.name}</Link> : null}
            </p>
            <h1 className={styles.model}>{product.model}</h1>
            <p className={styles.name}>{product.name}</p>
            {product.summary ? <p className={styles.summary}>{product.summary}</p> : null}
            {product.params.length ? (
              <table className={styles.keyParams}>
                <caption className="visually-hidden">关键参数</caption>
                <tbody>
                  {product.series ? (
                    <tr>
                      <th scope="row">产品系列</th>
                      <td>{product.series}</td>
                    </tr>
                  ) : null}
                  {product.params.map((param) => (
                    <tr key={param.key}>
                      <th scope="row">{param.name}</th>
                      <td>{formatParam(param)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            <div className={styles.actions}>
              {preview ? null : <PickButtons product={{ id: product.id, model: product.model, name: product.name, image: pickImage(product.image) }} variant="detail" />}
              <a href="#downloads" className={styles.actionBrand}>
                下载资料
              </a>
              {preview ? null : (
                <Link href={`/product/${product.id}/datasheet`} prefetch={false} className={styles.action}>
                  打印规格书
                </Link>
              )}
              <Link href={`/apply/after?model=${encodeURIComponent(product.model)}`} className={styles.action}>
                申请售后
              </Link>
              <Link href="/apply/training" className={styles.action}>
                申请培训
              </Link>
              <Link href="/contact" className={styles.actionAccent}>
                联系销售
              </Link>
            </div>
          </div>
        </div>
        {product.content ? (
          <section className={styles.content} aria-labelledby="product-intro">
            <h2 id="product-intro" className={styles.sectionTitle}>
              产品介绍
            </h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.content }} />
          </section>
        ) : null}
        <ProductTabs
          label="产品资料"
          tabs={tabs}
          panels={[
            <SpecsPanel key="specs" specs={product.specs} />,
            <DownloadsPanel key="downloads" downloads={product.downloads} />,
            <VideosPanel key="videos" videos={product.videos} />,
            <RelatedPanel key="related" related={product.related} />,
          ]}
        />
      </article>
      {preview ? null : <JsonLd data={jsonLd} />}
    </div>
  )
}
