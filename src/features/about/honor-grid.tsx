import { getLocale, getTranslations } from 'next-intl/server'
import Image from 'next/image'

import type { HonorEntry } from '@/data/site.server'
import { yearMonth } from '@/lib/format'

import styles from './about.module.css'

/** Year and month of a certificate (2024-03): 2024 年 3 月, Mar 2024. */
function honorTime(time: string, lang: string, format: (values: { year: string; month: string }) => string): string {
  const parts = yearMonth(time, lang === 'en' ? 'en' : 'zh')
  return parts ? format(parts) : time
}

/** Certificates as a grid; each opens the full-size scan. */
export async function HonorGrid({ honors, headingLevel = 3 }: { honors: HonorEntry[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const [t, lang] = await Promise.all([getTranslations('about'), getLocale()])
  return (
    <ul className={styles.honors}>
      {honors.map((honor) => (
        <li key={honor.id} className={styles.honor}>
          <a href={honor.img} className={styles.honorImage} target="_blank" rel="noopener" aria-label={t('viewLarge', { title: honor.title })}>
            {honor.img ? <Image src={honor.img} alt={honor.title} fill sizes="(max-width: 767px) 50vw, (max-width: 1199px) 25vw, 270px" /> : null}
          </a>
          <Heading className={styles.honorTitle}>{honor.title}</Heading>
          {honor.time ? (
            <p className={styles.honorTime}>
              <time dateTime={honor.time}>{honorTime(honor.time, lang, (values) => t('honorTime', values))}</time>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
