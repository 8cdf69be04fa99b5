import type { APIRequestContext } from '@playwright/test'

/** The public screens of spec section 2 (member screens aside), with ids taken from the seeded content. */
export async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const first = async (call: string, body: Record<string, unknown> = { page: 1, size: 1 }) =>
    ((await (await request.post(`/api/index/${call}`, { data: body })).json()) as { data: { list: { id: number }[] } }).data.list[0].id
  const ids = async (call: string, size: number) =>
    ((await (await request.post(`/api/index/${call}`, { data: { page: 1, size } })).json()) as { data: { list: { id: number }[] } }).data.list.map((item) => item.id)
  const product = await first('product')
  const article = await first('news')
  return [
    '/',
    '/about',
    '/about?tab=join',
    '/activity',
    '/contact',
    '/download',
    `/download/middleware/${await first('download')}`,
    '/news',
    '/news/list',
    `/news/${article}`,
    '/product',
    `/product/${product}`,
    `/product/${product}/datasheet`,
    `/product/compare?ids=${(await ids('product', 3)).join(',')}`,
    '/product/video',
    '/product/select',
    '/product/select?current=10&voltage=60',
    '/search?keyword=电源',
    '/serve',
    // The English edition (issue 13): the same screens under /en.
    '/en',
    '/en/product',
    `/en/product/${product}`,
    `/en/news/${article}`,
    '/en/about',
  ]
}
