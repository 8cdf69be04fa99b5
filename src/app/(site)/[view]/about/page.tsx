import type { Metadata } from 'next'
import Image from 'next/image'
import { Link } from '@/i18n/navigation'

import { downloadList } from '@/data/downloads.server'
import { jobList } from '@/data/service.server'
import { companyInfo, honors, siteConfig } from '@/data/site.server'
import styles from '@/features/about/about.module.css'
import { ABOUT_TABS, AboutTabs, aboutTab, type AboutTab } from '@/features/about/about-tabs'
import { ContactCards } from '@/features/about/contact-cards'
import { HonorGrid } from '@/features/about/honor-grid'
import { JobList } from '@/features/about/job-list'
import { DownloadRow } from '@/features/downloads/download-row'
import downloadStyles from '@/features/downloads/downloads.module.css'
import { screenQuery, type ViewParams } from '@/features/layout/screen-query'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

type Props = { params: ViewParams }

const DESCRIPTIONS: Record<AboutTab, string> = {
  intro: '精源电子专注直流电源与电子负载的研发、生产与销售：公司简介、企业文化与经营理念。',
  honor: '精源电子获得的企业荣誉与资质认证。',
  join: '精源电子招聘岗位：研发、测试、技术支持、销售与售后服务，欢迎加入。',
  contact: '精源电子销售咨询、技术支持与售后服务电话、微信、邮箱和公司地址。',
  data: '精源电子公开资料：用户手册、规格书、软件与认证证书。',
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const key = aboutTab((await screenQuery(params, '/about')).tab)
  const tab = ABOUT_TABS.find((item) => item.key === key) ?? ABOUT_TABS[0]
  return {
    title: tab.key === 'intro' ? '关于我们' : `${tab.label} · 关于我们`,
    description: DESCRIPTIONS[tab.key],
    alternates: { canonical: tab.href },
  }
}

export default async function AboutPage({ params }: Props) {
  const active = aboutTab((await screenQuery(params, '/about')).tab)
  const info = await companyInfo()
  return (
    <div className="container page">
      <h1>关于我们</h1>
      <p className={styles.lead}>{info.name || '精源电子'}：专注直流电源与电子负载，为每一次测试提供可靠的电源。</p>
      <AboutTabs active={active} />
      {active === 'intro' ? <IntroPanel info={info} /> : null}
      {active === 'honor' ? <HonorPanel /> : null}
      {active === 'join' ? <JoinPanel email={info.email} /> : null}
      {active === 'contact' ? <ContactPanel info={info} /> : null}
      {active === 'data' ? <DataPanel /> : null}
    </div>
  )
}

type Info = Awaited<ReturnType<typeof companyInfo>>

async function IntroPanel({ info }: { info: Info }) {
  const featured = (await honors('1')).slice(0, 4)
  return (
    <section id="intro" className={styles.panel} aria-label="企业简介">
      {info.image ? (
        <div className={styles.hero}>
          <Image src={info.image} alt={info.name || '精源电子'} fill priority sizes="(max-width: 1200px) 100vw, 1168px" />
        </div>
      ) : null}
      <div className={styles.introGrid}>
        <div>
          <h2>公司简介</h2>
          {info.introduction ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: info.introduction }} /> : <p className="empty">公司简介正在整理中。</p>}
        </div>
        <div className={styles.values}>
          {info.culture ? (
            <div className={styles.value}>
              <h2>企业文化</h2>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: info.culture }} />
            </div>
          ) : null}
          {info.idea ? (
            <div className={styles.value}>
              <h2>经营理念</h2>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: info.idea }} />
            </div>
          ) : null}
        </div>
      </div>
      {featured.length ? (
        <div className={styles.honorPreview}>
          <div className={styles.honorPreviewHead}>
            <h2>荣誉资质</h2>
            <Link href="/about?tab=honor">查看全部</Link>
          </div>
          <HonorGrid honors={featured} />
        </div>
      ) : null}
    </section>
  )
}

async function HonorPanel() {
  const [awards, certificates] = await Promise.all([honors('1'), honors('2')])
  return (
    <section id="honor" className={styles.panel} aria-labelledby="honor-heading">
      <h2 id="honor-heading">荣誉资质</h2>
      <p className={styles.panelLead}>多年来在技术创新、质量管理与品牌建设上获得的认可。点击证书可查看大图。</p>
      {awards.length + certificates.length === 0 ? <p className="empty">荣誉资质正在整理中，敬请期待。</p> : null}
      {awards.length ? (
        <div className={styles.honorGroup}>
          <h3>企业荣誉</h3>
          <HonorGrid honors={awards} headingLevel={4} />
        </div>
      ) : null}
      {certificates.length ? (
        <div className={styles.honorGroup}>
          <h3>资质认证</h3>
          <HonorGrid honors={certificates} headingLevel={4} />
        </div>
      ) : null}
    </section>
  )
}

async function JoinPanel({ email }: { email: string }) {
  const jobs = await jobList()
  const openings = jobs.reduce((sum, job) => sum + (job.headcount ?? 0), 0)
  return (
    <section id="join" className={styles.panel} aria-labelledby="join-heading">
      <h2 id="join-heading">加入我们</h2>
      <p className={styles.panelLead}>
        {jobs.length ? `目前开放 ${jobs.length} 个岗位${openings ? `，共招聘 ${openings} 人` : ''}。点击岗位查看职责与要求。` : '暂时没有开放的岗位，欢迎随时投递简历，我们会在有合适机会时联系您。'}
      </p>
      {jobs.length ? <JobList jobs={jobs} /> : null}
      {email ? (
        <div className={styles.apply}>
          <p>
            <strong>投递方式：</strong>请将简历发送至 <a href={`mailto:${email}?subject=${encodeURIComponent('应聘岗位：')}`}>{email}</a>，邮件标题请注明应聘岗位和姓名。
          </p>
        </div>
      ) : null}
    </section>
  )
}

async function ContactPanel({ info }: { info: Info }) {
  const config = await siteConfig()
  return (
    <section id="contact" className={styles.panel} aria-labelledby="contact-heading">
      <h2 id="contact-heading">联系我们</h2>
      <p className={styles.panelLead}>选型、技术问题或售后服务，都可以直接联系对应的团队。</p>
      <ContactCards config={config} info={info} />
      <div className={styles.panelFoot}>
        <Link className={styles.more} href="/apply/after">
          在线申请售后
        </Link>
        <Link href="/contact">查看联系页面</Link>
      </div>
    </section>
  )
}

async function DataPanel() {
  const latest = await downloadList({ page: 1, size: 8 })
  return (
    <section id="data" className={styles.panel} aria-labelledby="data-heading">
      <h2 id="data-heading">资料列表</h2>
      <p className={styles.panelLead}>最新发布的产品资料。全部 {latest.total} 份资料可在下载中心按分类查找。</p>
      {latest.list.length ? (
        <ul className={downloadStyles.list}>
          {latest.list.map((download) => (
            <DownloadRow key={download.id} download={download} />
          ))}
        </ul>
      ) : (
        <p className="empty">暂无资料，新资料发布后会显示在这里。</p>
      )}
      <div className={styles.panelFoot}>
        <Link className={styles.more} href="/download">
          前往下载中心
        </Link>
      </div>
    </section>
  )
}
