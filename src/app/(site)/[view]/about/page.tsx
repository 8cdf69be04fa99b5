import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Image from 'next/image'

import { Link } from '@/i18n/navigation'
import type { SiteLanguage } from '@/i18n/routing'

import { downloadList } from '@/data/downloads.server'
import { jobList } from '@/data/service.server'
import { companyInfo, honors, siteConfig, type HonorEntry } from '@/data/site.server'
import styles from '@/features/about/about.module.css'
import { ABOUT_TABS, AboutTabs, aboutTab } from '@/features/about/about-tabs'
import { ContactCards } from '@/features/about/contact-cards'
import { HonorGrid } from '@/features/about/honor-grid'
import { JobList } from '@/features/about/job-list'
import { DownloadRow } from '@/features/downloads/download-row'
import downloadStyles from '@/features/downloads/downloads.module.css'
import { screenView, type ViewParams } from '@/features/routing/screen-query'
import { languageAlternates } from '@/features/seo/alternates'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

type Props = { params: ViewParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, query } = await screenView(params, '/about')
  const key = aboutTab(query.tab)
  const tab = ABOUT_TABS.find((item) => item.key === key) ?? ABOUT_TABS[0]
  const t = await getTranslations({ locale: lang, namespace: 'about' })
  return {
    title: tab.key === 'intro' ? t('title') : t('metaTitleTab', { tab: t(`tabs.${tab.key}`) }),
    description: t(`descriptions.${tab.key}`),
    alternates: languageAlternates(lang, tab.href),
  }
}

export default async function AboutPage({ params }: Props) {
  const { lang, query } = await screenView(params, '/about')
  const active = aboutTab(query.tab)
  const [info, t, layout] = await Promise.all([companyInfo(lang), getTranslations('about'), getTranslations('layout')])
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('lead', { name: info.name || layout('defaultSiteName') })}</p>
      <AboutTabs active={active} lang={lang} />
      {active === 'intro' ? <IntroPanel info={info} lang={lang} /> : null}
      {active === 'honor' ? <HonorPanel lang={lang} /> : null}
      {active === 'join' ? <JoinPanel email={info.email} lang={lang} /> : null}
      {active === 'contact' ? <ContactPanel info={info} lang={lang} /> : null}
      {active === 'data' ? <DataPanel lang={lang} /> : null}
    </div>
  )
}

type Info = Awaited<ReturnType<typeof companyInfo>>

async function IntroPanel({ info, lang }: { info: Info; lang: SiteLanguage }) {
  const [all, t, layout] = await Promise.all([honors('1', lang), getTranslations('about'), getTranslations('layout')])
  const featured = all.slice(0, 4)
  return (
    <section id="intro" className={styles.panel} aria-label={t('tabs.intro')}>
      {info.image ? (
        <div className={styles.hero}>
          <Image src={info.image} alt={info.name || layout('defaultSiteName')} fill priority sizes="(max-width: 1200px) 100vw, 1168px" />
        </div>
      ) : null}
      <div className={styles.introGrid}>
        <div>
          <h2>{t('introTitle')}</h2>
          {info.introduction ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: info.introduction }} /> : <p className="empty">{t('introEmpty')}</p>}
        </div>
        <div className={styles.values}>
          {(['culture', 'idea'] as const).map((part) =>
            info[part] ? (
              <div key={part} className={styles.value}>
                <h2>{t(part)}</h2>
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: info[part] }} />
              </div>
            ) : null,
          )}
        </div>
      </div>
      {featured.length ? (
        <div className={styles.honorPreview}>
          <div className={styles.honorPreviewHead}>
            <h2>{t('tabs.honor')}</h2>
            <Link href="/about?tab=honor">{t('viewAll')}</Link>
          </div>
          <HonorGrid honors={featured} />
        </div>
      ) : null}
    </section>
  )
}

function HonorGroup({ title, list }: { title: string; list: HonorEntry[] }) {
  if (!list.length) return null
  return (
    <div className={styles.honorGroup}>
      <h3>{title}</h3>
      <HonorGrid honors={list} headingLevel={4} />
    </div>
  )
}

async function HonorPanel({ lang }: { lang: SiteLanguage }) {
  const [awards, certificates, t] = await Promise.all([honors('1', lang), honors('2', lang), getTranslations('about')])
  return (
    <section id="honor" className={styles.panel} aria-labelledby="honor-heading">
      <h2 id="honor-heading">{t('tabs.honor')}</h2>
      <p className={styles.panelLead}>{t('honorLead')}</p>
      {awards.length + certificates.length === 0 ? <p className="empty">{t('honorEmpty')}</p> : null}
      <HonorGroup title={t('awards')} list={awards} />
      <HonorGroup title={t('certificates')} list={certificates} />
    </section>
  )
}

async function JoinPanel({ email, lang }: { email: string; lang: SiteLanguage }) {
  const [jobs, t] = await Promise.all([jobList(lang), getTranslations('about')])
  const openings = jobs.reduce((sum, job) => sum + (job.headcount ?? 0), 0)
  return (
    <section id="join" className={styles.panel} aria-labelledby="join-heading">
      <h2 id="join-heading">{t('tabs.join')}</h2>
      <p className={styles.panelLead}>
        {jobs.length ? (openings ? t('jobsLeadWithOpenings', { jobs: jobs.length, openings }) : t('jobsLead', { jobs: jobs.length })) : t('jobsEmpty')}
      </p>
      {jobs.length ? <JobList jobs={jobs} /> : null}
      {email ? (
        <div className={styles.apply}>
          <p>
            {t.rich('applyText', {
              email,
              strong: (chunks) => <strong>{chunks}</strong>,
              mail: (chunks) => <a href={`mailto:${email}?subject=${encodeURIComponent(t('mailSubject'))}`}>{chunks}</a>,
            })}
          </p>
        </div>
      ) : null}
    </section>
  )
}

async function ContactPanel({ info, lang }: { info: Info; lang: SiteLanguage }) {
  const [config, t] = await Promise.all([siteConfig(lang), getTranslations('about')])
  return (
    <section id="contact" className={styles.panel} aria-labelledby="contact-heading">
      <h2 id="contact-heading">{t('tabs.contact')}</h2>
      <p className={styles.panelLead}>{t('contactLead')}</p>
      <ContactCards config={config} info={info} />
      <div className={styles.panelFoot}>
        <Link className={styles.more} href="/apply/after">
          {t('applyAfterSales')}
        </Link>
        <Link href="/contact">{t('contactPage')}</Link>
      </div>
    </section>
  )
}

async function DataPanel({ lang }: { lang: SiteLanguage }) {
  const [latest, t] = await Promise.all([downloadList({ page: 1, size: 8, locale: lang }), getTranslations('about')])
  return (
    <section id="data" className={styles.panel} aria-labelledby="data-heading">
      <h2 id="data-heading">{t('tabs.data')}</h2>
      <p className={styles.panelLead}>{t('dataLead', { total: latest.total })}</p>
      {latest.list.length ? (
        <ul className={downloadStyles.list}>
          {latest.list.map((download) => (
            <DownloadRow key={download.id} download={download} />
          ))}
        </ul>
      ) : (
        <p className="empty">{t('dataEmpty')}</p>
      )}
      <div className={styles.panelFoot}>
        <Link className={styles.more} href="/download">
          {t('toDownloads')}
        </Link>
      </div>
    </section>
  )
}
