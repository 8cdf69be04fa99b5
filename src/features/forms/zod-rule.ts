import type { FormProps } from 'antd'
import type { Rule } from 'antd/es/form'
import { message } from 'antd'
import type { z } from 'zod'

import { firstMessage, type ValidationMessages } from '@/validation/rules'

/**
 * An antd rule from a rule of the shared validation module (spec section 5):
 * same messages in the browser and on the server. The rule carries the
 * messages of the page's language (useFormText().rules); `messages` only
 * words a failure the rule does not word itself.
 */
export function zodRule(schema: z.ZodType, messages?: ValidationMessages): Rule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(value)
      if (!result.success) throw new Error(firstMessage(result.error, messages))
    },
  }
}

/**
 * A form submitted with missing or invalid fields logs to the console and
 * shows the first error message, or '{prop} is required' (spec section 8).
 */
export const showFirstError: NonNullable<FormProps['onFinishFailed']> = ({ errorFields }) => {
  console.warn('form invalid', errorFields)
  const first = errorFields[0]
  if (first) message.error(first.errors[0] ?? `${String(first.name.join('.'))} is required`)
}

/**
 * Props every site form shares: labels above fields, the shared rules instead
 * of the browser's own checks (which would block a submit silently), and the
 * first error as a toast.
 */
export const FORM_DEFAULTS = { layout: 'vertical', noValidate: true, requiredMark: false, onFinishFailed: showFirstError } satisfies FormProps
