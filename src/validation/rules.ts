/**
 * Validation rules of spec section 5, shared by the browser forms and the
 * public contract. Messages are the spec's, field by field; the first failing
 * rule is the one reported.
 */
import { z } from 'zod'

// Anything the rules below do not word themselves (a wrong type, say) still reads in Chinese.
z.config(z.locales.zhCN())

/** Optional plus sign, 1–3 digits, then digits, spaces and dashes. */
export const PHONE_PATTERN = /^\+?\d{1,3}[\d -]+$/

/**
 * One phone number however it was typed: spaces and dashes dropped, and a
 * mainland mobile number without its +86 / 0086 prefix.
 */
export function normalisePhone(phone: string): string {
  const compact = phone.replace(/[\s-]/g, '')
  return compact.match(/^(?:\+86|0086|86)?(1\d{10})$/)?.[1] ?? compact
}

export const MESSAGES = {
  username: { required: '账号不能为空', min: '用户名最小六位' },
  name: { required: '姓名不能为空' },
  password: { required: '密码不能为空', min: '密码不能小于6位' },
  company: { required: '公司/学校不能为空' },
  email: { required: '邮箱不能为空', format: '邮箱格式不正确' },
  mobile: { required: '手机号不能为空', format: '手机号格式不正确' },
  tel: { format: '座机格式不正确' },
  address: { required: '地区不能为空' },
  apply: { required: '应用行业不能为空' },
  captcha: { required: '图形验证码不能为空' },
  activity: { required: '活动不能为空' },
  no: { required: '产品型号不能为空' },
  studyType: { required: '培训类型不能为空' },
  detail: { required: '描述详情不能为空' },
  afterType: { required: '售后类型不能为空' },
  wechatOrQq: '微信号与QQ必须填一个',
} as const

export const USERNAME_MIN = 6
export const PASSWORD_MIN = 6

/** Trimmed text; absent, null and blank all count as empty. */
const text = (required: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : typeof value === 'number' ? String(value) : value),
    z.string({ error: required }).trim().min(1, { error: required }),
  )

const optionalText = () =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : typeof value === 'number' ? String(value) : value),
    z.string().trim(),
  )

export const rules = {
  username: text(MESSAGES.username.required).pipe(z.string().min(USERNAME_MIN, { error: MESSAGES.username.min })),
  name: text(MESSAGES.name.required),
  password: text(MESSAGES.password.required).pipe(z.string().min(PASSWORD_MIN, { error: MESSAGES.password.min })),
  company: text(MESSAGES.company.required),
  email: text(MESSAGES.email.required).pipe(z.email({ error: MESSAGES.email.format })),
  mobile: text(MESSAGES.mobile.required).pipe(z.string().regex(PHONE_PATTERN, { error: MESSAGES.mobile.format })),
  tel: optionalText().pipe(z.union([z.literal(''), z.string().regex(PHONE_PATTERN, { error: MESSAGES.tel.format })])),
  captcha: text(MESSAGES.captcha.required),
  apply: text(MESSAGES.apply.required),
  activity: text(MESSAGES.activity.required),
  no: text(MESSAGES.no.required),
  studyType: text(MESSAGES.studyType.required),
  detail: text(MESSAGES.detail.required),
  afterType: text(MESSAGES.afterType.required),
  optional: optionalText(),
  /** Region ids; arrives as a list or as the comma-joined string the spec's client sends. */
  address: z.preprocess(
    (value) => {
      if (Array.isArray(value)) return value.map((item) => String(item).trim()).filter(Boolean)
      if (typeof value === 'string') return value.split(',').map((item) => item.trim()).filter(Boolean)
      return []
    },
    z.array(z.string()).min(1, { error: MESSAGES.address.required }),
  ),
}

/** Either wechat or qq must be filled (activity sign-up form). */
export function requireWechatOrQq<T extends { wechat?: string; qq?: string }>(value: T, context: z.RefinementCtx) {
  if (!value.wechat && !value.qq) context.addIssue({ code: 'custom', message: MESSAGES.wechatOrQq, path: ['wechat'] })
}

/** The first message of a failed parse, as the contract and the forms report it. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? '参数错误'
}
