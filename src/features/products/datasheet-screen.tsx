import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import type { ProductDetail } from '@/data/products.server'

import { addressParts, datasheetPages, keyFacts, specGroups, specLayout, splitColumns, type ContactLine, type SpecGroup } from './datasheet'
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

function SheetHeader({ siteName, logo, model, band }: { siteName: string; logo: string; model: string; band: string }) {
  return (
    <header className={styles.band}>
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- the logo as uploaded, sized in millimetres for paper
        <img src={logo} alt={siteName} className={styles.logo} />
      ) : (
        <span className={styles.brand}>{siteName}</span>
      )}
      <p className={styles.bandTitle}>
        <span>{band}</span>
        <strong>{model}</strong>
      </p>
    </header>
  )
}

async function SpecTable({ groups, label }: { groups: SpecGroup[]; label: string }) {
  const t = await getTranslations('products.datasheet')
  return (
    <table className={styles.specTable}>
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          <th scope="col">{t('parameter')}</th>
          <th scope="col">{t('value')}</th>
        </tr>
      </thead>
      {groups.map((group, index) => (
        <tbody key={`${group.name}-${index}`}>
          {group.name ? (
            <tr>
              <th scope="rowgroup" colSpan={2} className={styles.specGroup}>
                {group.name}
                {group.continued ? t('continued') : ''}
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
export async function DatasheetScreen({ product, siteName, logo, productUrl, qrSvg, contact }: DatasheetProps) {
  const [t, tDetail, tGallery] = await Promise.all([getTranslations('products.datasheet'), getTranslations('products.detail'), getTranslations('products.gallery')])
  const band = t('band')
  const photo = product.gallery[0] ?? product.image
  const category = product.breadcrumb.at(-1) ?? product.category
  const facts = keyFacts(product.params, formatParam)
  const groups = specGroups(product.specs)
  const layout = specLayout(groups)
  const pages = datasheetPages(groups)
  const address = addressParts(productUrl)
  const website = productUrl.replace(/^https?:\/\//, '').replace(/\/.*$/, '')
  return (
    <div className={`datasheet ${styles.desk}`}>
      <div className={styles.toolbar}>
        <Link href={`/product/${product.id}`} className={styles.back}>
          {t('back')}
        </Link>
        <p className={styles.hint}>{t('hint')}</p>
        <PrintButton className={styles.print} label={t('print')} />
      </div>
      {/* Focusable: on a phone the A4 sheets scroll sideways, and keyboard users must reach that too. */}
      <article className={styles.sheets} aria-label={t('title', { model: product.model })} tabIndex={0}>
        <section className={`${styles.sheet} ${styles.first}`} aria-label={t('firstPage')}>
          <SheetHeader siteName={siteName} logo={logo} model={product.model} band={band} />
          <div className={styles.title}>
            {product.series || category ? <p className={styles.eyebrow}>{[product.series, category?.name].filter(Boolean).join(' · ')}</p> : null}
            <h1 className={styles.model}>{product.model}</h1>
            <p className={styles.name}>{product.name}</p>
          </div>
          <div className={styles.overview}>
            <figure className={styles.photo}>
              {photo ? (
                // eslint-disable-next-line @next/next/no-img-element -- printed at once: no lazy loading, no srcset
                <img src={photo.url} alt={photo.alt || `${product.model} ${product.name}`} width={photo.width} height={photo.height} />
              ) : (
                <span className={styles.noPhoto}>{tGallery('noImage')}</span>
              )}
            </figure>
            <div className={styles.keyParams}>
              <h2 className={styles.heading}>{tDetail('keyParams')}</h2>
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
                <p className={styles.empty}>{t('keyParamsEmpty')}</p>
              )}
            </div>
          </div>
          {product.summary ? <p className={styles.summary}>{product.summary}</p> : null}
          {product.content ? (
            <section className={styles.intro} aria-labelledby="datasheet-intro">
              <h2 id="datasheet-intro" className={styles.heading}>
                {tDetail('intro')}
              </h2>
              <div className={styles.introText} dangerouslySetInnerHTML={{ __html: product.content }} />
            </section>
          ) : (
            <div className={styles.intro} />
          )}
          <footer className={styles.footer}>
            <span>{contact.name}</span>
            {contact.lines
              .filter((line) => line.key === 'information' || line.key === 'email')
              .map((line) => (
                <span key={line.key}>
                  {line.label} {line.value}
                </span>
              ))}
            <span>{website}</span>
            <span className={styles.pageNumber}>{t('page', { number: 1, total: pages })}</span>
          </footer>
        </section>
        <section className={`${styles.sheet} ${styles.second}`} aria-label={t('secondPage')}>
          <SheetHeader siteName={siteName} logo={logo} model={product.model} band={band} />
          <div className={styles.specs}>
            <h2 className={styles.heading}>{tDetail('specs')}</h2>
            {groups.length === 0 ? (
              <p className={styles.empty}>{tDetail('specsEmpty')}</p>
            ) : layout === 'columns' ? (
              <div className={`${styles.columns} ${styles.compact}`}>
                {splitColumns(groups).map((column, index) => (
                  <SpecTable key={index} groups={column} label={index === 0 ? tDetail('specs') : t('specsContinued')} />
                ))}
              </div>
            ) : (
              <div className={layout === 'compact' ? styles.compact : undefined}>
                <SpecTable groups={groups} label={tDetail('specs')} />
              </div>
            )}
          </div>
          <footer className={styles.contact}>
            <div className={styles.contactText}>
              <h2 className={styles.heading}>{t('contact')}</h2>
              <p className={styles.company}>{contact.name}</p>
              <dl className={styles.contactLines}>
                {contact.lines.map((line) => (
                  <div key={line.key} className={line.key === 'address' ? styles.wide : undefined}>
                    <dt>{line.label}</dt>
                    <dd>{line.value}</dd>
                  </div>
                ))}
                <div>
                  <dt>{t('website')}</dt>
                  <dd>{website}</dd>
                </div>
              </dl>
            </div>
            <figure className={styles.qr}>
              <div className={styles.qrCode} role="img" aria-label={t('qrCode', { url: productUrl })} dangerouslySetInnerHTML={{ __html: qrSvg }} />
              <figcaption>
                {t('qrCaption')}
                <span className={styles.qrUrl}>
                  <span className={styles.qrSite}>{address.site}</span>
                  <wbr />
                  <span className={styles.qrPath}>{address.path}</span>
                </span>
              </figcaption>
            </figure>
          </footer>
          <p className={styles.legal}>
            <span>{t('legal')}</span>
            <span className={styles.pageNumber}>{t('page', { number: pages, total: pages })}</span>
          </p>
        </section>
      </article>
    </div>
  )
}
