import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import type { ProductCard as ProductCardData } from '@/data/products.server'
import { ProductCard } from '@/features/products/product-card'

import styles from './home.module.css'

/** Featured products: a grid on desktop, a swipeable row on phones. */
export async function ProductBlock({ products }: { products: ProductCardData[] }) {
  if (products.length === 0) return null
  const t = await getTranslations('home')
  return (
    <section className={`${styles.section} ${styles.sectionMuted}`} aria-labelledby="home-products" data-reveal>
      <div className="container">
        <header className={styles.sectionHead}>
          <h2 id="home-products">{t('productsTitle')}</h2>
          <Link href="/product" className={styles.more}>
            {t('allProducts')}
          </Link>
        </header>
        <ul className={styles.products}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
