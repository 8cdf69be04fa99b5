/**
 * The English overlays cover the Chinese seed content they belong to: every
 * key has an entry (news: at least ten), arrays line up, numbers are the
 * Chinese content's own, and no English text is empty or carries Chinese.
 */
import { describe, expect, it } from 'vitest'

import * as content from '..'
import * as en from '.'

const englishCatalogue = en.englishProducts(content.products)

/** Every export of the overlays, for the checks that apply to all English text (functions hold none: they give the catalogue and a product's alt text). */
const everything = { ...en, englishCatalogue, productAlt: en.englishMediaAlt.product('PSD-6080-60C') }

/** CJK ideographs. */
const cjk = /[\u3400-\u9fff]/
/** Full-width and CJK punctuation (，。、：；（）etc.). */
const fullWidth = /[\u3000-\u303f\uff00-\uffef]/
/** English values allowed to hold Chinese characters because they are proper names. None so far. */
const cjkProperNames = new Set<string>()

/** Every string value under `value` with its path (object keys are Chinese lookup keys and are not text). */
function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value])
  else if (Array.isArray(value)) value.forEach((item, index) => strings(item, `${path}[${index}]`, out))
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) strings(item, `${path}.${key}`, out)
  return out
}

/** The numbers of a text ("10 000" and "10,000" read as 10000). */
function numbers(text: string): string[] {
  return text.replace(/(\d)[ ,](?=\d{3}(?!\d))/g, '$1').match(/\d+(?:\.\d+)?/g) ?? []
}

/**
 * Numbers an English text may add to its Chinese original, because the Chinese
 * writes them in words (七成 → 70%, 九成 → 90%) or the English adds a fact the
 * Chinese page implies (the course schedule is in China time, UTC+8).
 */
const numbersInWords: Record<string, string[]> = {
  东莞生产基地高功率电源自动化产线正式投产: ['70'],
  双向电源的能量回馈原理与节能效果分析: ['90'],
  'SCPI 自动化测试编程入门线上直播课': ['8'],
}

/** Every number of the English text is one of the Chinese text's (or an allowed addition). */
function expectSameNumbers(english: string, chinese: string, where: string, extra: string[] = []): void {
  const allowed = new Set([...numbers(chinese), ...extra])
  const added = numbers(english).filter((number) => !allowed.has(number))
  expect(added, `${where}: numbers not in the Chinese text`).toEqual([])
}

/** Paired paragraphs: same count, and the numbers of each English paragraph come from its Chinese one. */
function expectParagraphs(english: string[], chinese: string[], where: string, extra: string[] = []): void {
  expect(english.length, `${where}: paragraph count`).toBe(chinese.length)
  english.forEach((text, index) => expectSameNumbers(text, chinese[index], `${where}[${index}]`, extra))
}

function expectOnlyKeys(english: Record<string, unknown>, chinese: string[], what: string): void {
  const extra = Object.keys(english).filter((key) => !chinese.includes(key))
  expect(extra, `${what} with no Chinese counterpart`).toEqual([])
}

describe('English text', () => {
  const all = strings(everything, 'en')

  it('is never empty and has no stray whitespace or doubled punctuation', () => {
    expect(all.length).toBeGreaterThan(1000)
    for (const [path, text] of all) {
      expect(text.trim(), path).not.toBe('')
      expect(text, path).toBe(text.trim())
      expect(text, path).not.toMatch(/ {2}/)
      expect(text, path).not.toMatch(/\.\.|\s[,.;:]/)
    }
  })

  it('has no Chinese characters or full-width punctuation', () => {
    const chinese = all.filter(([, text]) => (cjk.test(text) && !cjkProperNames.has(text)) || fullWidth.test(text))
    expect(chinese.map(([path, text]) => `${path}: ${text}`)).toEqual([])
  })

  it('uses US spelling', () => {
    const british = /colour|behaviour|analys(?:e|ed|es|ing)\b|(?<!Expo )centre|optimis|organis|\bmetres?\b|fibre|licence|modelling|labelled|travelled/i
    expect(all.filter(([, text]) => british.test(text)).map(([path, text]) => `${path}: ${text}`)).toEqual([])
  })

  it('names the company one way', () => {
    expect(en.englishCompanyName).toMatch(/^Shenzhen Jingyuan .+ Co\., Ltd\.$/)
    for (const [path, text] of all) {
      expect(text, path).not.toMatch(/Jing Yuan|JingYuan|jingyuan(?!_)/)
      if (text.includes('Co., Ltd.')) expect(text, path).toContain(en.englishCompanyName)
    }
    expect(en.englishSiteConfig.system.site.name).toBe(en.englishBrand)
    expect(en.englishCompanyInfo.name).toBe(en.englishCompanyName)
    expect(en.englishSiteConfig.system.footer.copyright).toContain(en.englishCompanyName)
  })
})

describe('catalogue', () => {
  it('has every category and facet, with as many range labels as the Chinese ranges', () => {
    expectOnlyKeys(
      en.englishCategories,
      content.categories.map((category) => category.key),
      'categories',
    )
    for (const category of content.categories) {
      const english = en.englishCategories[category.key]
      expect(english, category.key).toBeDefined()
      expectSameNumbers(english.description, category.description, `${category.key} description`)
      expectOnlyKeys(
        english.facets,
        category.facets.map((facet) => facet.key),
        `${category.key} facets`,
      )
      for (const facet of category.facets) {
        const englishFacet = english.facets[facet.key]
        expect(englishFacet, `${category.key}.${facet.key}`).toBeDefined()
        if (facet.kind === 'range') {
          expect(englishFacet.ranges, `${category.key}.${facet.key} ranges`).toHaveLength(facet.ranges?.length ?? 0)
          englishFacet.ranges?.forEach((label, index) => expectSameNumbers(label, facet.ranges?.[index]?.label ?? '', `${category.key}.${facet.key} range ${index}`))
        }
        for (const option of facet.options ?? []) {
          if (cjk.test(option.value)) expect(englishFacet.options?.[option.value], `${category.key}.${facet.key} option ${option.value}`).toBeTruthy()
        }
      }
    }
  })

  it('has every product', () => {
    expect(Object.keys(englishCatalogue).sort()).toEqual(content.products.map((product) => product.model).sort())
  })

  it('keeps every datasheet row in place: same count, same groups in the same order, same numbers', () => {
    for (const product of content.products) {
      const english = englishCatalogue[product.model].specs
      expect(english.length, `${product.model} spec rows`).toBe(product.specs.length)
      product.specs.forEach((row, index) => {
        const where = `${product.model} spec ${index} (${row.name})`
        expect(Boolean(english[index].group), where).toBe(Boolean(row.group))
        if (index > 0) expect(english[index].group === english[index - 1].group, `${where}: group boundary`).toBe(row.group === product.specs[index - 1].group)
        expect(numbers(english[index].value), `${where}: ${english[index].value}`).toEqual(numbers(row.value))
        expect(numbers(english[index].name), where).toEqual(numbers(row.name))
      })
    }
  })

  it('translates each datasheet group and row name the same way everywhere', () => {
    const pairs = (pick: (row: { group?: string; name: string }) => string | undefined) => {
      const forward = new Map<string, Set<string>>()
      const backward = new Map<string, Set<string>>()
      for (const product of content.products) {
        product.specs.forEach((row, index) => {
          const chinese = pick(row)
          const english = pick(englishCatalogue[product.model].specs[index])
          if (chinese === undefined || english === undefined) return
          forward.set(chinese, (forward.get(chinese) ?? new Set()).add(english))
          backward.set(english, (backward.get(english) ?? new Set()).add(chinese))
        })
      }
      const ambiguous = [...forward, ...backward].filter(([, set]) => set.size > 1).map(([key, set]) => `${key}: ${[...set].join(' | ')}`)
      expect(ambiguous).toEqual([])
    }
    pairs((row) => row.group)
    pairs((row) => row.name)
  })

  it('keeps the numbers of summaries, descriptions and highlights', () => {
    for (const product of content.products) {
      const english = englishCatalogue[product.model]
      expectSameNumbers(english.summary, product.summary, `${product.model} summary`)
      expectSameNumbers(english.name, product.name, `${product.model} name`)
      expectSameNumbers(english.series, product.series, `${product.model} series`)
      expect(english.series, product.model).toBe(product.series.replace(/ 系列$/, ' Series'))
      expectParagraphs(english.paragraphs, product.paragraphs, `${product.model} paragraphs`)
      expectParagraphs(english.highlights, product.highlights, `${product.model} highlights`)
      expect(english.summary, product.model).toContain(product.model)
      expect(english.paragraphs[0], product.model).toContain(product.model)
    }
  })
})

describe('news and activities', () => {
  it('has every news column', () => {
    expect(Object.keys(en.englishNewsColumns).sort()).toEqual(content.newsColumns.map((column) => column.key).sort())
  })

  it('has at least ten articles, each an article of the Chinese list, with its paragraphs', () => {
    const titles = content.newsArticles.map((article) => article.title)
    expect(Object.keys(en.englishNews).length).toBeGreaterThanOrEqual(10)
    expectOnlyKeys(en.englishNews, titles, 'news')
    for (const [title, english] of Object.entries(en.englishNews)) {
      const article = content.newsArticles.find((item) => item.title === title)!
      const extra = numbersInWords[title]
      expectSameNumbers(english.title, article.title, `${title} title`)
      expectSameNumbers(english.summary, article.summary, `${title} summary`)
      expectParagraphs(english.paragraphs, article.paragraphs, title, extra)
    }
    const englishTitles = Object.values(en.englishNews).map((article) => article.title)
    expect(new Set(englishTitles).size).toBe(englishTitles.length)
    // Every column has English articles.
    for (const column of content.newsColumns)
      expect(
        Object.keys(en.englishNews).some((title) => content.newsArticles.find((item) => item.title === title)?.columnKey === column.key),
        column.key,
      ).toBe(true)
  })

  it('has every activity', () => {
    expect(Object.keys(en.englishActivities).sort()).toEqual(content.activities.map((activity) => activity.title).sort())
    for (const activity of content.activities) {
      const english = en.englishActivities[activity.title]
      expectSameNumbers(english.summary, activity.summary, `${activity.title} summary`)
      expectParagraphs(english.paragraphs, activity.paragraphs, activity.title, numbersInWords[activity.title])
    }
  })
})

describe('about, service and downloads', () => {
  it('has the company profile, paragraph for paragraph', () => {
    expectParagraphs(en.englishCompanyInfo.introduction, content.companyInfo.introduction, 'introduction')
    expectParagraphs(en.englishCompanyInfo.culture, content.companyInfo.culture, 'culture')
    expectParagraphs(en.englishCompanyInfo.idea, content.companyInfo.idea, 'idea')
    expectSameNumbers(en.englishCompanyInfo.address, content.companyInfo.address, 'address')
  })

  it('has every honor, job, FAQ category, FAQ and video', () => {
    expect(Object.keys(en.englishHonors).sort()).toEqual(content.honors.map((honor) => honor.title).sort())
    for (const honor of content.honors) expectSameNumbers(en.englishHonors[honor.title].title, honor.title, honor.title)

    expect(Object.keys(en.englishJobs).sort()).toEqual(content.jobs.map((job) => job.title).sort())
    for (const job of content.jobs) {
      const english = en.englishJobs[job.title]
      for (const field of ['duties', 'requirements'] as const) {
        const lines = english[field].split('\n')
        expect(lines.length, `${job.title} ${field}`).toBe(job[field].split('\n').length)
        lines.forEach((line, index) => expect(line, `${job.title} ${field}`).toMatch(new RegExp(`^${index + 1}\\. \\S`)))
        expectSameNumbers(english[field], job[field], `${job.title} ${field}`)
      }
    }

    expect(Object.keys(en.englishFaqCategories).sort()).toEqual(content.faqCategories.map((category) => category.key).sort())
    expect(Object.keys(en.englishFaqs).sort()).toEqual(content.faqs.map((faq) => faq.question).sort())
    for (const faq of content.faqs) {
      expect(en.englishFaqs[faq.question].question, faq.question).toMatch(/\?$/)
      expectSameNumbers(en.englishFaqs[faq.question].question, faq.question, faq.question)
      expectParagraphs(en.englishFaqs[faq.question].answer, faq.answer, faq.question)
    }

    expect(Object.keys(en.englishVideos).sort()).toEqual(content.videos.map((video) => video.title).sort())
    for (const video of content.videos) expectSameNumbers(en.englishVideos[video.title].summary, video.summary, video.title)
  })

  it('has both legal documents, section for section', () => {
    expect(Object.keys(en.englishDocuments).sort()).toEqual(content.documents.map((document) => document.slug).sort())
    for (const document of content.documents) {
      const english = en.englishDocuments[document.slug]
      expect(english.sections.length, document.slug).toBe(document.sections.length)
      document.sections.forEach((section, index) => {
        const where = `${document.slug} section ${index + 1}`
        expect(english.sections[index].heading, where).toMatch(new RegExp(`^${index + 1}\\. `))
        expectSameNumbers(english.sections[index].paragraphs.join('\n'), section.paragraphs.join('\n'), where, [String(index + 1)])
      })
    }
  })

  it('has every download category and download', () => {
    expect(Object.keys(en.englishDownloadCategories).sort()).toEqual(content.downloadCategories.map((category) => category.key).sort())
    expect(Object.keys(en.englishDownloads).sort()).toEqual(content.downloads.map((item) => item.fileName).sort())
    for (const item of content.downloads) {
      const english = en.englishDownloads[item.fileName]
      expectSameNumbers(english.title, item.title, `${item.fileName} title`)
      expectSameNumbers(english.description, item.description, `${item.fileName} description`)
      if (cjk.test(item.version)) expect(english.version, `${item.fileName} version`).toBeTruthy()
      else expect(english.version, `${item.fileName} version`).toBeUndefined()
    }
  })
})

describe('site', () => {
  it('has every banner', () => {
    expect(Object.keys(en.englishBanners).sort()).toEqual(content.banners.map((banner) => banner.title).sort())
    for (const banner of content.banners) {
      expectSameNumbers(en.englishBanners[banner.title].title, banner.title, banner.title)
      expectSameNumbers(en.englishBanners[banner.title].subtitle, banner.subtitle, banner.title)
      if (banner.categoryKey) expect(en.englishBanners[banner.title].title).toBe(en.englishCategories[banner.categoryKey].name)
    }
  })

  it('has every navigation item and child of the header and the footer', () => {
    const items = [...content.headerNav, ...content.footerNav]
    expectOnlyKeys(
      en.englishNav,
      items.map((item) => item.title),
      'navigation items',
    )
    for (const item of items) {
      const english = en.englishNav[item.title]
      expect(english, item.title).toBeDefined()
      for (const child of item.children ?? []) expect(english.children?.[child.title], `${item.title} > ${child.title}`).toBeTruthy()
      const childTitles = items
        .filter((other) => other.title === item.title)
        .flatMap((other) => other.children ?? [])
        .map((child) => child.title)
      expectOnlyKeys(english.children ?? {}, childTitles, `${item.title} children`)
    }
  })

  it('has every keyed option of the site configuration', () => {
    for (const field of ['study_type', 'user_server_type', 'application_type'] as const) {
      expect(Object.keys(en.englishSiteConfig[field]).sort(), field).toEqual(content.siteConfig[field].map((option) => option.key).sort())
    }
    expectSameNumbers(en.englishSiteConfig.system.footer.copyright, content.siteConfig.system.footer.copyright, 'copyright')
  })
})
