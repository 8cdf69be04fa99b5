/**
 * Validation rules of spec section 5, shared by the browser forms and the
 * public contract. Messages are the spec's, field by field; the first failing
 * rule is the one reported.
 */
import { z } from 'zod'

// Anything the rules below do not word themselves (a wrong type, say) still reads in Chinese.
z.config(z.locales.zhCN())
// Zod otherwise probes for eval (new Function) before its first object schema, which the
// Content-Security-Policy refuses and reports in the browser (docs/decisions/0012).
z.config({ jitless: true })

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
  address: { required: '地区不能为空', format: '地区格式不正确' },
  apply: { required: '应用行业不能为空' },
  captcha: { required: '图形验证码不能为空' },
  activity: { required: '活动不能为空' },
  no: { required: '产品型号不能为空' },
  studyType: { required: '培训类型不能为空' },
  detail: { required: '描述详情不能为空' },
  afterType: { required: '售后类型不能为空' },
  wechatOrQq: '微信号与QQ必须填一个',
  emailCode: '请输入 6 位邮箱验证码',
} as const

export const USERNAME_MIN = 6
export const PASSWORD_MIN = 6

/**
 * Control characters other than tab and line breaks: nobody types them, and
 * PostgreSQL refuses NUL in text outright. Refused in every text field.
 */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

export const controlCharacterMessage = (label: string) => `${label}含有无法识别的控制字符，请删除后重试`

/** A text field's value: absent and null are empty, numbers become text, anything else stays as sent so the string check refuses it. */
const asText = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'number' ? String(value) : value)

/** Trimmed text without control characters; absent, null and blank all count as empty. */
const text = (required: string, label: string) =>
  z.preprocess(
    asText,
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .refine((value) => !CONTROL_CHARACTERS.test(value), { error: controlCharacterMessage(label) }),
  )

const optionalText = (label = '输入内容') =>
  z.preprocess(
    asText,
    z
      .string({ error: `${label}必须是文本` })
      .trim()
      .refine((value) => !CONTROL_CHARACTERS.test(value), { error: controlCharacterMessage(label) }),
  )

/** Region ids are digits (province 44, city 4403, district 440305). */
const REGION_ID = /^\d{1,12}$/

export const rules = {
  username: text(MESSAGES.username.required, '账号').pipe(z.string().min(USERNAME_MIN, { error: MESSAGES.username.min })),
  name: text(MESSAGES.name.required, '姓名'),
  password: text(MESSAGES.password.required, '密码').pipe(z.string().min(PASSWORD_MIN, { error: MESSAGES.password.min })),
  company: text(MESSAGES.company.required, '公司/学校'),
  email: text(MESSAGES.email.required, '邮箱').pipe(z.email({ error: MESSAGES.email.format })),
  mobile: text(MESSAGES.mobile.required, '手机号').pipe(z.string().regex(PHONE_PATTERN, { error: MESSAGES.mobile.format })),
  tel: optionalText('座机').pipe(z.union([z.literal(''), z.string().regex(PHONE_PATTERN, { error: MESSAGES.tel.format })])),
  captcha: text(MESSAGES.captcha.required, '图形验证码'),
  apply: text(MESSAGES.apply.required, '应用行业'),
  activity: text(MESSAGES.activity.required, '活动'),
  no: text(MESSAGES.no.required, '产品型号'),
  studyType: text(MESSAGES.studyType.required, '培训类型'),
  detail: text(MESSAGES.detail.required, '描述详情'),
  afterType: text(MESSAGES.afterType.required, '售后类型'),
  optional: optionalText(),
  /** The 6-digit code of the password-reset mail. */
  emailCode: z.preprocess(asText, z.string({ error: MESSAGES.emailCode }).trim().regex(/^\d{6}$/, { error: MESSAGES.emailCode })),
  /** Region ids; arrives as a list or as the comma-joined string the spec's client sends. */
  address: z.preprocess(
    (value) => {
      if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item.trim() : asText(item))).filter((item) => item !== '')
      if (typeof value === 'string') return value.split(',').map((item) => item.trim()).filter(Boolean)
      return []
    },
    z.array(z.string({ error: MESSAGES.address.format }).regex(REGION_ID, { error: MESSAGES.address.format })).min(1, { error: MESSAGES.address.required }),
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
