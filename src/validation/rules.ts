/**
 * Validation rules of spec section 5, shared by the browser forms and the
 * public contract. Messages are the spec's, field by field; the first failing
 * rule is the one reported.
 */
import { z } from 'zod'

import { CHINA, countryCode } from '@/lib/countries'
import { fill } from '@/messages/fill'
import zhValidation from '@/messages/zh/validation.json'

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

/** The validation messages of one language: the `validation` namespace of the message catalogue. */
export type ValidationMessages = typeof zhValidation

/** The Chinese messages, word for word spec section 5's. */
export const ZH_VALIDATION: ValidationMessages = zhValidation

/** Field-by-field messages in Chinese (the contract's own language). */
export const MESSAGES = zhValidation.fields

export const USERNAME_MIN = 6
export const PASSWORD_MIN = 6

/**
 * Control characters other than tab and line breaks: nobody types them, and
 * PostgreSQL refuses NUL in text outright. Refused in every text field.
 */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

export const controlCharacterMessage = (label: string, messages: ValidationMessages = ZH_VALIDATION) => fill(messages.controlCharacters, { label })

/** A text field's value: absent and null are empty, numbers become text, anything else stays as sent so the string check refuses it. */
const asText = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'number' ? String(value) : value)

/** Trimmed text without control characters; absent, null and blank all count as empty. */
const text = (messages: ValidationMessages, required: string, label: string) =>
  z.preprocess(
    asText,
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .refine((value) => !CONTROL_CHARACTERS.test(value), {
        error: controlCharacterMessage(label, messages),
      }),
  )

const optionalText = (messages: ValidationMessages, label = messages.labels.input) =>
  z.preprocess(
    asText,
    z
      .string({ error: fill(messages.notText, { label }) })
      .trim()
      .refine((value) => !CONTROL_CHARACTERS.test(value), {
        error: controlCharacterMessage(label, messages),
      }),
  )

/** Region ids are digits (province 44, city 4403, district 440305). */
const REGION_ID = /^\d{1,12}$/

/** The rules of every field, with the messages of one language. */
export function createRules(messages: ValidationMessages) {
  const { fields: MESSAGES, labels } = messages
  return {
    username: text(messages, MESSAGES.username.required, labels.username).pipe(z.string().min(USERNAME_MIN, { error: MESSAGES.username.min })),
    name: text(messages, MESSAGES.name.required, labels.name),
    password: text(messages, MESSAGES.password.required, labels.password).pipe(z.string().min(PASSWORD_MIN, { error: MESSAGES.password.min })),
    company: text(messages, MESSAGES.company.required, labels.company),
    email: text(messages, MESSAGES.email.required, labels.email).pipe(z.email({ error: MESSAGES.email.format })),
    mobile: text(messages, MESSAGES.mobile.required, labels.mobile).pipe(z.string().regex(PHONE_PATTERN, { error: MESSAGES.mobile.format })),
    tel: optionalText(messages, labels.tel).pipe(z.union([z.literal(''), z.string().regex(PHONE_PATTERN, { error: MESSAGES.tel.format })])),
    captcha: text(messages, MESSAGES.captcha.required, labels.captcha),
    apply: text(messages, MESSAGES.apply.required, labels.apply),
    activity: text(messages, MESSAGES.activity.required, labels.activity),
    no: text(messages, MESSAGES.no.required, labels.no),
    studyType: text(messages, MESSAGES.studyType.required, labels.studyType),
    detail: text(messages, MESSAGES.detail.required, labels.detail),
    afterType: text(messages, MESSAGES.afterType.required, labels.afterType),
    optional: optionalText(messages),
    /** The 6-digit code of the password-reset mail. */
    emailCode: z.preprocess(
      asText,
      z
        .string({ error: MESSAGES.emailCode })
        .trim()
        .regex(/^\d{6}$/, { error: MESSAGES.emailCode }),
    ),
    /** Region ids; arrives as a list or as the comma-joined string the spec's client sends. */
    address: regionIds(MESSAGES, 1),
    /** The same list where it may be empty: a country other than China (requireRegionInChina checks the rest). */
    regionIds: regionIds(MESSAGES, 0),
    /** An ISO 3166-1 code; China when absent, as the Chinese site's forms and the spec's client send none. */
    country: z.preprocess(
      (value) => (value === undefined || value === null || value === '' ? CHINA : (countryCode(value) ?? value)),
      z.string({ error: MESSAGES.country.format }).refine((value) => countryCode(value) === value, { error: MESSAGES.country.format }),
    ),
    /** The English forms ask for the country outright. */
    countryRequired: z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().min(1, { error: MESSAGES.country.required })),
  }
}

function regionIds(MESSAGES: ValidationMessages['fields'], min: number) {
  return z.preprocess(
    (value) => {
      if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item.trim() : asText(item))).filter((item) => item !== '')
      if (typeof value === 'string')
        return value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      return []
    },
    z.array(z.string({ error: MESSAGES.address.format }).regex(REGION_ID, { error: MESSAGES.address.format })).min(min, { error: MESSAGES.address.required }),
  )
}

/**
 * A Chinese region (省市区) is required when the country is China, and kept
 * only then: a buyer abroad gives none. Runs even when other fields failed,
 * so the form hears of every missing field.
 */
export const requireRegionInChina =
  (messages: ValidationMessages = ZH_VALIDATION) =>
  (value: { country?: unknown; address?: unknown }, context: z.RefinementCtx) => {
    const inChina = (value?.country ?? CHINA) === CHINA
    if (inChina && !(Array.isArray(value?.address) && value.address.length)) context.addIssue({ code: 'custom', message: messages.fields.address.required, path: ['address'] })
  }

/** Runs a refinement even when other fields failed. */
export const always = { when: () => true }

/** The rules with the spec's Chinese messages: the contract's, and the forms' on the Chinese site. */
export const rules = createRules(ZH_VALIDATION)

/** Either wechat or qq must be filled (activity sign-up form). */
export const requireWechatOrQq =
  (messages: ValidationMessages = ZH_VALIDATION) =>
  <T extends { wechat?: string; qq?: string }>(value: T, context: z.RefinementCtx) => {
    if (!value.wechat && !value.qq)
      context.addIssue({
        code: 'custom',
        message: messages.fields.wechatOrQq,
        path: ['wechat'],
      })
  }

/** The first message of a failed parse, as the contract and the forms report it. */
export function firstMessage(error: z.ZodError, messages: ValidationMessages = ZH_VALIDATION): string {
  return error.issues[0]?.message ?? messages.invalid
}
