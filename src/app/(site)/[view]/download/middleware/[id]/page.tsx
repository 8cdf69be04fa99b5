import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { Link } from '@/i18n/navigation'
import { pathIn } from '@/i18n/routing'

import { downloadDetail } from '@/data/downloads.server'
import styles from '@/features/downloads/downloads.module.css'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { screenDocument, type ViewParams } from '@/features/routing/screen-query'
import { TranslationNote } from '@/features/layout/translation-note'
import { languageAlternates } from '@/features/seo/alternates'
import { chinaDay, formatCount, formatSize } from '@/lib/format'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

type Props = { params: ViewParams<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, doc: download } = await screenDocument(params, downloadDetail)
  const t = await getTranslations({ locale: lang, namespace: 'downloads' })
  if (!download) return { title: t('notFound') }
  const facts = [download.category?.name, download.version && t('versionFact', { version: download.version }), download.format, formatSize(download.size)]
    .filter(Boolean)
    .join(' · ')
  const description = download.description ? t('descriptionWithFacts', { description: download.description, facts }) : facts
  return {
    title: t('metaTitle', { title: download.title }),
    description,
    alternates: languageAlternates(lang, `/download/middleware/${download.id}`),
    openGraph: { title: download.title, description },
  }
}

async function DownloadAction({ href, format, size }: { href: string; format: string; size: string }) {
  const t = await getTranslations('downloads')
  return (
    <>
      <a className={styles.button} href={href} download>
        {t('downloadFile')}
      </a>
      <p className={styles.note}>{t.rich('actionNote', { format: format || t('file'), size, support: (chunks) => <Link href="/contact">{chunks}</Link> })}</p>
    </>
  )
}

export default async function DownloadDetailPage({ params }: Props) {
  const { lang, doc: download } = await screenDocument(params, downloadDetail)
  const t = await getTranslations('downloads')
  if (!download) notFound()
  const fileHref = `/api/index/download_file?id=${download.id}`
  const day = chinaDay(download.published_at)
  const size = formatSize(download.size)
  return (
    <>
      <TranslationNote lang={lang} translated={download.translated} />
      <div className="container page">
        <Breadcrumbs
          items={[
            { name: t('title'), href: '/download' },
            ...(download.category ? [{ name: download.category.name, href: `/download?category=${download.category.id}` }] : []),
            { name: download.title },
          ]}
        />
        <div className={styles.detail}>
          <article>
            <header className={styles.detailHead}>
              <span className={styles.format} aria-hidden="true">
                {download.format || t('file')}
              </span>
              <div>
                <h1>{download.title}</h1>
                <p className={styles.lead}>
                  {download.member_only ? <span className={styles.memberBadge}>{t('member')}</span> : null}{' '}
                  {[download.category?.name, download.version, day && t('published', { day })].filter(Boolean).join(' · ')}
                </p>
              </div>
            </header>
            <section className={styles.section} aria-labelledby="file-facts">
              <h2 id="file-facts">{t('fileFacts')}</h2>
              <table className={styles.factTable}>
                <tbody>
                  <tr>
                    <th scope="row">{t('name')}</th>
                    <td>{download.title}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t('category')}</th>
                    <td>{download.category ? <Link href={`/download?category=${download.category.id}`}>{download.category.name}</Link> : '—'}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t('version')}</th>
                    <td>{download.version || '—'}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t('format')}</th>
                    <td>{download.format || '—'}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t('size')}</th>
                    <td>{size}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t('date')}</th>
                    <td>{day ? <time dateTime={download.published_at}>{day}</time> : '—'}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t('downloadCount')}</th>
                    <td>{t('times', { count: formatCount(download.download_count) })}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t('access')}</th>
                    <td>{download.member_only ? t('memberOnly') : t('public')}</td>
                  </tr>
                </tbody>
              </table>
            </section>
            {download.description ? (
              <section className={styles.section} aria-labelledby="file-description">
                <h2 id="file-description">{t('about')}</h2>
                <p>{download.description}</p>
              </section>
            ) : null}
            {download.products.length ? (
              <section className={styles.section} aria-labelledby="file-products">
                <h2 id="file-products">{t('products')}</h2>
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
            <h2 id="download-action">{t('action')}</h2>
            <ul className={styles.panelFacts}>
              <li>
                {t('format')} <strong>{download.format || '—'}</strong>
              </li>
              <li>
                {t('size')} <strong>{size}</strong>
              </li>
              {download.version ? (
                <li>
                  {t('version')} <strong>{download.version}</strong>
                </li>
              ) : null}
            </ul>
            {download.member_only ? (
              // The page is the same for everyone: the member hint decides which block shows, before the first paint.
              <>
                <div className="when-member">
                  <p className={styles.memberNote}>{t('memberCanDownload')}</p>
                  <DownloadAction href={fileHref} format={download.format} size={size} />
                </div>
                <div className="when-visitor">
                  <div className={styles.memberNote}>
                    <strong>{t('memberOnlyTitle')}</strong>
                    {t('memberOnlyText')}
                  </div>
                  <Link className={styles.button} href={`/member?redirect=${pathIn(lang, `/download/middleware/${download.id}`)}`} prefetch={false}>
                    {t('login')}
                  </Link>
                  <Link className={styles.buttonSecondary} href="/sign-up" prefetch={false}>
                    {t('signUp')}
                  </Link>
                </div>
              </>
            ) : (
              <DownloadAction href={fileHref} format={download.format} size={size} />
            )}
            <p className={styles.note}>
              <Link href="/download">{t('back')}</Link>
            </p>
          </aside>
        </div>
      </div>
    </>
  )
}
