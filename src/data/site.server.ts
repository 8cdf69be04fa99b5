import 'server-only'

import type { Where } from 'payload'

import type { Banner, Honor, NavItem, SiteConfig } from '@/payload-types'

import { cachedRead } from '@/lib/content-cache'
import { DEFAULT_LOCALE, type ContentLocale } from '@/lib/localized-sql'

import { mediaDto, mediaUrl, type MediaDto } from './media'
import { payloadClient } from './payload-client.server'
import { richTextToHtml } from './rich-text'
import { texts } from './text-fields'

const published: Where = { _status: { equals: 'published' } }

export type NavEntry = { id: number | string; title: string; url: string; weight: number; children: NavEntry[] }

function navEntry(item: NavItem): NavEntry {
  const children = [...(item.children ?? [])]
    .sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0))
    .map((child, index) => ({ id: child.id ?? `${item.id}-${index}`, title: child.title, url: child.url, weight: child.weight ?? 0, children: [] }))
  return { id: item.id, title: item.title, url: item.url ?? '', weight: item.weight ?? 0, children }
}

/** Header (type 1) or footer (type 2) navigation, highest weight first. */
async function readNavigation(placement: 'header' | 'footer', locale: ContentLocale = DEFAULT_LOCALE): Promise<NavEntry[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'nav-items',
    where: { and: [published, { placement: { equals: placement } }] },
    sort: ['-weight', 'createdAt'],
    limit: 100,
    depth: 0,
    locale,
  })
  return docs.map(navEntry)
}

export type BannerEntry = {
  id: number
  title: string
  subtitle: string
  /** The title and subtitle are shown as text over the picture (a picture without words of its own). */
  showText: boolean
  position: Banner['position']
  image: MediaDto | null
  mobile_image: MediaDto | null
  url: string
  category_id: number | null
}

async function readBanners(options: { position?: Banner['position']; categoryId?: number; locale?: ContentLocale } = {}): Promise<BannerEntry[]> {
  const payload = await payloadClient()
  const and: Where[] = [published]
  if (options.categoryId) and.push({ category: { equals: options.categoryId } })
  if (options.position) and.push({ position: { equals: options.position } })
  const { docs } = await payload.find({ collection: 'banners', where: { and }, sort: ['-weight', '-createdAt'], limit: 50, depth: 1, locale: options.locale ?? DEFAULT_LOCALE })
  return docs.map((banner) => ({
    id: banner.id,
    title: banner.title,
    subtitle: banner.subtitle ?? '',
    showText: banner.showText ?? true,
    position: banner.position,
    image: mediaDto(banner.image, banner.title),
    mobile_image: mediaDto(banner.mobileImage, banner.title) ?? mediaDto(banner.image, banner.title),
    url: banner.link ?? '',
    category_id: typeof banner.category === 'object' && banner.category ? banner.category.id : (banner.category ?? null),
  }))
}

type KeyedOptions = SiteConfig['study_type']

function keyed(options: KeyedOptions): Record<string, string> {
  return Object.fromEntries((options ?? []).map((option) => [option.key, option.value]))
}

/** Site config of spec section 3, in its field names; option lists keyed by their key. */
async function readSiteConfig(locale: ContentLocale = DEFAULT_LOCALE) {
  const payload = await payloadClient()
  const config = await payload.findGlobal({ slug: 'site-config', depth: 1, locale })
  return {
    study_type: keyed(config.study_type),
    user_server_type: keyed(config.user_server_type),
    application_type: keyed(config.application_type),
    ...texts(config, ['information_phone', 'technical_support_phone', 'server_phone', 'production_line']),
    wechat_img: mediaUrl(config.wechat_img),
    weibo_img: mediaUrl(config.weibo_img),
    douyin_img: mediaUrl(config.douyin_img),
    ...texts(config, ['business_wechat', 'tech_wechat', 'customer_service_wechat']),
    system: {
      site: { ...texts(config.system?.site, ['name', 'title', 'keywords', 'description']), logo: mediaUrl(config.system?.site?.logo) },
      footer: texts(config.system?.footer, ['copyright', 'address', 'email', 'slogan']),
    },
    ...texts(config, ['icp', 'analytics_site_id']),
  }
}

/** Company info of spec section 3 (culture, introduction, idea as sanitised HTML) and contact details. */
async function readCompanyInfo(locale: ContentLocale = DEFAULT_LOCALE) {
  const payload = await payloadClient()
  const info = await payload.findGlobal({ slug: 'company-info', depth: 1, locale })
  return {
    culture: richTextToHtml(info.culture),
    introduction: richTextToHtml(info.introduction),
    idea: richTextToHtml(info.idea),
    image: mediaUrl(info.image),
    ...texts(info, ['name', 'address', 'phone', 'fax', 'email', 'postcode']),
    work_time: info.workTime ?? '',
  }
}

export type HonorEntry = { id: number; img: string; title: string; time: string }

async function readHonors(type: Honor['type'] = '1', locale: ContentLocale = DEFAULT_LOCALE): Promise<HonorEntry[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'honors',
    where: { and: [published, { type: { equals: type } }] },
    sort: ['-weight', '-time'],
    limit: 200,
    depth: 1,
    locale,
  })
  return docs.map((honor) => ({ id: honor.id, img: mediaUrl(honor.img), title: honor.title, time: honor.time ? honor.time.slice(0, 7) : '' }))
}

export const navigation = cachedRead('navigation', ['nav-items'], readNavigation)
export const banners = cachedRead('banners', ['banners'], readBanners)
export const siteConfig = cachedRead('siteConfig', ['site-config'], readSiteConfig)
export const companyInfo = cachedRead('companyInfo', ['company-info'], readCompanyInfo)
export const honors = cachedRead('honors', ['honors'], readHonors)
