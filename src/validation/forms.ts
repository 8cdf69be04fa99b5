/**
 * Form schemas built from the field rules: the same objects validate the
 * browser forms and the public contract. Fields are checked in the order a
 * person fills them in, so the first message is the one shown.
 */
import { z } from 'zod'

import { fill } from '@/messages/fill'
import { always, createRules, requireRegionInChina, requireWechatOrQq, ZH_VALIDATION, type ValidationMessages } from './rules'

export const PASSWORD_MISMATCH = ZH_VALIDATION.passwordMismatch

/** The confirmation field arrives under any of the names clients use. */
function confirmation(input: Record<string, unknown>): unknown {
  return input.repassword ?? input.password_confirm ?? input.confirm_password ?? input.confirmPassword
}

const passwordsMatch = (field: 'password' | 'newpassword', message: string) => (value: Record<string, unknown>, context: z.RefinementCtx) => {
  if (value.repassword !== value[field]) context.addIssue({ code: 'custom', message, path: ['repassword'] })
}

/** Accepts the spec's `mobile` or the member field name `phone`. */
const withMobile = (input: unknown) => {
  if (!input || typeof input !== 'object') return input
  const record = input as Record<string, unknown>
  return { ...record, mobile: record.mobile ?? record.phone }
}

const withConfirmation = (input: unknown) =>
  input && typeof input === 'object' ? { ...(input as Record<string, unknown>), repassword: confirmation(input as Record<string, unknown>) } : input

/** At most this many models per inquiry, and this many units of one model. */
export const INQUIRY_LIMITS = { items: 50, quantity: 9_999, message: 1_000 } as const

/** The inquiry's own messages, with the limits filled in. */
export function inquiryMessages(messages: ValidationMessages) {
  const { empty, tooMany, product, quantity, message } = messages.inquiry
  return {
    empty,
    tooMany: fill(tooMany, { max: INQUIRY_LIMITS.items }),
    product,
    quantity: fill(quantity, { max: INQUIRY_LIMITS.quantity }),
    message: fill(message, { max: INQUIRY_LIMITS.message }),
  }
}

export const INQUIRY_MESSAGES = inquiryMessages(ZH_VALIDATION)

/** Every form's schema, with the messages of one language (the browser forms of the English site pass the English ones). */
export function createSchemas(messages: ValidationMessages) {
  const rules = createRules(messages)
  const loginSchema = z.object({
    username: rules.username,
    password: rules.password,
    captcha: rules.captcha,
    hash: rules.optional,
  })

  /** The member section: the profile, and the applicant of after-sales and training applications. */
  const applicantFields = {
    name: rules.name,
    company: rules.company,
    email: rules.email,
    mobile: rules.mobile,
    tel: rules.tel,
    country: rules.country,
    address: rules.regionIds,
    apply: rules.apply,
  }
  const regionInChina = requireRegionInChina(messages)

  const profileFields = { ...applicantFields, wechat: rules.optional, qq: rules.optional }

  const registrationSchema = z.preprocess(
    (input) => withConfirmation(withMobile(input)),
    z
      .object({
        username: rules.username,
        password: rules.password,
        repassword: rules.optional,
        ...profileFields,
        captcha: rules.captcha,
        hash: rules.optional,
      })
      .superRefine(regionInChina, always)
      .superRefine(passwordsMatch('password', messages.passwordMismatch)),
  )

  const profileSchema = z.preprocess(withMobile, z.object(profileFields).superRefine(regionInChina, always))

  const passwordChangeSchema = z.preprocess(
    withConfirmation,
    z
      .object({
        oldpassword: z.preprocess((value) => value ?? '', z.string().min(1, { error: messages.oldPasswordRequired })),
        newpassword: rules.password,
        repassword: rules.optional,
      })
      .superRefine(passwordsMatch('newpassword', messages.passwordMismatch)),
  )

  /** Activity sign-up form (spec section 3); name also arrives as user_name; the graphic captcha for visitors. */
  const activityJoinSchema = z.preprocess(
    (input) => {
      if (!input || typeof input !== 'object') return input
      const record = withMobile(input) as Record<string, unknown>
      return { ...record, name: record.name ?? record.user_name }
    },
    z
      .object({
        id: rules.activity,
        name: rules.name,
        company: rules.company,
        mobile: rules.mobile,
        tel: rules.tel,
        email: rules.email,
        country: rules.country,
        address: rules.regionIds,
        apply: rules.apply,
        wechat: rules.optional,
        qq: rules.optional,
        // Required of visitors who are not signed in; the contract checks it once it knows the member.
        captcha: rules.optional,
        hash: rules.optional,
      })
      .superRefine(regionInChina, always)
      .superRefine(requireWechatOrQq(messages)),
  )

  const afterSalesSchema = z.preprocess(
    withMobile,
    z
      .object({ ...applicantFields, no: rules.no, afterType: rules.afterType, detail: rules.detail, captcha: rules.optional, hash: rules.optional })
      .superRefine(regionInChina, always),
  )

  const trainingSchema = z.preprocess(
    withMobile,
    z.object({ ...applicantFields, studyType: rules.studyType, detail: rules.detail, captcha: rules.optional, hash: rules.optional }).superRefine(regionInChina, always),
  )

  const INQUIRY_MESSAGES = inquiryMessages(messages)

  const inquiryItem = z.object({
    id: z.coerce
      .number({ error: INQUIRY_MESSAGES.product })
      .int({ error: INQUIRY_MESSAGES.product })
      .positive({ error: INQUIRY_MESSAGES.product })
      .max(2_147_483_647, { error: INQUIRY_MESSAGES.product }),
    quantity: z.coerce
      .number({ error: INQUIRY_MESSAGES.quantity })
      .int({ error: INQUIRY_MESSAGES.quantity })
      .min(1, { error: INQUIRY_MESSAGES.quantity })
      .max(INQUIRY_LIMITS.quantity, { error: INQUIRY_MESSAGES.quantity }),
  })

  /** The inquiry (询价) form: the models and quantities of the basket, the applicant, a note; visitors add the captcha. */
  const inquirySchema = z.preprocess(
    withMobile,
    z
      .object({
        items: z.array(inquiryItem, { error: INQUIRY_MESSAGES.empty }).min(1, { error: INQUIRY_MESSAGES.empty }).max(INQUIRY_LIMITS.items, { error: INQUIRY_MESSAGES.tooMany }),
        ...applicantFields,
        message: rules.optional.pipe(z.string().max(INQUIRY_LIMITS.message, { error: INQUIRY_MESSAGES.message })),
        captcha: rules.optional,
        hash: rules.optional,
      })
      .superRefine(regionInChina, always),
  )

  return { loginSchema, registrationSchema, profileSchema, passwordChangeSchema, activityJoinSchema, afterSalesSchema, trainingSchema, inquirySchema }
}

/** The schemas with the spec's Chinese messages: the contract's, and the forms' on the Chinese site. */
export const { loginSchema, registrationSchema, profileSchema, passwordChangeSchema, activityJoinSchema, afterSalesSchema, trainingSchema, inquirySchema } =
  createSchemas(ZH_VALIDATION)
