import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { isSiteLanguage, pathIn, routing } from '@/i18n/routing'

import type { ProductDetail } from '@/data/products.server'
import { PickButtons } from '@/features/products/pick-buttons'
import { pickLabels } from '@/features/products/pick-labels.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { JsonLd } from '@/features/seo/json-ld'
import { VideoCard } from '@/features/video/video-card'
import videoStyles from '@/features/video/video.module.css'
import { formatSize } from '@/lib/format'
import { siteUrl as publicOrigin } from '@/lib/site-url.mjs'

import { pickImage, ProductCard } from './product-card'
import styles from './product-detail.module.css'
import { ProductGallery } from './product-gallery'
import { formatParam } from './product-params'
import { ProductTabs } from './product-tabs'
import { ProductViewBeacon } from './product-view-beacon'
import listStyles from './products.module.css'

async function SpecsPanel({ specs }: { specs: ProductDetail['specs'] }) {
  const t = await getTranslations('products.detail')
  if (!specs.length) return <p className={styles.panelEmpty}>{t('specsEmpty')}</p>
  const groups = [...new Set(specs.map((row) => row.group))]
  return (
    <table className={styles.specTable}>
      <caption className="visually-hidden">{t('specs')}</caption>
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

async function DownloadsPanel({ downloads }: { downloads: ProductDetail['downloads'] }) {
  const t = await getTranslations('products.detail')
  if (!downloads.length)
    return (
      <p className={styles.panelEmpty}>
        {t.rich('downloadsEmpty', {
          downloads: (chunks) => <Link href="/download">{chunks}</Link>,
          contact: (chunks) => <Link href="/contact">{chunks}</Link>,
        })}
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
              {download.version ? <span>{t('version', { version: download.version })}</span> : null}
              {download.format ? <span>{download.format.toUpperCase()}</span> : null}
              {download.size ? <span>{formatSize(download.size)}</span> : null}
            </p>
          </div>
          {download.member_only ? (
            <span className={styles.memberBadge} title={t('memberOnly')}>
              {t('member')}
            </span>
          ) : null}
          <Link href={`/download/middleware/${download.id}`} className={styles.downloadLink} aria-label={t('downloadTitle', { title: download.title })}>
            {t('download')}
          </Link>
        </li>
      ))}
    </ul>
  )
}

async function VideosPanel({ videos }: { videos: ProductDetail['videos'] }) {
  const t = await getTranslations('products.detail')
  if (!videos.length) return <p className={styles.panelEmpty}>{t.rich('videosEmpty', { videos: (chunks) => <Link href="/product/video">{chunks}</Link> })}</p>
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

async function RelatedPanel({ related }: { related: ProductDetail['related'] }) {
  const t = await getTranslations('products.detail')
  if (!related.length) return <p className={styles.panelEmpty}>{t.rich('relatedEmpty', { products: (chunks) => <Link href="/product">{chunks}</Link> })}</p>
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
 * draft being edited (preview: no view counted, no structured data). Its
 * words are the render's language's (next-intl's setRequestLocale).
 */
export async function ProductDetailScreen({ product, brandName, preview = false }: { product: ProductDetail; brandName: string; preview?: boolean }) {
  const [locale, t, tGallery, tProducts, tLayout, picks] = await Promise.all([
    getLocale(),
    getTranslations('products.detail'),
    getTranslations('products.gallery'),
    getTranslations('products'),
    getTranslations('layout'),
    pickLabels(),
  ])
  const lang = isSiteLanguage(locale) ? locale : routing.defaultLocale
  const gallery = product.gallery.length ? product.gallery : product.image ? [product.image] : []
  const category = product.breadcrumb.at(-1) ?? product.category
  const siteUrl = publicOrigin()
  const fullName = `${product.model} ${product.name}`
  const galleryLabels = {
    noImage: tGallery('noImage'),
    zoomHint: tGallery('zoomHint'),
    images: tGallery('images'),
    dialog: tGallery('dialog', { name: fullName }),
    previous: tGallery('previous'),
    next: tGallery('next'),
    close: tGallery('close'),
    zoom: gallery.map((image) => tGallery('zoom', { name: image.alt || fullName })),
    thumbs: gallery.map((_, position) => tGallery('thumb', { position: position + 1, count: gallery.length })),
  }
  const jsonLd = {
    '@type': 'Product',
    name: `${product.model} ${product.name}`,
    model: product.model,
    sku: product.model,
    mpn: product.model,
    description: product.summary,
    image: gallery.map((media) => new URL(media.url, siteUrl).toString()),
    brand: { '@type': 'Brand', name: brandName || tLayout('defaultSiteName') },
    category: product.breadcrumb.map((crumb) => crumb.name).join(' > ') || product.category?.name,
    url: new URL(pathIn(lang, `/product/${product.id}`), siteUrl).toString(),
    additionalProperty: product.params
      .filter((param) => param.display || param.text)
      .map((param) => ({
        '@type': 'PropertyValue',
        name: param.name,
        value: param.value ?? (param.display || param.text),
        ...(param.unit && param.value !== null ? { unitText: param.unit } : {}),
      })),
  }
  const tabs = [
    { id: 'specs', label: t('specs'), count: 0 },
    { id: 'downloads', label: t('downloads'), count: product.downloads.length },
    { id: 'videos', label: t('videos'), count: product.videos.length },
    { id: 'related', label: t('related'), count: product.related.length },
  ]
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { name: tProducts('title'), href: '/product' },
          ...product.breadcrumb.map((crumb) => ({ name: crumb.name, href: `/product?category=${crumb.id}` })),
          { name: product.model },
        ]}
      />
      {preview ? null : <ProductViewBeacon id={product.id} />}
      <article className={styles.product}>
        <div className={styles.top}>
          <ProductGallery images={gallery} name={fullName} labels={galleryLabels} />
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
                <caption className="visually-hidden">{t('keyParams')}</caption>
                <tbody>
                  {product.series ? (
                    <tr>
                      <th scope="row">{t('series')}</th>
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
              {preview ? null : (
                <PickButtons product={{ id: product.id, model: product.model, name: product.name, image: pickImage(product.image) }} labels={picks} variant="detail" />
              )}
              <a href="#downloads" className={styles.actionBrand}>
                {t('downloadDocs')}
              </a>
              {preview ? null : (
                <Link href={`/product/${product.id}/datasheet`} prefetch={false} className={styles.action}>
                  {t('printDatasheet')}
                </Link>
              )}
              <Link href={`/apply/after?model=${encodeURIComponent(product.model)}`} className={styles.action}>
                {t('applyAfterSales')}
              </Link>
              <Link href="/apply/training" className={styles.action}>
                {t('applyTraining')}
              </Link>
              <Link href="/contact" className={styles.actionAccent}>
                {t('contactSales')}
              </Link>
            </div>
          </div>
        </div>
        {product.content ? (
          <section className={styles.content} aria-labelledby="product-intro">
            <h2 id="product-intro" className={styles.sectionTitle}>
              {t('intro')}
            </h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.content }} />
          </section>
        ) : null}
        <ProductTabs
          label={t('tabsLabel')}
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
