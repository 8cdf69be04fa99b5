import type { SeedNewsArticle, SeedNewsColumn } from './types'
import { companyNews } from './news-company'
import { industryNews } from './news-industry'
import { techArticles } from './news-tech'

/** The three news columns, highest weight first. */
export const newsColumns: SeedNewsColumn[] = [
  {
    key: 'company',
    name: '公司新闻',
    description: '精源电子的新品发布、展会活动、资质认证与企业动态。',
    weight: 300,
  },
  {
    key: 'industry',
    name: '行业资讯',
    description: '关注电池储能、新能源汽车、光伏、半导体等领域的测试需求与技术趋势。',
    weight: 200,
  },
  {
    key: 'tech',
    name: '技术文章',
    description: '来自应用工程师的电源与电子负载使用技巧、测试方法和编程实例。',
    weight: 100,
  },
]

export const newsArticles: SeedNewsArticle[] = [...companyNews, ...industryNews, ...techArticles]
