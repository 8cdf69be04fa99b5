import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Link } from '@/i18n/navigation'
import { pathIn } from '@/i18n/routing'

import { faqGroups, videoList } from '@/data/service.server'
import { companyInfo, siteConfig } from '@/data/site.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { ChipNav } from '@/features/layout/chip-nav'
import chip from '@/features/layout/chip-nav.module.css'
import { positiveId } from '@/features/routing/route-params'
import { FaqList } from '@/features/service/faq-list'
import styles from '@/features/service/serve.module.css'
import { VideoCard } from '@/features/video/video-card'
import videoStyles from '@/features/video/video.module.css'
import { screenView, type ViewParams } from '@/features/routing/screen-query'
import { screenMetadata } from '@/features/seo/screen-metadata'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

const VIDEO_COUNT = 6

type Props = { params: ViewParams }

export const generateMetadata = screenMetadata('service', '/serve')

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

/** A section of the page with its heading and, beside it, `aside`. */
function Section({ id, title, aside, children }: { id: string; title: string; aside: ReactNode; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  )
}

/** One of the two applications: what it is for, the kinds the site offers, and the button to its form. */
function ApplyCard({
  texts,
  types,
  href,
  buttonClass,
}: {
  texts: { title: string; text: string; tags: string; button: string }
  types: Record<string, string>
  href: string
  buttonClass: string
}) {
  return (
    <article className={styles.applyCard}>
      <h3>{texts.title}</h3>
      <p>{texts.text}</p>
      <ServiceTags label={texts.tags} values={Object.values(types)} />
      <Link href={href} className={buttonClass}>
        {texts.button}
      </Link>
    </article>
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
          {(['apply', 'faq', 'videos'] as const).map((section) => (
            <a key={section} href={`#${section}`} className={chip.chip}>
              {t(`${section}Title`)}
            </a>
          ))}
        </nav>
      </header>

      <section id="apply" className={styles.section} aria-labelledby="apply-title">
        <h2 id="apply-title" className={styles.sectionTitle}>
          {t('applyTitle')}
        </h2>
        <div className={styles.applyGrid}>
          <ApplyCard
            texts={{ title: t('afterSalesTitle'), text: t('afterSalesText'), tags: t('afterSalesTags'), button: t('afterSalesButton') }}
            types={config.user_server_type}
            href="/apply/after"
            buttonClass={styles.applyPrimary}
          />
          <ApplyCard
            texts={{ title: t('trainingTitle'), text: t('trainingText'), tags: t('trainingTags'), button: t('trainingButton') }}
            types={config.study_type}
            href="/apply/training"
            buttonClass={styles.applySecondary}
          />
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

      <Section id="faq" title={t('faqTitle')} aside={<p className={styles.sectionNote}>{t('faqCount', { total })}</p>}>
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
      </Section>

      <Section
        id="videos"
        title={t('videosTitle')}
        aside={
          videos.total > 0 ? (
            <Link href="/product/video?kind=training" className={styles.more}>
              {t('allVideos', { total: videos.total })}
            </Link>
          ) : null
        }
      >
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
      </Section>
    </div>
  )
}
