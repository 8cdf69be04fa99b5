/**
 * English news: the three columns, and English versions of the articles most
 * relevant to overseas buyers (launches, trade shows, certifications, the
 * technical articles). The other articles stay Chinese-only on purpose.
 */
import { englishCompanyNews } from './news-company'
import { englishIndustryNews } from './news-industry'
import { englishTechArticles } from './news-tech'
import type { EnglishArticle, EnglishNewsColumn } from './types'

/** By column key. */
export const englishNewsColumns: Record<string, EnglishNewsColumn> = {
  company: {
    name: 'Company news',
    description: 'Product launches, trade shows, certifications and company updates from Jingyuan Electronics.',
  },
  industry: {
    name: 'Industry news',
    description: 'Test requirements and technology trends in battery energy storage, electric vehicles, photovoltaics, semiconductors and more.',
  },
  tech: {
    name: 'Technical articles',
    description: 'Tips, test methods and programming examples for power supplies and electronic loads from our application engineers.',
  },
}

/** By the Chinese article title. */
export const englishNews: Record<string, EnglishArticle> = {
  ...englishCompanyNews,
  ...englishIndustryNews,
  ...englishTechArticles,
}
