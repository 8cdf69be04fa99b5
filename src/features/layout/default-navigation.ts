import type { NavEntry } from '@/data/site.server'

/** The spec's header menu when staff have published none: HOME, ABOUT, PRODUCT, NEWS, CONTACT. */
export const DEFAULT_HEADER: NavEntry[] = [
  { id: 'home', title: '首页', url: '/', weight: 50, children: [] },
  { id: 'about', title: '关于我们', url: '/about', weight: 40, children: [] },
  { id: 'product', title: '产品中心', url: '/product', weight: 30, children: [] },
  { id: 'news', title: '新闻资讯', url: '/news', weight: 20, children: [] },
  { id: 'contact', title: '联系我们', url: '/contact', weight: 10, children: [] },
]

const link = (id: string, title: string, url: string) => ({ id, title, url, weight: 0, children: [] })

/** The spec's footer groups when staff have published none. */
export const DEFAULT_FOOTER: NavEntry[] = [
  { ...link('home', '首页', '/'), weight: 60 },
  { ...link('product', '产品中心', '/product'), weight: 50, children: [link('product-more', '更多', '/product')] },
  { ...link('service', '服务支持', '/serve'), weight: 40, children: [link('training', '培训中心', '/serve'), link('after-sales', '售后服务', '/apply/after')] },
  { ...link('info', '企业资讯', '/news'), weight: 30, children: [link('news', '最新新闻', '/news'), link('activity', '近期活动', '/activity')] },
  { ...link('download', '下载中心', '/download'), weight: 20 },
  { ...link('culture', '企业文化', '/about'), weight: 10 },
]
