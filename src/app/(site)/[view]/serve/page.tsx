import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'

import { faqGroups, videoList } from '@/data/service.server'
import { companyInfo, siteConfig } from '@/data/site.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { positiveId } from '@/features/layout/route-params'
import { FaqList } from '@/features/service/faq-list'
import styles from '@/features/service/serve.module.css'
import { VideoCard } from '@/features/video/video-card'
import videoStyles from '@/features/video/video.module.css'
import { screenQuery, type ViewParams } from '@/features/layout/screen-query'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

const VIDEO_COUNT = 6

type Props = { params: ViewParams }

export const metadata: Metadata = {
  title: '培训中心',
  description: '精源电子服务与培训中心：在线申请售后维修与技术培训，查阅常见问题解答，观看产品操作与编程培训视频。',
  alternates: { canonical: '/serve' },
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
  const categoryId = positiveId((await screenQuery(params, '/serve')).category)
  const [groups, videos, config, company] = await Promise.all([faqGroups(), videoList({ page: 1, size: VIDEO_COUNT, kind: 'training' }), siteConfig(), companyInfo()])
  const selected = groups.find((group) => group.id === categoryId) ?? null
  const shown = selected ? [selected] : groups
  const total = groups.reduce((sum, group) => sum + group.questions.length, 0)
  const phones = [
    { label: '售后服务热线', value: config.server_phone },
    { label: '技术支持', value: config.technical_support_phone },
  ].filter((phone) => phone.value)
  return (
    <div className="container page">
      <Breadcrumbs items={[{ name: '培训中心' }]} />
      <header className={styles.hero}>
        <h1 className={styles.title}>培训中心</h1>
        <p className={styles.lead}>售后维修、计量校准、操作与编程培训，一站办理；常见问题和教学视频帮您更快上手每一台仪器。</p>
        <nav aria-label="本页导航" className={styles.jump}>
          <a href="#apply">售后与培训申请</a>
          <a href="#faq">常见问题</a>
          <a href="#videos">培训视频</a>
        </nav>
      </header>

      <section id="apply" className={styles.section} aria-labelledby="apply-title">
        <h2 id="apply-title" className={styles.sectionTitle}>
          售后与培训申请
        </h2>
        <div className={styles.applyGrid}>
          <article className={styles.applyCard}>
            <h3>申请售后服务</h3>
            <p>在线填写设备型号、序列号和问题描述，客服收到后会尽快与您联系，确认处理方式和时间。</p>
            <ServiceTags label="服务项目" values={Object.values(config.user_server_type)} />
            <Link href="/apply/after" className={styles.applyPrimary}>
              申请售后
            </Link>
          </article>
          <article className={styles.applyCard}>
            <h3>申请技术培训</h3>
            <p>按您使用的设备和测试应用选择培训方向，工程师会与您确认内容、时间和形式。</p>
            <ServiceTags label="培训方向" values={Object.values(config.study_type)} />
            <Link href="/apply/training" className={styles.applySecondary}>
              申请培训
            </Link>
          </article>
          <aside className={styles.phoneCard} aria-label="服务热线">
            {phones.map((phone) => (
              <p key={phone.label} className={styles.phone}>
                <span>{phone.label}</span>
                <a href={telHref(phone.value)}>{phone.value}</a>
              </p>
            ))}
            {company.work_time ? <p className={styles.workTime}>服务时间：{company.work_time}</p> : null}
            {phones.length === 0 ? <p className={styles.workTime}>请通过在线申请联系我们，客服会尽快回复。</p> : null}
          </aside>
        </div>
      </section>

      <section id="faq" className={styles.section} aria-labelledby="faq-title">
        <div className={styles.sectionHead}>
          <h2 id="faq-title" className={styles.sectionTitle}>
            常见问题
          </h2>
          <p className={styles.sectionNote}>共 {total} 个问题，点击问题查看解答</p>
        </div>
        {groups.length ? (
          <>
            <nav aria-label="问题分类" className={styles.faqFilter}>
              <ul>
                <li>
                  <Link href="/serve#faq" aria-current={selected ? undefined : 'page'} className={selected ? styles.chip : `${styles.chip} ${styles.chipActive}`}>
                    全部
                  </Link>
                </li>
                {groups.map((group) => (
                  <li key={group.id}>
                    <Link
                      href={`/serve?category=${group.id}#faq`}
                      aria-current={selected?.id === group.id ? 'page' : undefined}
                      className={selected?.id === group.id ? `${styles.chip} ${styles.chipActive}` : styles.chip}
                    >
                      {group.name}
                      <span className={styles.chipCount}>{group.questions.length}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {categoryId && !selected ? <p className={styles.notice}>没有找到这个问题分类，已为您显示全部问题。</p> : null}
            <FaqList groups={shown} />
          </>
        ) : (
          <p className={styles.empty}>常见问题正在整理中。遇到问题可直接拨打服务热线，或在线提交售后申请。</p>
        )}
      </section>

      <section id="videos" className={styles.section} aria-labelledby="videos-title">
        <div className={styles.sectionHead}>
          <h2 id="videos-title" className={styles.sectionTitle}>
            培训视频
          </h2>
          {videos.total > 0 ? (
            <Link href="/product/video?kind=training" className={styles.more}>
              全部培训视频（{videos.total}）
            </Link>
          ) : null}
        </div>
        {videos.list.length ? (
          <ul className={videoStyles.grid} aria-label="培训视频">
            {videos.list.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>培训视频正在录制中，敬请期待。也可以申请技术培训，由工程师为您讲解。</p>
        )}
      </section>
    </div>
  )
}
