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

/** The screens a visitor reaches without signing in, beyond the content screens: the forms and the 404. */
const FORM_ROUTES = ['/sign-up', '/member/reset', '/apply/after', '/apply/training', '/inquiry', '/no-such-page']

/** The English counterpart of a Chinese route: the same screen under /en, a search in English. */
const inEnglish = (route: string) => `/en${route === '/' ? '' : route}`.replace('keyword=电源', 'keyword=power')

/** Every screen a visitor sees, in each language: the public screens and the forms, Chinese and their English counterparts. */
export async function screensByLanguage(request: APIRequestContext): Promise<{ zh: string[]; en: string[] }> {
  const zh = [...(await publicRoutes(request)).filter((route) => route !== '/en' && !route.startsWith('/en/')), ...FORM_ROUTES]
  return { zh, en: zh.map(inEnglish) }
}
