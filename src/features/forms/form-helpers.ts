import { message } from 'antd'
import type { FormRule } from 'antd'

import { envelopeMessage, isSystemError } from '@/lib/api-client'

/** Spec section 5: messages show on blur, and the field shows validating → success or error. */
export const ON_BLUR = { validateTrigger: 'onBlur', hasFeedback: true } as const

/** Selects and cascaders also validate on change, so a choice clears the message at once. */
export const ON_CHOICE = { validateTrigger: ['onChange', 'onBlur'], hasFeedback: true }

/** The confirmation must repeat the password field it names: `empty` when left blank, `mismatch` (两次输入的密码不一致) when it differs. */
export function sameAs(field: string, messages: { empty: string; mismatch: string }): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value) => {
      if (!value) throw new Error(messages.empty)
      if (value !== getFieldValue(field)) throw new Error(messages.mismatch)
    },
  })
}

/** The server's reason as a toast, or `fallback`; 10005 has already shown its own. */
export function toastFailure(body: unknown, fallback: string): void {
  if (isSystemError(body)) return
  message.error(envelopeMessage(body, fallback))
}
