import { getTranslations } from 'next-intl/server'
import Image from 'next/image'
import { Link } from '@/i18n/navigation'

import type { SelectedProduct } from '@/data/product-select.server'
import { headroom } from '@/data/product-select'

import styles from './product-select.module.css'

/** How many products the compare page takes. */
const COMPARE_MAX = 4

export function compareHref(list: SelectedProduct[]): string {
  return `/product/compare?ids=${list
    .slice(0, COMPARE_MAX)
    .map((product) => product.id)
    .join(',')}`
}

/** One ranked model: its ratings against the need and why it qualifies. */
async function ResultRow({ product, rank }: { product: SelectedProduct; rank: number }) {
  const t = await getTranslations('select')
  return (
    <article className={styles.result} aria-labelledby={`select-result-${product.id}`}>
      <span className={styles.rank} aria-hidden="true">
        {rank}
      </span>
      <span className={styles.image}>{product.image ? <Image src={product.image.card || product.image.url} alt={product.image.alt} width={160} height={120} /> : null}</span>
      <div className={styles.body}>
        <h3 id={`select-result-${product.id}`} className={styles.model}>
          <Link href={`/product/${product.id}`}>{product.model}</Link>
        </h3>
        <p className={styles.name}>
          {product.name}
          {product.category ? <span className={styles.category}>{product.category.name}</span> : null}
        </p>
        {product.ratings.length ? (
          <dl className={styles.ratings}>
            {product.ratings.map((rating) => (
              <div key={rating.key}>
                <dt>{rating.name}</dt>
                <dd>
                  {rating.value}
                  {rating.unit === 'U' ? 'U' : rating.unit ? ` ${rating.unit}` : ''}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <ul className={styles.reasons} aria-label={t('reasons', { model: product.model })}>
          {product.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
      <div className={styles.side}>
        {product.fit > 0 ? <p className={styles.fit}>{t('headroom', { value: headroom(product.fit) })}</p> : null}
        <Link href={`/product/${product.id}`} className={styles.detail}>
          {t('details')}
        </Link>
      </div>
    </article>
  )
}

export async function SelectResults({ list, offset }: { list: SelectedProduct[]; offset: number }) {
  const t = await getTranslations('select')
  return (
    <ol className={styles.results} aria-label={t('results')}>
      {list.map((product, index) => (
        <li key={product.id}>
          <ResultRow product={product} rank={offset + index + 1} />
        </li>
      ))}
    </ol>
  )
}
