import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { pathIn } from '@/i18n/routing'

import { faqGroups, videoList } from '@/data/service.server'
import { companyInfo, siteConfig } from '@/data/site.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { ChipNav } from '@/features/layout/chip-nav'
import { positiveId } from '@/features/layout/route-params'
import { FaqList } from '@/features/service/faq-list'
import styles from '@/features/service/serve.module.css'
import { VideoCard } from '@/features/video/video-card'
import videoStyles from '@/features/video/video.module.css'
import { screenView, type ViewParams } from '@/features/layout/screen-query'
import { languageAlternates } from '@/features/seo/alternates'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

const VIDEO_COUNT = 6

type Props = { params: ViewParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await screenView(params, '/serve')
  const t = await getTranslations({ locale: lang, namespace: 'service' })
  return { title: t('title'), description: t('description'), alternates: languageAlternates(lang, '/serve') }
}

function ServiceTags({ label, values }: { label: string; values: string[] }) {
  if (!values.length) return null
  return (
    <ul className={styles.tags} aria-label={label}>
      {values.map((value) => (
        <li key={value}>{value}</li>
      ))}
    </ul>
  )
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export default async function ServePage({ params }: Props) {
  const { lang, query } = await screenView(params, '/serve')
  const categoryId = positiveId(query.category)
  const [groups, videos, config, company, t, common] = await Promise.all([
    faqGroups(undefined, lang),
    videoList({ page: 1, size: VIDEO_COUNT, kind: 'training', locale: lang }),
    siteConfig(lang),
    companyInfo(lang),
    getTranslations('service'),
    getTranslations('common'),
  ])
  const selected = groups.find((group) => group.id === categoryId) ?? null
  const shown = selected ? [selected] : groups
  const total = groups.reduce((sum, group) => sum + group.questions.length, 0)
  const phones = [
    { label: t('hotlineAfterSales'), value: config.server_phone },
    { label: t('hotlineSupport'), value: config.technical_support_phone },
  ].filter((phone) => phone.value)
  return (
    <div className="container page">
      <Breadcrumbs items={[{ name: t('title') }]} />
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <nav aria-label={t('jumpLabel')} className={styles.jump}>
          <a href="#apply">{t('applyTitle')}</a>
          <a href="#faq">{t('faqTitle')}</a>
          <a href="#videos">{t('videosTitle')}</a>
        </nav>
      </header>

      <section id="apply" className={styles.section} aria-labelledby="apply-title">
        <h2 id="apply-title" className={styles.sectionTitle}>
          {t('applyTitle')}
        </h2>
        <div className={styles.applyGrid}>
          <article className={styles.applyCard}>
            <h3>{t('afterSalesTitle')}</h3>
            <p>{t('afterSalesText')}</p>
            <ServiceTags label={t('afterSalesTags')} values={Object.values(config.user_server_type)} />
            <Link href="/apply/after" className={styles.applyPrimary}>
              {t('afterSalesButton')}
            </Link>
          </article>
          <article className={styles.applyCard}>
            <h3>{t('trainingTitle')}</h3>
            <p>{t('trainingText')}</p>
            <ServiceTags label={t('trainingTags')} values={Object.values(config.study_type)} />
            <Link href="/apply/training" className={styles.applySecondary}>
              {t('trainingButton')}
            </Link>
          </article>
          <aside className={styles.phoneCard} aria-label={t('hotlines')}>
            {phones.map((phone) => (
              <p key={phone.label} className={styles.phone}>
                <span>{phone.label}</span>
                <a href={telHref(phone.value)}>{phone.value}</a>
              </p>
            ))}
            {company.work_time ? <p className={styles.workTime}>{t('workTime', { time: company.work_time })}</p> : null}
            {phones.length === 0 ? <p className={styles.workTime}>{t('noPhones')}</p> : null}
          </aside>
        </div>
      </section>

      <section id="faq" className={styles.section} aria-labelledby="faq-title">
        <div className={styles.sectionHead}>
          <h2 id="faq-title" className={styles.sectionTitle}>
            {t('faqTitle')}
          </h2>
          <p className={styles.sectionNote}>{t('faqCount', { total })}</p>
        </div>
        {groups.length ? (
          <>
            <ChipNav
              label={t('faqCategories')}
              className={styles.faqFilter}
              links={[
                { label: common('all'), href: pathIn(lang, '/serve#faq'), current: !selected },
                ...groups.map((group) => ({
                  label: group.name,
                  href: pathIn(lang, `/serve?category=${group.id}#faq`),
                  current: selected?.id === group.id,
                  count: group.questions.length,
                })),
              ]}
            />
            {categoryId && !selected ? <p className={styles.notice}>{t('categoryMissing')}</p> : null}
            <FaqList groups={shown} />
          </>
        ) : (
          <p className={styles.empty}>{t('faqEmpty')}</p>
        )}
      </section>

      <section id="videos" className={styles.section} aria-labelledby="videos-title">
        <div className={styles.sectionHead}>
          <h2 id="videos-title" className={styles.sectionTitle}>
            {t('videosTitle')}
          </h2>
          {videos.total > 0 ? (
            <Link href="/product/video?kind=training" className={styles.more}>
              {t('allVideos', { total: videos.total })}
            </Link>
          ) : null}
        </div>
        {videos.list.length ? (
          <ul className={videoStyles.grid} aria-label={t('videosTitle')}>
            {videos.list.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t('videosEmpty')}</p>
        )}
      </section>
    </div>
  )
}
