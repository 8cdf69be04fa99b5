import type { PayloadRequest, TaskConfig } from 'payload'

import { chinaDaysFrom } from '@/lib/china-days'
import { chinaDay } from '@/lib/format'

/** Baidu's 普通收录 API; a test points it at a local server (the only boundary here we cannot reach). */
const endpoint = () => process.env.BAIDU_PUSH_ENDPOINT || 'http://data.zz.baidu.com/urls'

type BaiduSettings = { baidu_push?: { site?: string | null; token?: string | null } | null }
type BaiduAnswer = { success?: number; remain?: number; error?: number; message?: string; not_same_site?: string[]; not_valid?: string[] }

/** The next midnight in China time (a few seconds after), when Baidu's daily quota starts again. */
export function nextChinaMidnight(now = new Date()): Date {
  return new Date(chinaDaysFrom(now, 1).getTime() + 5_000)
}

/** Whether Baidu said today (China time) that the quota is used up. */
async function quotaUsedUpToday(req: PayloadRequest): Promise<boolean> {
  const last = await req.payload.find({
    collection: 'search-pushes',
    where: { status: { not_equals: 'failed' } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const entry = last.docs[0]
  if (!entry || chinaDay(entry.createdAt) !== chinaDay(new Date())) return false
  return entry.status === 'postponed' || entry.remain === 0
}

async function record(req: PayloadRequest, urls: string[], status: 'success' | 'failed' | 'postponed', answer: string, remain?: number) {
  await req.payload.create({
    collection: 'search-pushes',
    data: { summary: urls.length === 1 ? urls[0] : `${urls[0]} 等 ${urls.length} 个网址`, urls: urls.join('\n'), status, answer: answer.slice(0, 500), remain },
    overrideAccess: true,
    req,
  })
}

async function postpone(req: PayloadRequest, urls: string[]) {
  await req.payload.jobs.queue({ task: 'submitToBaidu', input: { urls }, waitUntil: nextChinaMidnight(), req })
}

/**
 * Submits published pages to Baidu (百度普通收录): queued when staff publish
 * or update a product, article, activity or download and a token is set in
 * site config. Retries on failure; once Baidu says the day's quota is used
 * up, later submissions wait for China's midnight instead of being refused.
 */
export const submitToBaidu: TaskConfig<{ input: { urls: string[] }; output: { answer: string } }> = {
  slug: 'submitToBaidu',
  label: '百度收录推送',
  inputSchema: [{ name: 'urls', type: 'json', required: true }],
  outputSchema: [{ name: 'answer', type: 'text', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    const urls = (Array.isArray(input.urls) ? input.urls : []).filter((url): url is string => typeof url === 'string')
    const settings = ((await req.payload.findGlobal({ slug: 'site-config', depth: 0, overrideAccess: true, req })) as BaiduSettings).baidu_push
    if (!urls.length || !settings?.token || !settings.site) return { output: { answer: '未设置百度推送令牌，未提交' } }
    if (await quotaUsedUpToday(req)) {
      await postpone(req, urls)
      await record(req, urls, 'postponed', '今日配额已用完，已安排在北京时间零点后提交')
      return { output: { answer: 'postponed' } }
    }
    const target = `${endpoint()}?site=${encodeURIComponent(settings.site)}&token=${encodeURIComponent(settings.token)}`
    let text: string
    let status: number
    try {
      const response = await fetch(target, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: urls.join('\n'), signal: AbortSignal.timeout(15_000) })
      status = response.status
      text = await response.text()
    } catch (error) {
      await record(req, urls, 'failed', `无法连接百度：${(error as Error).message}`)
      throw error
    }
    let answer: BaiduAnswer = {}
    try {
      answer = JSON.parse(text) as BaiduAnswer
    } catch {
      // Not JSON: recorded as it came.
    }
    if (status === 200 && typeof answer.success === 'number') {
      await record(req, urls, 'success', text, answer.remain)
      return { output: { answer: text } }
    }
    if (answer.message === 'over quota') {
      await postpone(req, urls)
      await record(req, urls, 'postponed', text, 0)
      return { output: { answer: text } }
    }
    await record(req, urls, 'failed', `HTTP ${status}：${text}`)
    throw new Error(`百度拒绝了提交（HTTP ${status}）：${text.slice(0, 200)}`)
  },
}
