import { z } from 'zod'

import { countDownload, downloadCategories, downloadDetail, downloadFile, downloadList, openDownloadFile } from '@/data/downloads.server'
import { categoryTree, countProductView, productDetail, productList } from '@/data/products.server'
import { fullMatches, siteSearch } from '@/data/search.server'
import { recordSearch } from '@/data/search-stats.server'
import { MAX_SUGGESTIONS, searchSuggestions } from '@/data/search-suggestions.server'
import { documentPage, faqGroups, jobList, videoList } from '@/data/service.server'
import zhContract from '@/messages/zh/contract.json'
import { fill } from '@/messages/fill'
import { CONTROL_CHARACTERS, controlCharacterMessage } from '@/validation/rules'

import { defineCall } from '../define-call'
import { fail, tokenInvalid } from '../envelope'
import { idParam, keywordParam, optionalId, pageParam, requiredKeywordParam, sizeParam } from '../inputs'

const CONTENT = zhContract.content

/** Facet filters arrive as an object (JSON body) or as a JSON string (query, form). */
const filtersParam = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value ?? {}
    try {
      return JSON.parse(value)
    } catch {
      return null
    }
  },
  z
    .record(z.string(), z.coerce.string(), { error: fill(zhContract.params.filters, { example: '{"voltage":"0-40","power":"0-300"}' }) })
    .refine((filters) => Object.entries(filters).every(([key, value]) => !CONTROL_CHARACTERS.test(key) && !CONTROL_CHARACTERS.test(value)), {
      error: controlCharacterMessage('filters'),
    }),
)

export const productCategories = defineCall({
  scope: 'index',
  name: 'product_category',
  method: 'GET',
  tag: '产品',
  summary:
    '产品分类树（按权重从高到低），每个分类带筛选项 facets：range 类为数值区间（value 形如 "0-40"），options 类为选项值 options（筛选用）与其显示名称 option_labels（按请求的语言）',
  auth: 'none',
  cache: 'public',
  input: z.object({}),
  handle: async ({ locale }) => ({ data: await categoryTree(locale) }),
})

export const products = defineCall({
  scope: 'index',
  name: 'product',
  method: 'POST',
  tag: '产品',
  summary:
    '产品列表：page 默认 1，size 默认 12；category_id（含子分类）、type（系列）、keyword、filters（筛选项 key 到区间 value 或选项文字）；另返回当前分类可选的 types 与 facets',
  auth: 'none',
  cache: 'public',
  input: z.object({
    page: pageParam(),
    size: sizeParam(12),
    category_id: optionalId(),
    type: z.string().trim().optional(),
    keyword: keywordParam(),
    filters: filtersParam.optional(),
  }),
  handle: async ({ input, locale }) => {
    const options = { page: input.page, size: input.size, categoryId: input.category_id, type: input.type || undefined, keyword: input.keyword, filters: input.filters, locale }
    const { list, total, page, size, types, facets } = await productList(options)
    return { data: { list, total, page, size, types, facets } }
  },
})

export const product = defineCall({
  scope: 'index',
  name: 'product_detail',
  method: 'GET',
  tag: '产品',
  summary: '产品详情：图集、关键参数、详细介绍（HTML）、规格表、相关下载、视频与相关产品、面包屑',
  auth: 'none',
  cache: 'public',
  input: z.object({ id: idParam(CONTENT.productNotFound) }),
  handle: async ({ input, locale }) => {
    const detail = await productDetail(input.id, locale)
    if (!detail) throw fail(CONTENT.productGone)
    return { data: detail }
  },
})

export const productView = defineCall({
  scope: 'index',
  name: 'product_view',
  method: 'POST',
  tag: '产品',
  summary: '记录一次产品浏览：id；返回最新浏览量 views（产品页在浏览器里调用，页面本身是缓存的；后台仪表盘按它排出最常浏览的产品）',
  auth: 'none',
  input: z.object({ id: idParam(CONTENT.productNotFound) }),
  handle: async ({ input }) => {
    const views = await countProductView(input.id)
    if (views === null) throw fail(CONTENT.productGone)
    return { data: { id: input.id, views } }
  },
})

export const videos = defineCall({
  scope: 'index',
  name: 'video',
  method: 'POST',
  tag: '服务',
  summary: '视频列表：type 为 product（产品视频）或 training（培训视频），可按 product_id 筛选；page 默认 1，size 默认 8',
  auth: 'none',
  cache: 'public',
  input: z.object({ page: pageParam(), size: sizeParam(8), type: z.enum(['product', 'training'], { error: CONTENT.videoType }).optional(), product_id: optionalId() }),
  handle: async ({ input, locale }) => ({ data: await videoList({ page: input.page, size: input.size, kind: input.type, productId: input.product_id, locale }) }),
})

export const downloadCategoryList = defineCall({
  scope: 'index',
  name: 'download_category',
  method: 'GET',
  tag: '下载',
  summary: '下载分类',
  auth: 'none',
  cache: 'public',
  input: z.object({}),
  handle: async ({ locale }) => ({ data: await downloadCategories(locale) }),
})

export const downloads = defineCall({
  scope: 'index',
  name: 'download',
  method: 'POST',
  tag: '下载',
  summary: '下载列表：page 默认 1，size 默认 10，可按 category_id 与 keyword 筛选；member_only 为仅限会员下载',
  auth: 'none',
  cache: 'public',
  input: z.object({ page: pageParam(), size: sizeParam(10), category_id: optionalId(), keyword: keywordParam() }),
  handle: async ({ input, locale }) => ({ data: await downloadList({ page: input.page, size: input.size, categoryId: input.category_id, keyword: input.keyword, locale }) }),
})

export const downloadInfo = defineCall({
  scope: 'index',
  name: 'download_detail',
  method: 'GET',
  tag: '下载',
  summary: '下载详情：文件信息与适用产品',
  auth: 'none',
  cache: 'public',
  input: z.object({ id: idParam(CONTENT.downloadNotFound) }),
  handle: async ({ input, locale }) => {
    const detail = await downloadDetail(input.id, locale)
    if (!detail) throw fail(CONTENT.downloadGone)
    return { data: detail }
  },
})

export const downloadFileCall = defineCall({
  scope: 'index',
  name: 'download_file',
  method: 'GET',
  tag: '下载',
  summary: '下载文件本身（成功时直接返回文件而不是 JSON）；仅限会员的资料未登录时返回 code 10004；每次下载计数',
  auth: 'optional',
  input: z.object({ id: idParam(CONTENT.downloadNotFound) }),
  handle: async ({ input, payload, member }) => {
    const found = await downloadFile(payload, input.id)
    if (!found) throw fail(CONTENT.downloadGone)
    if (found.download.memberOnly && !member) throw tokenInvalid(CONTENT.downloadMembersOnly)
    const opened = await openDownloadFile(found.file)
    if (!opened) throw fail(CONTENT.downloadGone)
    await countDownload(payload, found.download.id).catch(async (error: unknown) => {
      await opened.body.cancel()
      throw error
    })
    const name = found.file.filename
    return {
      data: null,
      response: new Response(opened.body, {
        headers: {
          'content-type': found.file.mimeType || 'application/octet-stream',
          'content-length': String(opened.size ?? found.file.filesize ?? ''),
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        },
      }),
    }
  },
})

export const search = defineCall({
  scope: 'index',
  name: 'search',
  method: 'GET',
  tag: '站点',
  summary:
    '全站搜索：在已发布的产品（型号、名称、系列、概述）、新闻（标题、摘要）与下载（标题、版本、说明）中按 keyword 匹配（中文按词语匹配，型号可只输入一部分，如 6080）。' +
    '标题命中的排在前面，其余按各自列表顺序。counts 为各组命中总数，total 为三组之和；不传 type 时每组返回前 size 条，传 type（product、news、download）时只返回该组第 page 页。' +
    '新闻的 subtitle 为发布日期（北京时间 YYYY-MM-DD），产品为系列，下载为版本',
  auth: 'none',
  input: z.object({
    keyword: requiredKeywordParam(),
    type: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(['product', 'news', 'download'], { error: CONTENT.searchType }).optional()),
    page: pageParam(),
    size: sizeParam(10),
  }),
  handle: async ({ input, locale }) => {
    const data = await siteSearch(input.keyword, { type: input.type, page: input.page, size: input.size, locale })
    // A search is counted once, when it is made, not again for each group or page looked at after.
    if (!input.type && input.page === 1) await recordSearch(input.keyword, locale, fullMatches(data))
    return { data }
  },
})

export const searchSuggest = defineCall({
  scope: 'index',
  name: 'search_suggest',
  method: 'GET',
  tag: '站点',
  summary:
    `搜索联想：按已输入的 keyword 给出型号（type 为 model，id 为产品 id，选中后直接打开产品页）、系列（series）、产品分类（category，id 为分类 id）与近 7 天的热门搜索（query），最多 ${MAX_SUGGESTIONS} 条。` +
    '型号按型号或名称的开头匹配，分类也可用拼音或拼音首字母（如 dzfz）；detail 为产品名称或上级分类',
  auth: 'none',
  cache: 'public',
  input: z.object({ keyword: requiredKeywordParam() }),
  handle: async ({ input, locale }) => ({ data: await searchSuggestions(input.keyword, locale) }),
})

export const faq = defineCall({
  scope: 'index',
  name: 'faq',
  method: 'GET',
  tag: '服务',
  summary: '常见问题，按分类分组（答案为 HTML），可按 category_id 筛选',
  auth: 'none',
  cache: 'public',
  input: z.object({ category_id: optionalId() }),
  handle: async ({ input, locale }) => ({ data: await faqGroups(input.category_id, locale) }),
})

export const jobs = defineCall({
  scope: 'index',
  name: 'job',
  method: 'GET',
  tag: '站点',
  summary: '招聘岗位（加入我们）',
  auth: 'none',
  cache: 'public',
  input: z.object({}),
  handle: async ({ locale }) => ({ data: await jobList(locale) }),
})

export const documentCall = defineCall({
  scope: 'index',
  name: 'document',
  method: 'GET',
  tag: '站点',
  summary: '协议文档：slug 为 user-agreement（用户协议）或 privacy-policy（隐私政策），正文为 HTML',
  auth: 'none',
  cache: 'public',
  input: z.object({ slug: z.enum(['user-agreement', 'privacy-policy'], { error: CONTENT.documentSlug }) }),
  handle: async ({ input, locale }) => {
    const document = await documentPage(input.slug, locale)
    if (!document) throw fail(CONTENT.documentNotFound)
    return { data: document }
  },
})
