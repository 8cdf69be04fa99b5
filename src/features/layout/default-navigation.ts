import type { NavEntry } from '@/data/site.server'

/** The titles of the default menus, in the page's language (messages `navigation`). */
type Titles = (
  key: 'home' | 'about' | 'product' | 'productMore' | 'news' | 'contact' | 'service' | 'training' | 'afterSales' | 'info' | 'latestNews' | 'activity' | 'download' | 'culture',
) => string

/** The spec's header menu when staff have published none: HOME, ABOUT, PRODUCT, NEWS, CONTACT. */
export function DEFAULT_HEADER(t: Titles): NavEntry[] {
  return [
    { id: 'home', title: t('home'), url: '/', weight: 50, children: [] },
    { id: 'about', title: t('about'), url: '/about', weight: 40, children: [] },
    { id: 'product', title: t('product'), url: '/product', weight: 30, children: [] },
    { id: 'news', title: t('news'), url: '/news', weight: 20, children: [] },
    { id: 'contact', title: t('contact'), url: '/contact', weight: 10, children: [] },
  ]
}

const link = (id: string, title: string, url: string) => ({ id, title, url, weight: 0, children: [] })

/** The spec's footer groups when staff have published none. */
export function DEFAULT_FOOTER(t: Titles): NavEntry[] {
  return [
    { ...link('home', t('home'), '/'), weight: 60 },
    { ...link('product', t('product'), '/product'), weight: 50, children: [link('product-more', t('productMore'), '/product')] },
    { ...link('service', t('service'), '/serve'), weight: 40, children: [link('training', t('training'), '/serve'), link('after-sales', t('afterSales'), '/apply/after')] },
    { ...link('info', t('info'), '/news'), weight: 30, children: [link('news', t('latestNews'), '/news'), link('activity', t('activity'), '/activity')] },
    { ...link('download', t('download'), '/download'), weight: 20 },
    { ...link('culture', t('culture'), '/about'), weight: 10 },
  ]
}
