'use client'

import { Button, Form, Input, message } from 'antd'
import { useEffect, useState } from 'react'

import { ON_BLUR, toastFailure } from '@/features/forms/form-helpers'
import { NewPasswordFields } from '@/features/forms/new-password-fields'
import { useFormText, withButton } from '@/features/forms/form-text'
import { showFirstError, zodRule } from '@/features/forms/zod-rule'
import { pathIn, type SiteLanguage } from '@/i18n/routing'
import { api } from '@/lib/api-client'
import type { Messages } from '@/messages/catalogue'
import { fill } from '@/messages/fill'

import { openLogin } from '../login-events'

import styles from './reset.module.css'

/** Spec section 7: the e-mail code can be sent again after this many seconds (the call says so too). */
const RESEND_SECONDS = 10

type Values = { email: string; code: string; password: string; repassword: string }

type Props = { lang: SiteLanguage; labels: Messages['member']['resetForm'] }

/**
 * Password reset by e-mail code (POST /api/index/forgot_password): step 1
 * sends the code to the address, step 2 sets the new password; success opens
 * the login dialog, which leads to the member centre in the page's language,
 * and leaves a 去登录 button in place of the form.
 */
export function ResetForm({ lang, labels }: Props) {
  const [form] = Form.useForm<Values>()
  const { rules } = useFormText()
  const [countdown, setCountdown] = useState(0)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const login = () => openLogin({ redirect: pathIn(lang, '/member') })

  useEffect(() => {
    if (countdown <= 0) return
    const timer = setTimeout(() => setCountdown((value) => value - 1), 1000)
    return () => clearTimeout(timer)
  }, [countdown])

  const sendCode = async () => {
    let email: string
    try {
      ;({ email } = await form.validateFields(['email']))
    } catch {
      return
    }
    setSending(true)
    try {
      const { msg, data } = await api<{ countdown?: number }>('/api/index/forgot_password', { method: 'POST', body: { email } })
      message.success(msg || labels.sent)
      setSent(true)
      setCountdown(data?.countdown || RESEND_SECONDS)
    } catch (body) {
      toastFailure(body, labels.sendFailed)
      const wait = (body as { data?: { retry_after?: number } } | undefined)?.data?.retry_after
      if (wait) setCountdown(wait)
    } finally {
      setSending(false)
    }
  }

  const submit = async (values: Values) => {
    if (busy) return
    setBusy(true)
    try {
      const { msg } = await api('/api/index/forgot_password', { method: 'POST', body: values })
      message.success(msg || labels.success)
      form.resetFields(['code', 'password', 'repassword'])
      setDone(true)
      login()
    } catch (body) {
      toastFailure(body, labels.failed)
    } finally {
      setBusy(false)
    }
  }

  // Once reset, the form gives way to the way in, for whoever closed the login dialog.
  if (done)
    return (
      <div className={styles.form} role="status">
        <h2 className={styles.doneTitle}>{labels.doneTitle}</h2>
        <p className={styles.doneText}>{labels.doneText}</p>
        <Button type="primary" size="large" block onClick={login}>
          {labels.goLogin}
        </Button>
      </div>
    )

  return (
    <div className={styles.form}>
      <Form form={form} name="reset" layout="vertical" onFinish={submit} onFinishFailed={showFirstError} disabled={busy}>
        <Form.Item label={labels.email} name="email" required {...ON_BLUR} rules={[zodRule(rules.email)]}>
          <Input type="email" autoComplete="email" maxLength={100} placeholder={labels.emailPlaceholder} />
        </Form.Item>
        <Form.Item label={labels.code} htmlFor="reset_code" required>
          <div className={styles.codeRow}>
            <Form.Item name="code" noStyle validateTrigger="onBlur" validateFirst rules={[{ required: true, message: labels.codeRequired }, zodRule(rules.emailCode)]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={labels.codePlaceholder} />
            </Form.Item>
            <Button onClick={() => void sendCode()} disabled={countdown > 0 || busy} loading={sending} className={styles.send}>
              {countdown > 0 ? fill(labels.countdown, { seconds: countdown }) : sent ? labels.resend : labels.send}
            </Button>
          </div>
        </Form.Item>
        <NewPasswordFields labels={{ ...labels, repasswordEmpty: labels.repasswordPlaceholder }} />
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {labels.submit}
        </Button>
        <p className={styles.switch}>{withButton(labels.remember, labels.login, login, styles.link)}</p>
      </Form>
    </div>
  )
}
