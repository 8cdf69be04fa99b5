/**
 * The English (`en` locale) edition of the demo content: once `seed()` has
 * written the Chinese documents, this step saves the English overlays of
 * `./content/en` as the `en` locale of the same documents and globals.
 *
 * - A document is found by the natural key its overlay is keyed by (a model,
 *   a slug or its Chinese title or name) and gets its English texts only
 *   while it has none (its main text is empty in `en`), so a second run reads
 *   two lists per collection and writes nothing, and an English text staff
 *   have written is never overwritten.
 * - A published document publishes its English version; a draft stays a
 *   draft (its English text goes into a new draft version), so a Chinese
 *   draft is never published by this step.
 * - Arrays with localized sub-fields (datasheet rows, facets and their
 *   ranges and options, menu children, the site config's keyed options) are sent as the
 *   document's own rows, same ids, with only the localized sub-fields
 *   replaced: Payload matches rows by id, so the Chinese values stay and the
 *   English rows align with them. A document whose rows no longer line up
 *   with its overlay (staff added or removed rows) is left alone.
 * - Documents without an overlay (most news articles) get no English: the
 *   site shows their Chinese text.
 * - An options facet's values stay as they are (URLs, filters and the
 *   products' key parameters hold them); its English labels go into the
 *   options' `label`. A value without an English label (USB/LAN) shows itself.
 */
import type { CollectionSlug, Payload, RequestContext, Where } from 'payload'

import { categories, companyInfo, downloadCategories, downloads, faqCategories, newsColumns, products, siteConfig } from './content'
import {
  englishActivities,
  englishBanners,
  englishCategories,
  englishCompanyInfo,
  englishDocuments,
  englishDownloadCategories,
  englishDownloads,
  englishFaqCategories,
  englishFaqs,
  englishHonors,
  englishJobs,
  englishMediaAlt,
  englishNav,
  englishNews,
  englishNewsColumns,
  englishProductHeadings,
  englishProducts,
  englishSiteConfig,
  englishVideos,
} from './content/en'
import type { EnglishCategory, EnglishNavItem, EnglishProduct } from './content/en'
import { paragraphs, richText } from './lexical'

type Row = Record<string, unknown> & { id?: string | null }
type Doc = Record<string, unknown> & { id: number; _status?: 'draft' | 'published' | null }
type Data = Record<string, unknown>

export type SeedEnglishOptions = {
  /** The seed's own Local API options: access override, depth 0 and its context (no lead notifications, no search pushes). */
  base: { overrideAccess: true; depth: 0; context: RequestContext }
  log?: (message: string) => void
  /** The English logo (a media id), made by the caller: the English header shows the company's English name. */
  englishLogo?: () => Promise<number>
}

export type SeedEnglishResult = {
  /** Documents (and globals) that got their English texts in this run, by collection or global slug. */
  updated: Record<string, number>
  /** Documents left alone because their rows no longer line up with the overlay, with the reason. */
  skipped: string[]
}

/** The English data of one document, or a reason to leave it alone. */
type English = Data | { skip: string }

/** English texts for the documents of one collection. */
interface Overlay {
  collection: CollectionSlug
  /** The field of the natural key the overlay is keyed by (read in Chinese). */
  keyField: string
  /** A localized text every English version has: set in `en`, the document already has its English version. */
  textField: string
  /** The English data of a document by its key; `chinese` is the document as read in Chinese. */
  english: Map<string, (chinese: Doc) => English>
  /** The overlay needs the whole Chinese document (for its array rows), not only the key. */
  readsRows?: boolean
  /** Narrows the lookup (the seed's own media files). */
  where?: Where
}

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])

/** `english` as a map from the overlay's key to a function of the Chinese document. */
function byKey<T>(english: Record<string, T>, data: (english: T, chinese: Doc) => English, keyOf: (key: string) => string | undefined = (key) => key) {
  const result = new Map<string, (chinese: Doc) => English>()
  for (const [key, value] of Object.entries(english)) {
    const chineseKey = keyOf(key)
    if (chineseKey !== undefined) result.set(chineseKey, (chinese) => data(value, chinese))
  }
  return result
}

/** The Chinese name of the content item with `key`. */
const nameOf = (items: readonly { key: string; name: string }[]) => (key: string) => items.find((item) => item.key === key)?.name

function productData(english: EnglishProduct, chinese: Doc): English {
  const rows = rowsOf(chinese.specs)
  if (rows.length !== english.specs.length) return { skip: `${rows.length} datasheet rows, ${english.specs.length} in English` }
  return {
    name: english.name,
    series: english.series,
    summary: english.summary,
    content: richText([
      { paragraphs: english.paragraphs.slice(0, 1) },
      { heading: englishProductHeadings.features, bullets: english.highlights },
      { heading: englishProductHeadings.applications, paragraphs: english.paragraphs.slice(1) },
    ]),
    specs: rows.map((row, index) => ({ ...row, group: english.specs[index].group ?? null, name: english.specs[index].name, value: english.specs[index].value })),
  }
}

function categoryData(english: EnglishCategory, chinese: Doc): English {
  const facets: Row[] = []
  for (const facet of rowsOf(chinese.facets)) {
    const englishFacet = english.facets[String(facet.key)]
    const ranges = rowsOf(facet.ranges)
    if (!englishFacet) return { skip: `no English facet ${String(facet.key)}` }
    if (ranges.length !== (englishFacet.ranges?.length ?? 0)) return { skip: `facet ${String(facet.key)}: ${ranges.length} ranges, ${englishFacet.ranges?.length ?? 0} in English` }
    facets.push({
      ...facet,
      name: englishFacet.name,
      ranges: ranges.map((range, index) => ({ ...range, label: englishFacet.ranges?.[index] })),
      options: rowsOf(facet.options).map((option) => ({ ...option, label: englishFacet.options?.[String(option.value)] ?? null })),
    })
  }
  return { name: english.name, description: english.description, facets }
}

function navData(english: EnglishNavItem, chinese: Doc): English {
  const children: Row[] = []
  for (const child of rowsOf(chinese.children)) {
    const title = english.children?.[String(child.title)]
    if (!title) return { skip: `no English title for the child ${String(child.title)}` }
    children.push({ ...child, title })
  }
  return { title: english.title, children }
}

/** English alt texts of the seed's generated media, by their Chinese alt text (see the `media(…)` calls in ./seed.ts). */
function mediaAlt(): Map<string, (chinese: Doc) => English> {
  const alt = new Map<string, string>()
  const add = (chinese: string, english: string | undefined) => {
    if (english && !alt.has(chinese)) alt.set(chinese, english)
  }
  for (const product of products) add(`${product.model} 产品图`, englishMediaAlt.product(product.model))
  for (const category of categories) add(`${category.name} 产品图`, englishMediaAlt.product(englishCategories[category.key]?.name ?? category.name))
  for (const [title, article] of Object.entries(englishNews)) add(title, article.title)
  for (const [title, activity] of Object.entries(englishActivities)) add(title, activity.title)
  for (const [title, video] of Object.entries(englishVideos)) add(title, video.title)
  for (const [title, honor] of Object.entries(englishHonors)) add(title, honor.title)
  for (const [title, banner] of Object.entries(englishBanners)) add(title, banner.title)
  add('产品演示视频', englishMediaAlt.demoClip)
  add('微信公众号二维码', englishMediaAlt.wechatQr)
  add('官方微博二维码', englishMediaAlt.weiboQr)
  add('抖音号二维码', englishMediaAlt.douyinQr)
  add(siteConfig.system.site.name, englishSiteConfig.system.site.name)
  add(companyInfo.name, englishCompanyInfo.name)
  return new Map([...alt].map(([chinese, english]) => [chinese, () => ({ alt: english })]))
}

function overlays(): Overlay[] {
  const englishByModel = englishProducts(products)
  const downloadTitle = (fileName: string) => downloads.find((item) => item.fileName === fileName)?.title
  return [
    { collection: 'product-categories', keyField: 'name', textField: 'name', readsRows: true, english: byKey(englishCategories, categoryData, nameOf(categories)) },
    { collection: 'products', keyField: 'model', textField: 'name', readsRows: true, english: byKey(englishByModel, productData) },
    {
      collection: 'news-columns',
      keyField: 'name',
      textField: 'name',
      english: byKey(englishNewsColumns, (english) => ({ name: english.name, description: english.description }), nameOf(newsColumns)),
    },
    {
      collection: 'news',
      keyField: 'title',
      textField: 'title',
      english: byKey(englishNews, (english) => ({ title: english.title, summary: english.summary, content: paragraphs(english.paragraphs) })),
    },
    {
      collection: 'activities',
      keyField: 'title',
      textField: 'title',
      english: byKey(englishActivities, (english) => ({
        title: english.title,
        place: english.place,
        summary: english.summary,
        content: paragraphs(english.paragraphs),
      })),
    },
    {
      collection: 'download-categories',
      keyField: 'name',
      textField: 'name',
      english: byKey(englishDownloadCategories, (english) => ({ name: english.name }), nameOf(downloadCategories)),
    },
    {
      collection: 'downloads',
      keyField: 'title',
      textField: 'title',
      english: byKey(
        englishDownloads,
        (english) => ({ title: english.title, description: english.description, ...(english.version ? { version: english.version } : {}) }),
        downloadTitle,
      ),
    },
    { collection: 'videos', keyField: 'title', textField: 'title', english: byKey(englishVideos, (english) => ({ title: english.title, summary: english.summary })) },
    { collection: 'honors', keyField: 'title', textField: 'title', english: byKey(englishHonors, (english) => ({ title: english.title })) },
    {
      collection: 'jobs',
      keyField: 'title',
      textField: 'title',
      english: byKey(englishJobs, (english) => ({
        title: english.title,
        department: english.department,
        location: english.location,
        duties: english.duties,
        requirements: english.requirements,
      })),
    },
    { collection: 'faq-categories', keyField: 'name', textField: 'name', english: byKey(englishFaqCategories, (english) => ({ name: english.name }), nameOf(faqCategories)) },
    {
      collection: 'faqs',
      keyField: 'question',
      textField: 'question',
      english: byKey(englishFaqs, (english) => ({ question: english.question, answer: paragraphs(english.answer) })),
    },
    {
      collection: 'documents',
      keyField: 'slug',
      textField: 'title',
      english: byKey(englishDocuments, (english) => ({ title: english.title, content: richText(english.sections) })),
    },
    {
      collection: 'banners',
      keyField: 'title',
      textField: 'title',
      english: byKey(englishBanners, (english) => ({ title: english.title, subtitle: english.subtitle })),
    },
    // The header and the footer share top-level titles: one overlay item serves both documents.
    { collection: 'nav-items', keyField: 'title', textField: 'title', readsRows: true, english: byKey(englishNav, navData) },
    { collection: 'media', keyField: 'alt', textField: 'alt', english: mediaAlt(), where: { filename: { like: 'seed-' } } },
  ]
}

/**
 * Saves the English texts of the demo content as the `en` locale of the
 * seeded documents and globals that have none yet. Called once at the end of
 * `seed()`.
 */
export async function seedEnglish(payload: Payload, options: SeedEnglishOptions): Promise<SeedEnglishResult> {
  const { base } = options
  const log = options.log ?? (() => undefined)
  const started = Date.now()
  const updated: Record<string, number> = {}
  const skipped: string[] = []
  const done = (slug: string) => (updated[slug] = (updated[slug] ?? 0) + 1)

  for (const overlay of overlays()) {
    const { collection, keyField, textField } = overlay
    const drafts = Boolean(payload.collections[collection].config.versions?.drafts)
    // The latest version of each document (a draft over a published document included), in Chinese.
    const found = await payload.find({
      collection,
      locale: 'zh',
      draft: true,
      where: { and: [{ [keyField]: { in: [...overlay.english.keys()] } }, ...(overlay.where ? [overlay.where] : [])] },
      select: { [keyField]: true, ...(drafts ? { _status: true } : {}) } as never,
      pagination: false,
      overrideAccess: true,
      depth: 0,
    })
    const candidates = found.docs as unknown as Doc[]
    if (!candidates.length) continue
    const english = await payload.find({
      collection,
      locale: 'en',
      fallbackLocale: false,
      draft: true,
      where: { id: { in: candidates.map((doc) => doc.id) } },
      select: { [textField]: true } as never,
      pagination: false,
      overrideAccess: true,
      depth: 0,
    })
    const hasEnglish = new Set((english.docs as unknown as Doc[]).filter((doc) => Boolean(doc[textField])).map((doc) => doc.id))

    for (const candidate of candidates) {
      if (hasEnglish.has(candidate.id)) continue
      const chinese = overlay.readsRows
        ? ((await payload.findByID({ collection, id: candidate.id, locale: 'zh', draft: true, overrideAccess: true, depth: 0 })) as unknown as Doc)
        : candidate
      const data = overlay.english.get(String(candidate[keyField]))?.(chinese)
      if (!data) continue
      if ('skip' in data) {
        skipped.push(`${collection} ${String(candidate[keyField])}: ${String(data.skip)}`)
        continue
      }
      // Publish the English version of a published document; a draft stays a draft.
      const published = candidate._status === 'published'
      await payload.update({
        collection,
        id: candidate.id,
        locale: 'en',
        data: (drafts ? { ...data, _status: published ? 'published' : 'draft' } : data) as never,
        ...(drafts && !published ? { draft: true } : {}),
        ...base,
      })
      done(collection)
    }
  }

  // Globals: their English texts are written once, while the English site name (company name) is empty.
  const englishConfig = await payload.findGlobal({ slug: 'site-config', locale: 'en', fallbackLocale: false, ...base })
  const config = await payload.findGlobal({ slug: 'site-config', locale: 'zh', ...base })
  if (!englishConfig.system?.site?.name && config.system?.site?.name) {
    const keyed = (name: 'study_type' | 'user_server_type' | 'application_type') => {
      const rows = rowsOf(config[name])
      const values = rows.map((row) => englishSiteConfig[name][String(row.key)])
      return values.every(Boolean) ? rows.map((row, index) => ({ ...row, value: values[index] })) : undefined
    }
    const choices = { study_type: keyed('study_type'), user_server_type: keyed('user_server_type'), application_type: keyed('application_type') }
    const unknown = Object.entries(choices).filter(([, rows]) => !rows)
    if (unknown.length) skipped.push(`site-config: options without English (${unknown.map(([name]) => name).join(', ')})`)
    else {
      await payload.updateGlobal({
        slug: 'site-config',
        locale: 'en',
        data: {
          ...choices,
          production_line: englishSiteConfig.production_line,
          system: { site: { ...englishSiteConfig.system.site, ...(options.englishLogo ? { logo: await options.englishLogo() } : {}) }, footer: englishSiteConfig.system.footer },
        } as never,
        ...base,
      })
      done('site-config')
    }
  }
  const englishCompany = await payload.findGlobal({ slug: 'company-info', locale: 'en', fallbackLocale: false, ...base })
  const company = await payload.findGlobal({ slug: 'company-info', locale: 'zh', ...base })
  if (!englishCompany.name && company.name) {
    const { introduction, culture, idea, ...texts } = englishCompanyInfo
    await payload.updateGlobal({
      slug: 'company-info',
      locale: 'en',
      data: { ...texts, introduction: paragraphs(introduction), culture: paragraphs(culture), idea: paragraphs(idea) } as never,
      ...base,
    })
    done('company-info')
  }

  const total = Object.values(updated).reduce((sum, value) => sum + value, 0)
  for (const reason of skipped) log(`english: left alone, ${reason}`)
  log(total ? `english: ${total} documents in ${((Date.now() - started) / 1000).toFixed(1)} s (${JSON.stringify(updated)})` : 'english: nothing to add')
  return { updated, skipped }
}
