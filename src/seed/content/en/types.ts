/**
 * Shapes of the English (`en` locale) overlays of the demo seed content.
 *
 * Every overlay is keyed by a stable key of the Chinese content in `..`, so
 * the seed runner looks up the English text of the document it has just
 * written in Chinese and saves it as the `en` locale:
 *
 * | Chinese content (`../index.ts`)        | English overlay (`./index.ts`)        | key                       |
 * | -------------------------------------- | ------------------------------------- | ------------------------- |
 * | `categories`                           | `englishCategories`                   | `category.key`            |
 * | `products`                             | `englishProducts(products)`           | `product.model`           |
 * | `newsColumns`                          | `englishNewsColumns`                  | `column.key`              |
 * | `newsArticles` (some)                  | `englishNews`                         | `article.title` (Chinese) |
 * | `activities`                           | `englishActivities`                   | `activity.title`          |
 * | `companyInfo`                          | `englishCompanyInfo`                  | (a single global)         |
 * | `honors`                               | `englishHonors`                       | `honor.title`             |
 * | `jobs`                                 | `englishJobs`                         | `job.title`               |
 * | `faqCategories`                        | `englishFaqCategories`                | `category.key`            |
 * | `faqs`                                 | `englishFaqs`                         | `faq.question`            |
 * | `documents`                            | `englishDocuments`                    | `document.slug`           |
 * | `videos`                               | `englishVideos`                       | `video.title`             |
 * | `downloadCategories`                   | `englishDownloadCategories`           | `category.key`            |
 * | `downloads`                            | `englishDownloads`                    | `download.fileName`       |
 * | `banners`                              | `englishBanners`                      | `banner.title`            |
 * | `headerNav`, `footerNav`               | `englishNav`                          | `item.title`, `child.title` |
 * | `siteConfig`                           | `englishSiteConfig`                   | option `key`              |
 *
 * Numbers, models, units and URLs are the Chinese content's own; only words
 * change. Only the news articles are deliberately partial: an article without
 * an entry stays Chinese-only and the site says so.
 */
import type { SeedDocumentSection, SeedSpecRow } from '../types'

/* ------------------------------------------------------------------ catalogue */

export interface EnglishFacet {
  name: string
  /** Labels of a range facet, in the same order (and number) as the Chinese `ranges`. */
  ranges?: string[]
  /**
   * Display labels of an options facet whose values are Chinese words
   * (channels: 单路 → Single; instrument type: 功率分析仪 → Power analyzer),
   * keyed by the Chinese value. The stored values stay as they are (products
   * reference them in `params`); ASCII values such as `USB/LAN` need no label.
   */
  options?: Record<string, string>
}

export interface EnglishCategory {
  name: string
  description: string
  /** By facet key. */
  facets: Record<string, EnglishFacet>
}

/**
 * The English text of one product. `specs` has the same length and order as
 * the Chinese product's `specs` (row i translates row i), so the runner can
 * save it as the localized value of the same array rows.
 */
export interface EnglishProduct {
  name: string
  series: string
  summary: string
  /** First the introduction, then the application paragraphs (as the Chinese `paragraphs`). */
  paragraphs: string[]
  highlights: string[]
  specs: SeedSpecRow[]
}

/** Headings the runner puts into a product's rich-text description. */
export interface EnglishProductHeadings {
  /** 产品特点 */
  features: string
  /** 应用领域 */
  applications: string
}

/* ----------------------------------------------------------------------- news */

export interface EnglishNewsColumn {
  name: string
  description: string
}

export interface EnglishArticle {
  title: string
  summary: string
  /** Same number of paragraphs as the Chinese article. */
  paragraphs: string[]
}

export interface EnglishActivity {
  title: string
  place: string
  summary: string
  /** Same number of paragraphs as the Chinese activity. */
  paragraphs: string[]
}

/* ---------------------------------------------------------------------- about */

/** The translatable fields of the `company-info` global (contact numbers stay as they are). */
export interface EnglishCompanyInfo {
  name: string
  address: string
  workTime: string
  introduction: string[]
  culture: string[]
  idea: string[]
}

export interface EnglishHonor {
  title: string
}

export interface EnglishJob {
  title: string
  department: string
  location: string
  /** Numbered lines: "1. ...\n2. ..." (same count as the Chinese). */
  duties: string
  /** Numbered lines: "1. ...\n2. ..." (same count as the Chinese). */
  requirements: string
}

export interface EnglishFaqCategory {
  name: string
}

export interface EnglishFaq {
  question: string
  /** Same number of paragraphs as the Chinese answer. */
  answer: string[]
}

/** A legal document: the same number of sections as the Chinese one, in the same order. */
export interface EnglishDocument {
  title: string
  sections: SeedDocumentSection[]
}

export interface EnglishVideo {
  title: string
  summary: string
}

/* ------------------------------------------------------------------ downloads */

export interface EnglishDownloadCategory {
  name: string
}

export interface EnglishDownload {
  title: string
  description: string
  /** Only where the Chinese version label has words in it ('2026 版'). */
  version?: string
}

/* ----------------------------------------------------------------------- site */

export interface EnglishBanner {
  title: string
  subtitle: string
}

/**
 * A navigation item by its Chinese title. `children` holds the English titles
 * of its children by their Chinese titles: the union over the header and the
 * footer, which share top-level titles ('产品中心' has seven category children
 * in the header and four plus '更多' in the footer).
 */
export interface EnglishNavItem {
  title: string
  children?: Record<string, string>
}

/** The translatable texts of the `site-config` global. */
export interface EnglishSiteConfig {
  /** Option values by option key (`siteConfig.study_type[].key`). */
  study_type: Record<string, string>
  user_server_type: Record<string, string>
  application_type: Record<string, string>
  production_line: string
  system: {
    site: {
      name: string
      title: string
      keywords: string
      description: string
    }
    footer: {
      copyright: string
      address: string
      slogan: string
    }
  }
}

/** English `alt` texts of the media the runner creates with fixed Chinese alt texts in `../../seed.ts`. */
export interface EnglishMediaAlt {
  /** `${model} 产品图` */
  product: (model: string) => string
  /** 产品演示视频 */
  demoClip: string
  /** 微信公众号二维码 */
  wechatQr: string
  /** 官方微博二维码 */
  weiboQr: string
  /** 抖音号二维码 */
  douyinQr: string
}
