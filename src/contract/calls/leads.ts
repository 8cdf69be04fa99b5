import { z } from 'zod'

import { joinActivity } from '@/collections/activity-joins/seats'
import { memberApplication, memberLog } from '@/data/leads.server'
import { memberInfo } from '@/data/members.server'
import { publishedModels } from '@/data/products.server'
import zhContract from '@/messages/zh/contract.json'
import type { Member } from '@/payload-types'
import { activityJoinSchema, afterSalesSchema, INQUIRY_LIMITS, INQUIRY_MESSAGES, inquirySchema, trainingSchema } from '@/validation/forms'
import { firstMessage, MESSAGES, normalisePhone } from '@/validation/rules'

import { requireCaptcha } from '../captcha.server'
import { defineCall } from '../define-call'
import { ContractError, fail } from '../envelope'
import { idParam, MAX_ID, pageParam, sizeParam } from '../inputs'

const LEADS = zhContract.leads

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
    const { docs } = await payload.find({ collection: 'activities', where: { and: [{ id: { equals: activityId } }, { _status: { equals: 'published' } }] }, limit: 1, depth: 0 })
    const activity = docs[0]
    if (!activity) throw fail(LEADS.activityGone)
    const now = Date.now()
    if (new Date(activity.deadline).getTime() < now || new Date(activity.endAt).getTime() < now) throw fail(LEADS.activityClosed)
    const outcome = await joinActivity(payload, {
      activity: activityId,
      member: member?.id,
      name: input.name,
      company: input.company,
      phone: normalisePhone(input.mobile),
      tel: input.tel,
      email: input.email,
      wechat: input.wechat,
      qq: input.qq,
      address: input.address,
      apply: input.apply,
    })
    if (outcome.status === 'duplicate') throw fail(LEADS.alreadyJoined)
    if (outcome.status === 'full') throw fail(LEADS.activityFull)
    return { msg: LEADS.joined, data: null }
  },
})

/** Fills the member section from the account for signed-in members. */
function withAccount(input: unknown, member: Member | null): unknown {
  if (!member || !input || typeof input !== 'object') return input
  const info = memberInfo(member)
  const record = input as Record<string, unknown>
  const pick = (key: string, value: unknown) => (record[key] === undefined || record[key] === '' ? value : record[key])
  return {
    ...record,
    name: pick('name', info.name),
    company: pick('company', info.company),
    email: pick('email', info.email),
    mobile: pick('mobile', pick('phone', info.phone)),
    tel: pick('tel', info.tel),
    address: pick('address', info.address),
    apply: pick('apply', info.apply),
  }
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
      const created = await payload.create({
        collection: 'applications',
        data: {
          kind,
          status: 'new',
          member: member?.id,
          name: data.name,
          company: data.company,
          phone: data.mobile,
          tel: data.tel,
          email: data.email,
          address: data.address,
          apply: data.apply,
          no: kind === 'after-sales' ? data.no : undefined,
          afterType: kind === 'after-sales' ? data.afterType : undefined,
          studyType: kind === 'training' ? data.studyType : undefined,
          detail: data.detail,
        },
        overrideAccess: true,
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
    const products = await publishedModels([...quantities.keys()])
    if (products.length !== quantities.size) throw fail(INQUIRY_MESSAGES.product)
    const byId = new Map(products.map((product) => [product.id, product]))
    const created = await payload.create({
      collection: 'inquiries',
      data: {
        status: 'new',
        member: member?.id,
        items: [...quantities].map(([id, quantity]) => ({ product: id, model: byId.get(id)!.model, quantity })),
        name: data.name,
        company: data.company,
        phone: data.mobile,
        tel: data.tel,
        email: data.email,
        address: data.address,
        apply: data.apply,
        message: data.message,
      },
      overrideAccess: true,
    })
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

