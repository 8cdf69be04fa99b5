import Image from 'next/image'
import { Link } from '@/i18n/navigation'

import type { ProductCard as ProductCardData } from '@/data/products.server'
import { PickButtons } from '@/features/products/pick-buttons'
import { pickLabels } from '@/features/products/pick-labels.server'

import styles from './product-card.module.css'

/** The tray's thumbnail: the smallest size of the first image. */
export const pickImage = (image: ProductCardData['image']) => (image ? image.thumbnail || image.card || image.url : null)

/**
 * The product card of the design brief: image on a light ground, the model
 * prominent, the name, up to three key parameters as chips, linked to detail;
 * below the link, 加入对比 and 加入询价 (a small client island).
 * Used by the home page, the product list and related products.
 */
/** `eager`: a card in the first row of a list, whose image is the page's largest paint on a phone: loaded at once, at high priority. */
export async function ProductCard({ product, headingLevel = 3, eager = false }: { product: ProductCardData; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const chips = product.params.filter((param) => param.display).slice(0, 3)
  const labels = await pickLabels()
  return (
    <article className={styles.card}>
      <Link href={`/product/${product.id}`} className={styles.link}>
        <span className={styles.image}>
          {product.image ? (
            // A fixed size (the card is at most 280 px wide): the srcset holds 1x and 2x only.
            <Image
              src={product.image.card || product.image.url}
              alt={product.image.alt}
              width={320}
              height={240}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : 'auto'}
            />
          ) : null}
        </span>
        <span className={styles.body}>
          <Heading className={styles.model}>{product.model}</Heading>
          <span className={styles.name}>{product.name}</span>
          {chips.length ? (
            <span className={styles.chips}>
              {chips.map((param) => (
                <span key={param.key} className={styles.chip} title={param.name}>
                  {param.display}
                </span>
              ))}
            </span>
          ) : null}
        </span>
      </Link>
      <PickButtons product={{ id: product.id, model: product.model, name: product.name, image: pickImage(product.image) }} labels={labels} />
    </article>
  )
}
