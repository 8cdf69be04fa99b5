'use client'

import { Form, Input } from 'antd'
import type { Rule } from 'antd/es/form'

import { ON_BLUR, sameAs } from './form-helpers'
import { useFormText } from './form-text'
import { zodRule } from './zod-rule'

export type NewPasswordLabels = { password: string; passwordPlaceholder: string; repassword: string; repasswordPlaceholder: string; repasswordEmpty: string }

type Props = {
  labels: NewPasswordLabels
  /** The new password's field: `password` (sign-up, reset) or `newpassword` (the member centre's change). */
  name?: 'password' | 'newpassword'
  /** Further checks of the new password, after the shared password rule. */
  rules?: Rule[]
  /** Fields the new password is checked against again when they change. */
  dependencies?: string[]
}

/** A new password and its confirmation, checked by spec section 5's password rule and against each other. */
export function NewPasswordFields({ labels, name = 'password', rules = [], dependencies }: Props) {
  const { rules: fieldRules, validation } = useFormText()
  return (
    <>
      <Form.Item label={labels.password} name={name} required dependencies={dependencies} {...ON_BLUR} rules={[zodRule(fieldRules.password), ...rules]}>
        <Input.Password autoComplete="new-password" maxLength={64} placeholder={labels.passwordPlaceholder} />
      </Form.Item>
      <Form.Item
        label={labels.repassword}
        name="repassword"
        required
        dependencies={[name]}
        {...ON_BLUR}
        rules={[sameAs(name, { empty: labels.repasswordEmpty, mismatch: validation.passwordMismatch })]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} placeholder={labels.repasswordPlaceholder} />
      </Form.Item>
    </>
  )
}
