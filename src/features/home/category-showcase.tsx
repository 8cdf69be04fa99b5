import { getTranslations } from 'next-intl/server'
import Image from 'next/image'
import { Link } from '@/i18n/navigation'

import type { CategoryNode } from '@/data/products.server'
import type { BannerEntry } from '@/data/site.server'

import styles from './home.module.css'

type Props = { categories: CategoryNode[]; banners: BannerEntry[] }

/** The category banner: one tile per top-level product line, with its picture, pitch and sub-categories. */
export async function CategoryShowcase({ categories, banners }: Props) {
  if (categories.length === 0) return null
  const t = await getTranslations('home')
  const bannerOf = (id: number) => banners.find((banner) => banner.category_id === id)
  return (
    <section className={styles.section} aria-labelledby="home-categories" data-reveal>
      <div className="container">
        <header className={styles.sectionHead}>
          <h2 id="home-categories">{t('categoriesTitle')}</h2>
          <p className={styles.lead}>{t('categoriesLead')}</p>
        </header>
        <ul className={styles.categories}>
          {categories.map((category) => {
            const banner = bannerOf(category.id)
            const image = category.image ?? banner?.image ?? null
            return (
              <li key={category.id}>
                <Link href={`/product?category=${category.id}`} className={styles.categoryTile}>
                  <span className={styles.categoryImage}>{image ? <Image src={image.card || image.url} alt="" width={320} height={200} /> : null}</span>
                  <span className={styles.categoryName}>{category.name}</span>
                  <span className={styles.categoryPitch}>{banner?.subtitle || category.description}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
