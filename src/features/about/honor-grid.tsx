import Image from 'next/image'

import type { HonorEntry } from '@/data/site.server'

import styles from './about.module.css'

function honorTime(time: string): string {
  const [year, month] = time.split('-')
  return year && month ? `${year} 年 ${Number(month)} 月` : time
}

/** Certificates as a grid; each opens the full-size scan. */
export function HonorGrid({ honors, headingLevel = 3 }: { honors: HonorEntry[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <ul className={styles.honors}>
      {honors.map((honor) => (
        <li key={honor.id} className={styles.honor}>
          <a href={honor.img} className={styles.honorImage} target="_blank" rel="noopener" aria-label={`${honor.title}（查看大图）`}>
            {honor.img ? <Image src={honor.img} alt={honor.title} fill sizes="(max-width: 767px) 50vw, (max-width: 1199px) 25vw, 270px" /> : null}
          </a>
          <Heading className={styles.honorTitle}>{honor.title}</Heading>
          {honor.time ? (
            <p className={styles.honorTime}>
              <time dateTime={honor.time}>{honorTime(honor.time)}</time>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
