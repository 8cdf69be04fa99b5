'use client'

import { Button, Form, Input, message } from 'antd'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { ON_BLUR, toastFailure } from '@/features/forms/form-helpers'
import grid from '@/features/forms/form-grid.module.css'
import { NewPasswordFields } from '@/features/forms/new-password-fields'
import { useFormText } from '@/features/forms/form-text'
import { showFirstError } from '@/features/forms/zod-rule'
import { pathIn, type SiteLanguage } from '@/i18n/routing'
import { api } from '@/lib/api-client'
import type { Messages } from '@/messages/catalogue'

import { openLogin } from '../login-events'
import { useMember } from '../member-context'

import styles from './centre.module.css'

type Values = { oldpassword: string; newpassword: string; repassword: string }

type Props = { lang: SiteLanguage; labels: Messages['member']['passwordForm'] }

/**
 * Changes the password (POST /api/member/change_password). The contract ends
 * every session of the member and clears the cookie, so the page forgets the
 * member, goes home (in the page's language) and asks for a login with the
 * new password.
 */
export function PasswordForm({ lang, labels }: Props) {
  const [form] = Form.useForm<Values>()
  const router = useRouter()
  const { forget } = useMember()
  const { validation } = useFormText()
  const [busy, setBusy] = useState(false)

  const submit = async (values: Values) => {
    if (busy) return
    setBusy(true)
    try {
      const { msg } = await api('/api/member/change_password', { method: 'POST', body: values })
      message.success(msg || labels.success)
      forget()
      router.replace(pathIn(lang, '/'))
      openLogin({ redirect: pathIn(lang, '/member') })
    } catch (body) {
      toastFailure(body, labels.failed)
      setBusy(false)
    }
  }

  return (
    <Form form={form} name="password" layout="vertical" onFinish={submit} onFinishFailed={showFirstError} disabled={busy}>
      <div className={grid.grid}>
        <Form.Item label={labels.old} name="oldpassword" required {...ON_BLUR} rules={[{ required: true, message: validation.oldPasswordRequired }]} className={grid.wide}>
          <Input.Password autoComplete="current-password" maxLength={64} placeholder={labels.oldPlaceholder} />
        </Form.Item>
        <NewPasswordFields
          name="newpassword"
          dependencies={['oldpassword']}
          labels={{
            password: labels.new,
            passwordPlaceholder: labels.newPlaceholder,
            repassword: labels.repeat,
            repasswordPlaceholder: labels.repeatPlaceholder,
            repasswordEmpty: labels.repeatPlaceholder,
          }}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value) => {
                if (value && value === getFieldValue('oldpassword')) throw new Error(labels.same)
              },
            }),
          ]}
        />
      </div>
      <p className={styles.hint}>{labels.hint}</p>
      <Button type="primary" htmlType="submit" loading={busy}>
        {labels.submit}
      </Button>
    </Form>
  )
}
