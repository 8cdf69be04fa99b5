import { Link } from '@/i18n/navigation'

import type { ProductDetail } from '@/data/products.server'

import { keyFacts, specGroups, specLayout, splitColumns, type ContactLine, type SpecGroup } from './datasheet'
import styles from './datasheet.module.css'
import { PrintButton } from './print-button'
import { formatParam } from './product-params'

export type DatasheetProps = {
  product: ProductDetail
  siteName: string
  logo: string
  /** The product page's absolute URL, the QR code's target. */
  productUrl: string
  /** The QR code of productUrl, an SVG document rendered on the server. */
  qrSvg: string
  contact: { name: string; lines: ContactLine[] }
}

function SheetHeader({ siteName, logo, model }: { siteName: string; logo: string; model: string }) {
  return (
    <header className={styles.band}>
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- the logo as uploaded, sized in millimetres for paper
        <img src={logo} alt={siteName} className={styles.logo} />
      ) : (
        <span className={styles.brand}>{siteName}</span>
      )}
      <p className={styles.bandTitle}>
        <span>产品规格书</span>
        <strong>{model}</strong>
      </p>
    </header>
  )
}

function SpecTable({ groups, label }: { groups: SpecGroup[]; label: string }) {
  return (
    <table className={styles.specTable}>
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          <th scope="col">参数</th>
          <th scope="col">规格</th>
        </tr>
      </thead>
      {groups.map((group, index) => (
        <tbody key={`${group.name}-${index}`}>
          {group.name ? (
            <tr>
              <th scope="rowgroup" colSpan={2} className={styles.specGroup}>
                {group.name}
                {group.continued ? '（续）' : ''}
              </th>
            </tr>
          ) : null}
          {group.rows.map((row, rowIndex) => (
            <tr key={`${row.name}-${rowIndex}`}>
              <th scope="row">{row.name}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  )
}

/**
 * The printable datasheet of a product (/product/{id}/datasheet): two A4
 * sheets, each with the logo and model in a band at the top. The first holds
 * the photo, key parameters, summary and introduction; the second the full
 * specification table, the contact details and a QR code back to the product
 * page. On screen the sheets sit on a grey desk under a print button; on paper
 * only the sheets print (site.css hides the site's header and footer).
 */
export function DatasheetScreen({ product, siteName, logo, productUrl, qrSvg, contact }: DatasheetProps) {
  const photo = product.gallery[0] ?? product.image
  const category = product.breadcrumb.at(-1) ?? product.category
  const facts = keyFacts(product.params, formatParam)
  const groups = specGroups(product.specs)
  const layout = specLayout(groups)
  const website = productUrl.replace(/^https?:\/\//, '').replace(/\/.*$/, '')
  return (
    <div className={`datasheet ${styles.desk}`}>
      <div className={styles.toolbar}>
        <Link href={`/product/${product.id}`} className={styles.back}>
          ← 返回产品页面
        </Link>
        <p className={styles.hint}>A4 两页；在打印对话框中选择“另存为 PDF”即可下载。</p>
        <PrintButton className={styles.print} />
      </div>
      {/* Focusable: on a phone the A4 sheets scroll sideways, and keyboard users must reach that too. */}
      <article className={styles.sheets} aria-label={`${product.model} 产品规格书`} tabIndex={0}>
        <section className={`${styles.sheet} ${styles.first}`} aria-label="第 1 页：产品概览">
          <SheetHeader siteName={siteName} logo={logo} model={product.model} />
          <div className={styles.title}>
            {product.series || category ? (
              <p className={styles.eyebrow}>{[product.series, category?.name].filter(Boolean).join(' · ')}</p>
            ) : null}
            <h1 className={styles.model}>{product.model}</h1>
            <p className={styles.name}>{product.name}</p>
          </div>
          <div className={styles.overview}>
            <figure className={styles.photo}>
              {photo ? (
                // eslint-disable-next-line @next/next/no-img-element -- printed at once: no lazy loading, no srcset
                <img src={photo.url} alt={photo.alt || `${product.model} ${product.name}`} width={photo.width} height={photo.height} />
              ) : (
                <span className={styles.noPhoto}>暂无产品图片</span>
              )}
            </figure>
            <div className={styles.keyParams}>
              <h2 className={styles.heading}>关键参数</h2>
              {facts.length ? (
                <dl className={styles.facts}>
                  {facts.map((fact) => (
                    <div key={fact.label} className={styles.fact}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className={styles.empty}>详见第 2 页规格参数。</p>
              )}
            </div>
          </div>
          {product.summary ? <p className={styles.summary}>{product.summary}</p> : null}
          {product.content ? (
            <section className={styles.intro} aria-labelledby="datasheet-intro">
              <h2 id="datasheet-intro" className={styles.heading}>
                产品介绍
              </h2>
              <div className={styles.introText} dangerouslySetInnerHTML={{ __html: product.content }} />
            </section>
          ) : (
            <div className={styles.intro} />
          )}
          <footer className={styles.footer}>
            <span>{contact.name}</span>
            {contact.lines
              .filter((line) => line.label === '咨询电话' || line.label === '邮箱')
              .map((line) => (
                <span key={line.label}>
                  {line.label} {line.value}
                </span>
              ))}
            <span>{website}</span>
            <span className={styles.pageNumber}>第 1 页</span>
          </footer>
        </section>
        <section className={`${styles.sheet} ${styles.second}`} aria-label="第 2 页：规格参数与联系方式">
          <SheetHeader siteName={siteName} logo={logo} model={product.model} />
          <div className={styles.specs}>
            <h2 className={styles.heading}>规格参数</h2>
            {groups.length === 0 ? (
              <p className={styles.empty}>规格参数整理中，如需完整数据手册请联系销售。</p>
            ) : layout === 'columns' ? (
              <div className={`${styles.columns} ${styles.compact}`}>
                {splitColumns(groups).map((column, index) => (
                  <SpecTable key={index} groups={column} label={index === 0 ? '规格参数' : '规格参数（续）'} />
                ))}
              </div>
            ) : (
              <div className={layout === 'compact' ? styles.compact : undefined}>
                <SpecTable groups={groups} label="规格参数" />
              </div>
            )}
          </div>
          <footer className={styles.contact}>
            <div className={styles.contactText}>
              <h2 className={styles.heading}>联系我们</h2>
              <p className={styles.company}>{contact.name}</p>
              <dl className={styles.contactLines}>
                {contact.lines.map((line) => (
                  <div key={line.label} className={line.label === '地址' ? styles.wide : undefined}>
                    <dt>{line.label}</dt>
                    <dd>{line.value}</dd>
                  </div>
                ))}
                <div>
                  <dt>网址</dt>
                  <dd>{website}</dd>
                </div>
              </dl>
            </div>
            <figure className={styles.qr}>
              <div className={styles.qrCode} role="img" aria-label={`二维码：${productUrl}`} dangerouslySetInnerHTML={{ __html: qrSvg }} />
              <figcaption>
                扫码查看产品页面
                <span className={styles.qrUrl}>{productUrl}</span>
              </figcaption>
            </figure>
          </footer>
          <p className={styles.legal}>
            <span>本规格书所列参数为典型值，如有变更恕不另行通知，以产品页面为准。</span>
            <span className={styles.pageNumber}>第 2 页</span>
          </p>
        </section>
      </article>
    </div>
  )
}
