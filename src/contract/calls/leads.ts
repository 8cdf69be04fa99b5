import { z } from 'zod'

import { signUpForActivity } from '@/data/activity-joins.server'
import { createApplication, createInquiry, memberApplication, memberLog } from '@/data/leads.server'
import { applicantInput } from '@/data/applicant'
import { memberInfo } from '@/data/members.server'
import zhContract from '@/messages/zh/contract.json'
import type { Member } from '@/payload-types'
import { activityJoinSchema, afterSalesSchema, INQUIRY_LIMITS, INQUIRY_MESSAGES, inquirySchema, trainingSchema } from '@/validation/forms'
import { firstMessage, MESSAGES, normalisePhone } from '@/validation/rules'

import { requireCaptcha } from '../captcha.server'
import { defineCall } from '../define-call'
import { ContractError, fail } from '../envelope'
import { idParam, MAX_ID, pageParam, sizeParam } from '../inputs'

const LEADS = zhContract.leads

const JOIN_REFUSALS = { gone: LEADS.activityGone, closed: LEADS.activityClosed, duplicate: LEADS.alreadyJoined, full: LEADS.activityFull } as const

export const activeJoin = defineCall({
  scope: 'index',
  name: 'active_join',
  method: 'POST',
  tag: '活动',
  summary: '活动报名：id 为活动 id，姓名也可用 user_name 提交，address 为逗号分隔的地区 id；微信号与 QQ 至少填一个；未登录时需图形验证码（captcha、hash）',
  description:
    '已截止、已满或同一手机号重复报名时返回 code 0 和原因；一个手机号在同一活动只能占一个名额（空格、横线与 +86 前缀不计）。' +
    '登录会员的报名关联到账号，无需验证码。名额在并发报名下也不会超出，名额与报名记录在同一事务中写入。',
  auth: 'optional',
  limits: ['joinPerIp'],
  input: activityJoinSchema,
  handle: async ({ input, payload, member, ip }) => {
    if (!member) {
      if (!input.captcha) throw fail(MESSAGES.captcha.required)
      await requireCaptcha(payload, ip, input.hash, input.captcha)
    }
    const activityId = Number(input.id)
    if (!Number.isSafeInteger(activityId) || activityId <= 0 || activityId > MAX_ID) throw fail(LEADS.activityGone)
    const outcome = await signUpForActivity(payload, activityId, { ...input, mobile: normalisePhone(input.mobile) }, member?.id)
    if (outcome.kind !== 'joined') throw fail(JOIN_REFUSALS[outcome.kind])
    return { msg: LEADS.joined, data: null }
  },
})

/** Fills the member section from the account for signed-in members: each applicant field the request leaves empty (the mobile number may come as `phone`). */
function withAccount(input: unknown, member: Member | null): unknown {
  if (!member || !input || typeof input !== 'object') return input
  const record = input as Record<string, unknown>
  const sent = (key: string) => record[key] !== undefined && record[key] !== ''
  const account: Record<string, unknown> = applicantInput(memberInfo(member))
  if (sent('phone')) account.mobile = record.phone
  return { ...record, ...Object.fromEntries(Object.entries(account).filter(([key]) => !sent(key))) }
}

const applicationCall = (kind: 'after-sales' | 'training') =>
  defineCall({
    scope: 'index',
    name: kind === 'after-sales' ? 'apply_after' : 'apply_training',
    method: 'POST',
    tag: '服务',
    summary:
      kind === 'after-sales'
        ? '售后服务申请：申请人信息（姓名、公司、邮箱、手机、座机、地区、应用行业）与 no（产品型号）、afterType（售后类型）、detail；未登录时需图形验证码'
        : '培训申请：申请人信息与 studyType（培训类型）、detail；未登录时需图形验证码',
    description: '登录会员可省略申请人信息，默认取账号资料；申请关联到账号并出现在会员中心的记录中。',
    auth: 'optional',
    limits: ['applicationPerIp'],
    input: z.looseObject({}),
    documentedInput: kind === 'after-sales' ? afterSalesSchema : trainingSchema,
    handle: async ({ input, payload, member, ip }) => {
      const schema = kind === 'after-sales' ? afterSalesSchema : trainingSchema
      const parsed = schema.safeParse(withAccount(input, member))
      if (!parsed.success) throw new ContractError(firstMessage(parsed.error))
      const data = parsed.data as z.output<typeof afterSalesSchema> & Partial<z.output<typeof trainingSchema>>
      if (!member) {
        if (!data.captcha) throw fail(MESSAGES.captcha.required)
        await requireCaptcha(payload, ip, data.hash, data.captcha)
      }
      const created = await createApplication(payload, {
        kind,
        member: member?.id,
        applicant: data,
        no: data.no,
        afterType: data.afterType,
        studyType: data.studyType,
        detail: data.detail,
      })
      return { msg: LEADS.applicationSent, data: { id: created.id } }
    },
  })

export const applyAfter = applicationCall('after-sales')
export const applyTraining = applicationCall('training')

export const inquiry = defineCall({
  scope: 'index',
  name: 'inquiry',
  method: 'POST',
  tag: '产品',
  summary: '询价：items 为询价单里的产品（id、quantity），附申请人信息（姓名、公司、邮箱、手机、座机、地区、应用行业）与 message（补充说明）；未登录时需图形验证码',
  description: '登录会员可省略申请人信息，默认取账号资料。询价单作为线索进入后台的“询价单”，由销售跟进；产品须为已发布的产品，同一型号的数量合并。',
  auth: 'optional',
  limits: ['applicationPerIp'],
  input: z.looseObject({}),
  documentedInput: inquirySchema,
  handle: async ({ input, payload, member, ip }) => {
    const parsed = inquirySchema.safeParse(withAccount(input, member))
    if (!parsed.success) throw new ContractError(firstMessage(parsed.error))
    const data = parsed.data
    if (!member) {
      if (!data.captcha) throw fail(MESSAGES.captcha.required)
      await requireCaptcha(payload, ip, data.hash, data.captcha)
    }
    const quantities = new Map<number, number>()
    for (const item of data.items) quantities.set(item.id, Math.min(INQUIRY_LIMITS.quantity, (quantities.get(item.id) ?? 0) + item.quantity))
    const items = [...quantities].map(([product, quantity]) => ({ product, quantity }))
    const created = await createInquiry(payload, { member: member?.id, items, applicant: data, message: data.message })
    if (created.kind === 'unknown-product') throw fail(INQUIRY_MESSAGES.product)
    return { msg: LEADS.inquirySent, data: { id: created.id } }
  },
})

const logType = z.enum(['after-sales', 'training', 'activity'], { error: LEADS.logType })

export const applyList = defineCall({
  scope: 'member',
  name: 'apply_list',
  method: 'POST',
  tag: '会员',
  summary: '会员记录：售后申请、培训申请与活动报名，最新在前，可按 type 筛选；page 默认 1，size 默认 10',
  auth: 'member',
  input: z.object({ page: pageParam(), size: sizeParam(10), type: logType.optional() }),
  handle: async ({ input, payload, member, locale }) => ({ data: await memberLog(payload, (member as Member).id, { ...input, locale }) }),
})

export const applyDetail = defineCall({
  scope: 'member',
  name: 'apply_detail',
  method: 'GET',
  tag: '会员',
  summary: '会员记录详情：type 与 id（只能查看自己的记录）',
  auth: 'member',
  input: z.object({ type: logType, id: idParam(LEADS.recordNotFound) }),
  handle: async ({ input, payload, member, locale }) => {
    const detail = await memberApplication(payload, (member as Member).id, input.type, input.id, locale)
    if (!detail) throw fail(LEADS.recordNotFound)
    return { data: detail }
  },
})
