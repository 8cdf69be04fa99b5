import type { APIRequestContext } from '@playwright/test'

/** The public screens of spec section 2 (member screens aside), with ids taken from the seeded content. */
export async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const first = async (call: string, body: Record<string, unknown> = { page: 1, size: 1 }) =>
    ((await (await request.post(`/api/index/${call}`, { data: body })).json()) as { data: { list: { id: number }[] } }).data.list[0].id
  const ids = async (call: string, size: number) =>
    ((await (await request.post(`/api/index/${call}`, { data: { page: 1, size } })).json()) as { data: { list: { id: number }[] } }).data.list.map((item) => item.id)
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
    `/news/${await first('news')}`,
    '/product',
    `/product/${await first('product')}`,
    `/product/compare?ids=${(await ids('product', 3)).join(',')}`,
    '/product/video',
    '/search?keyword=电源',
    '/serve',
  ]
}
