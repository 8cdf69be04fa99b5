import 'server-only'

import { mediaDto } from './media'
import { payloadClient } from './payload-client.server'

export type ProductCard = { id: number | string; model: string; name: string; image?: { url: string; alt: string } }

function cardImage(value: Parameters<typeof mediaDto>[0], alt: string) {
  const media = mediaDto(value, alt)
  return media ? { url: media.card || media.url, alt: media.alt } : undefined
}

export async function featuredProducts(limit: number): Promise<ProductCard[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ _status: { equals: 'published' } }, { featured: { equals: true } }] },
    sort: '-weight',
    limit,
    depth: 1,
  })
  return docs.map((product) => ({
    id: product.id,
    model: product.model,
    name: product.name,
    image: cardImage(product.gallery?.[0], `${product.model} ${product.name}`),
  }))
}
