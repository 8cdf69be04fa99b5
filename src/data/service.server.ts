import 'server-only'

import type { Where } from 'payload'

import type { Video } from '@/payload-types'

import { cachedRead } from '@/lib/content-cache'
import { DEFAULT_LOCALE, type ContentLocale } from '@/lib/localized-sql'

import { mediaDto, type MediaDto } from './media'
import { pageOf, type Page } from './pagination'
import { payloadClient } from './payload-client.server'
import { richTextToHtml } from './rich-text'

const published: Where = { _status: { equals: 'published' } }

export type FaqGroup = { id: number; name: string; questions: { id: number; question: string; answer: string }[] }

/** FAQs grouped by category, both highest weight first, in `locale` (falling back to Chinese text). */
async function readFaqGroups(categoryId?: number, locale: ContentLocale = DEFAULT_LOCALE): Promise<FaqGroup[]> {
  const payload = await payloadClient()
  const [categories, faqs] = await Promise.all([
    payload.find({ collection: 'faq-categories', where: published, sort: ['-weight', 'createdAt'], limit: 100, depth: 0, locale }),
    payload.find({
      collection: 'faqs',
      where: categoryId ? { and: [published, { category: { equals: categoryId } }] } : published,
      sort: ['-weight', 'createdAt'],
      limit: 500,
      depth: 0,
      locale,
    }),
  ])
  return categories.docs
    .filter((category) => !categoryId || category.id === categoryId)
    .map((category) => ({
      id: category.id,
      name: category.name,
      questions: faqs.docs.filter((faq) => faq.category === category.id).map((faq) => ({ id: faq.id, question: faq.question, answer: richTextToHtml(faq.answer) })),
    }))
    .filter((group) => group.questions.length > 0)
}

export type VideoSummary = { id: number; title: string; kind: Video['kind']; cover: MediaDto | null; url: string; duration: number; summary: string; product_id: number | null }

async function readVideoList(options: { page: number; size: number; kind?: Video['kind']; productId?: number; locale?: ContentLocale }): Promise<Page<VideoSummary>> {
  const payload = await payloadClient()
  const and: Where[] = [published]
  if (options.kind) and.push({ kind: { equals: options.kind } })
  if (options.productId) and.push({ product: { equals: options.productId } })
  const result = await payload.find({
    collection: 'videos',
    where: { and },
    sort: ['-weight', '-createdAt'],
    page: options.page,
    limit: options.size,
    depth: 1,
    locale: options.locale ?? DEFAULT_LOCALE,
  })
  return pageOf(
    result.docs.map((video) => ({
      id: video.id,
      title: video.title,
      kind: video.kind,
      cover: mediaDto(video.cover, video.title),
      url: mediaDto(video.file)?.url || video.url || '',
      duration: video.duration ?? 0,
      summary: video.summary ?? '',
      product_id: typeof video.product === 'object' && video.product ? video.product.id : (video.product ?? null),
    })),
    result.totalDocs,
    options.page,
    options.size,
  )
}

async function readJobList(locale: ContentLocale = DEFAULT_LOCALE) {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'jobs', where: published, sort: ['-weight', '-publishedAt'], limit: 100, depth: 0, locale })
  return docs.map((job) => ({
    id: job.id,
    title: job.title,
    department: job.department ?? '',
    location: job.location ?? '',
    headcount: job.headcount ?? null,
    duties: job.duties ?? '',
    requirements: job.requirements ?? '',
    published_at: job.publishedAt ?? job.createdAt,
  }))
}

async function readDocumentPage(slug: string, locale: ContentLocale = DEFAULT_LOCALE) {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'documents', where: { and: [published, { slug: { equals: slug } }] }, limit: 1, depth: 0, locale })
  const document = docs[0]
  return document ? { slug: document.slug, title: document.title, content: richTextToHtml(document.content), updated_at: document.updatedAt } : null
}

export const faqGroups = cachedRead('faqGroups', ['faqs', 'faq-categories'], readFaqGroups)
export const videoList = cachedRead('videoList', ['videos'], readVideoList)
export const jobList = cachedRead('jobList', ['jobs'], readJobList)
export const documentPage = cachedRead('documentPage', ['documents'], readDocumentPage)
