import { type APIRequestContext, expect, test } from '@playwright/test'
import sharp from 'sharp'

import { servedFromPageCache } from '../../src/lib/framework-ties.mjs'

/**
 * Which cached pages a change expires: a product edit, a new image, an edit of an image a product shows,
 * and a new article each expire the pages that show what changed, and no other (src/collections/expiry-tags.ts).
 */

const admin = { email: 'admin@example.com', password: process.env.SEED_ADMIN_PASSWORD || 'e2e-admin-password' }

type Doc = { id: number; [field: string]: unknown }
const idOf = (value: unknown) => (typeof value === 'object' && value ? (value as Doc).id : (value as number))

async function staff(request: APIRequestContext) {
  const login = await request.post('/cms-api/users/login', { data: admin })
  expect(login.status()).toBe(200)
  const headers = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const read = async (path: string): Promise<{ docs: Doc[] } & Doc> => {
    const answer = await request.get(`/cms-api/${path}`, { headers })
    expect(answer.status(), path).toBe(200)
    return answer.json()
  }
  const write = async (method: 'post' | 'patch' | 'delete', path: string, options: Parameters<APIRequestContext['post']>[1] = {}): Promise<Doc> => {
    const answer = await request[method](`/cms-api/${path}`, { ...options, headers })
    expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBe(method === 'post' ? 201 : 200)
    return ((await answer.json()) as { doc: Doc }).doc
  }
  return { read, write }
}

/** Asks for every page until Next answers it from its cache. */
async function warm(request: APIRequestContext, pages: Record<string, string>) {
  for (const [name, path] of Object.entries(pages)) {
    await expect
      .poll(
        async () => {
          const answer = await request.get(path)
          expect(answer.status(), name).toBe(200)
          return servedFromPageCache(answer.headers())
        },
        { message: `${name} (${path}) comes from the cache` },
      )
      .toBe(true)
  }
}

/** The pages that are no longer answered from the cache, by name; asking renders them again. */
async function expiredPages(request: APIRequestContext, pages: Record<string, string>) {
  const expired: string[] = []
  for (const [name, path] of Object.entries(pages)) {
    const answer = await request.get(path)
    expect(answer.status(), name).toBe(200)
    if (!servedFromPageCache(answer.headers())) expired.push(name)
  }
  return expired.sort()
}

test('a change expires exactly the cached pages that show it', async ({ request }) => {
  const cms = await staff(request)
  const categories = (await cms.read('product-categories?limit=500&depth=0')).docs
  const parentOf = new Map(categories.map((category) => [category.id, idOf(category.parent) ?? null]))
  const chain = (id: number) => {
    const ids: number[] = []
    for (let current: number | null | undefined = id; current; current = parentOf.get(current)) ids.push(current)
    return ids
  }
  const products = (await cms.read('products?limit=200&depth=0&sort=id&where[_status][equals]=published')).docs
  const shownByAnother = async (id: number) => (await cms.read(`products?limit=1&depth=0&where[related][equals]=${id}`)).docs.length > 0
  let product: Doc | undefined
  for (const candidate of products.filter((doc) => !doc.featured)) {
    if (!(await shownByAnother(candidate.id))) {
      product = candidate
      break
    }
  }
  expect(product, 'a published product that is not featured and not related to another').toBeDefined()
  const { id, category } = { id: product!.id, category: idOf(product!.category) }
  const other = products.find((doc) => !chain(idOf(doc.category)).some((ancestor) => chain(category).includes(ancestor)))
  expect(other, 'a product of another top-level category').toBeDefined()
  const third = products.find((doc) => doc.id !== id && doc.id !== other!.id)!

  const articles = (await cms.read('news?limit=6&depth=0&sort=-publishedAt&where[_status][equals]=published')).docs
  expect(articles.length).toBe(6)
  const [latest, , , older] = articles
  const column = idOf(latest.column)
  const otherColumn = (await cms.read(`news-columns?limit=1&depth=0&where[id][not_equals]=${column}`)).docs[0]?.id
  expect(otherColumn, 'a second news column').toBeDefined()

  const pages = {
    home: '/',
    'product list': '/product',
    "the product's category": `/product?category=${category}`,
    'another category': `/product?category=${idOf(other!.category)}`,
    'the product': `/product/${id}`,
    'the product (en)': `/en/product/${id}`,
    'another product': `/product/${other!.id}`,
    'compare with the product': `/product/compare?ids=${id},${other!.id}`,
    'compare without it': `/product/compare?ids=${other!.id},${third.id}`,
    news: '/news',
    'news list': '/news/list',
    "the latest article's column": `/news/list?column=${column}`,
    'another column': `/news/list?column=${otherColumn}`,
    'the latest article': `/news/${latest.id}`,
    'an older article': `/news/${older.id}`,
    about: '/about',
    downloads: '/download',
    contact: '/contact',
  }
  const productPages = ['product list', "the product's category", 'the product', 'the product (en)', 'compare with the product'].sort()

  // An edit of one product.
  const summary = String(product!.summary ?? '')
  await warm(request, pages)
  await cms.write('patch', `products/${id}`, { data: { summary: `${summary} (checked)` } })
  expect(await expiredPages(request, pages), 'a product edit').toEqual(productPages)

  // A new image is shown nowhere yet.
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1f6feb' } })
    .png()
    .toBuffer()
  await warm(request, pages)
  const image = await cms.write('post', 'media', {
    multipart: { file: { name: `expiry-${Date.now()}.png`, mimeType: 'image/png', buffer: picture }, _payload: JSON.stringify({ alt: '到期测试图片' }) },
  })
  expect(await expiredPages(request, pages), 'a new image').toEqual([])

  // Once the product shows it, an edit of the image expires what an edit of the product does.
  const gallery = ((product!.gallery as unknown[] | undefined) ?? []).map(idOf)
  await cms.write('patch', `products/${id}`, { data: { gallery: [...gallery, image.id], summary } })
  await warm(request, pages)
  await cms.write('patch', `media/${image.id}`, { data: { alt: '到期测试图片（已改）' } })
  expect(await expiredPages(request, pages), "an edit of the product's image").toEqual(productPages)

  // A published article: the home page and the news pages that list it, and the article it now follows.
  await warm(request, pages)
  const article = await cms.write('post', 'news', { data: { title: `缓存到期测试 ${Date.now()}`, column, _status: 'published' } })
  expect(await expiredPages(request, pages), 'a new article').toEqual(['home', 'news', 'news list', "the latest article's column", 'the latest article'].sort())

  await cms.write('delete', `news/${article.id}`)
  await cms.write('patch', `products/${id}`, { data: { gallery } })
  await cms.write('delete', `media/${image.id}`)
})
