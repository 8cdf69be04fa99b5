import { z } from 'zod'

import { newsDetail, newsList } from '@/data/news.server'
import zhContract from '@/messages/zh/contract.json'

import { defineCall } from '../define-call'
import { fail } from '../envelope'
import { idParam, keywordParam, optionalId, pageParam, sizeParam } from '../inputs'

export const news = defineCall({
  scope: 'index',
  name: 'news',
  method: 'POST',
  tag: '新闻',
  summary: '新闻列表，最新在前：page 默认 1，size 默认 4，可按 keyword 搜索、按 column_id 筛选栏目',
  auth: 'none',
  cache: 'public',
  input: z.object({ page: pageParam(), size: sizeParam(4), keyword: keywordParam(), column_id: optionalId() }),
  handle: async ({ input, locale }) => ({ data: await newsList({ page: input.page, size: input.size, keyword: input.keyword, columnId: input.column_id, locale }) }),
})

export const newsDetailCall = defineCall({
  scope: 'index',
  name: 'news_detail',
  method: 'GET',
  tag: '新闻',
  summary: '新闻详情（正文为 HTML），含上一篇、下一篇；只读，可被缓存（浏览量由 news_view 计数）',
  auth: 'none',
  cache: 'public',
  input: z.object({ id: idParam(zhContract.content.newsNotFound) }),
  handle: async ({ input, locale }) => {
    const article = await newsDetail(input.id, { locale })
    if (!article) throw fail(zhContract.content.newsGone)
    return { data: article }
  },
})

export const newsView = defineCall({
  scope: 'index',
  name: 'news_view',
  method: 'POST',
  tag: '新闻',
  summary: '记录一次新闻浏览：id；返回最新浏览量 views（文章页在浏览器里调用，页面本身是缓存的）',
  auth: 'none',
  input: z.object({ id: idParam(zhContract.content.newsNotFound) }),
  handle: async ({ input }) => {
    const article = await newsDetail(input.id, { countView: true })
    if (!article) throw fail(zhContract.content.newsGone)
    return { data: { id: article.id, views: article.views } }
  },
})
