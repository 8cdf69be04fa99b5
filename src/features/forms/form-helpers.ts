import { message } from 'antd'
import type { FormRule } from 'antd'

import { PASSWORD_MISMATCH } from '@/validation/forms'

import { envelopeMessage, SYSTEM_ERROR, type Envelope } from '@/features/member/api-client'

/** Spec section 5: messages show on blur, and the field shows validating → success or error. */
export const ON_BLUR = { validateTrigger: 'onBlur', hasFeedback: true } as const

/** Selects and cascaders also validate on change, so a choice clears the message at once. */
export const ON_CHOICE = { validateTrigger: ['onChange', 'onBlur'], hasFeedback: true }

/** The confirmation must repeat the password field it names (两次输入的密码不一致). */
export function sameAs(field: string, emptyMessage = '请再次输入密码'): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value) => {
      if (!value) throw new Error(emptyMessage)
      if (value !== getFieldValue(field)) throw new Error(PASSWORD_MISMATCH)
    },
  })
}

/** The server's reason as a toast; 10005 has already shown its own. */
export function toastFailure(body: unknown, fallback = '提交失败，请稍后重试'): void {
  if ((body as Partial<Envelope<unknown>> | undefined)?.code === SYSTEM_ERROR) return
  message.error(envelopeMessage(body, fallback))
}
