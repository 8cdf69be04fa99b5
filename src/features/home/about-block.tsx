import { getTranslations } from 'next-intl/server'
import Image from 'next/image'
import { Link } from '@/i18n/navigation'

import type { NewsSummary } from '@/data/news.server'
import { chinaDay } from '@/lib/format'

import styles from './home.module.css'

type Props = { name: string; introduction: string; image: string; slogan: string; news: NewsSummary[] }

/** The first paragraph of sanitised rich text, as plain text. */
export function firstParagraph(html: string): string {
  const match = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)
  return (match ? match[1] : html)
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim()
}

/** About the company, with the latest news beside it. */
export async function AboutBlock({ name, introduction, image, slogan, news }: Props) {
  const excerpt = firstParagraph(introduction)
  const t = await getTranslations('home')
  return (
    <section className={`${styles.section} ${styles.about}`} aria-labelledby="home-about" data-reveal>
      <div className={`container ${styles.aboutGrid}`}>
        <div className={styles.aboutText}>
          <p className={styles.eyebrow}>{t('aboutEyebrow')}</p>
          <h2 id="home-about">{slogan || name}</h2>
          {excerpt ? <p>{excerpt}</p> : null}
          <div className={styles.aboutLinks}>
            <Link href="/about" className={styles.primaryLink}>
              {t('learnMore')}
            </Link>
            <Link href="/contact">{t('contact')}</Link>
          </div>
        </div>
        {image ? (
          <div className={styles.aboutImage}>
            <Image src={image} alt={name} fill sizes="(max-width: 991px) 100vw, 560px" />
          </div>
        ) : null}
        {news.length ? (
          <div className={styles.news}>
            <h3>{t('latestNews')}</h3>
            <ul>
              {news.map((article) => (
                <li key={article.id}>
                  <Link href={`/news/${article.id}`}>{article.title}</Link>
                  <time dateTime={article.publishedAt}>{chinaDay(article.publishedAt)}</time>
                </li>
              ))}
            </ul>
            <Link href="/news" className={styles.more}>
              {t('moreNews')}
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  )
}
