'use client'

import { Button, Form, Input, Modal, message } from 'antd'
import Link from 'next/link'
import { useRef, useState } from 'react'

import { CaptchaField, type CaptchaHandle } from '@/features/forms/captcha-field'
import { inPageLanguage, loadDialogText } from '@/features/forms/dialog-text'
import { useFormText } from '@/features/forms/form-text'
import { FORM_DEFAULTS, zodRule } from '@/features/forms/zod-rule'
import { pathIn } from '@/i18n/routing'
import { api, envelopeMessage } from '@/lib/api-client'
import { pageLanguage } from '@/lib/page-language'

/** Spec section 9: the page reloads this long after a successful login. */
const RELOAD_DELAY_MS = 100

type Props = { open: boolean; redirect?: string; onClose: () => void }
type Values = { username: string; password: string; captcha: string; hash: string }

/**
 * The login dialog (spec sections 2 and 4), loaded on demand with its texts
 * in the page's language: blocked while a request is in flight; success says
 * 登录成功, closes and reloads (or goes to where the guard sent the visitor
 * from); failure shows why and refreshes the captcha.
 */
const LoginDialog = inPageLanguage(LoginForm)
export default LoginDialog

/** Starts fetching the dialog's texts in the page's language (before the first click). */
export const preloadLoginText = () => void loadDialogText(pageLanguage())

function LoginForm({ open, redirect, onClose }: Props) {
  const [form] = Form.useForm<Values>()
  const { lang, text, rules } = useFormText()
  const words = text.login
  const captcha = useRef<CaptchaHandle>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (values: Values) => {
    if (busy) return
    setBusy(true)
    try {
      await api('/api/index/login', { method: 'POST', body: values })
      message.success(words.success)
      onClose()
      setTimeout(() => (redirect ? window.location.assign(redirect) : window.location.reload()), RELOAD_DELAY_MS)
    } catch (body) {
      message.error(envelopeMessage(body, words.failed))
      captcha.current?.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal title={words.title} open={open} onCancel={onClose} footer={null} width={{ xs: '90%', sm: 420 }} destroyOnHidden>
      <Form form={form} {...FORM_DEFAULTS} onFinish={submit} disabled={busy} className="login-form">
        <Form.Item label={words.username} name="username" validateTrigger="onBlur" hasFeedback rules={[zodRule(rules.username)]}>
          <Input autoComplete="username" placeholder={words.usernamePlaceholder} />
        </Form.Item>
        <Form.Item label={words.password} name="password" validateTrigger="onBlur" hasFeedback rules={[zodRule(rules.password)]}>
          <Input.Password autoComplete="current-password" placeholder={words.passwordPlaceholder} />
        </Form.Item>
        <CaptchaField ref={captcha} />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {words.submit}
        </Button>
        <div className="login-form__links">
          <Link href={pathIn(lang, '/sign-up')} onClick={onClose}>
            {words.signUp}
          </Link>
          <Link href={pathIn(lang, '/member/reset')} onClick={onClose}>
            {words.forgot}
          </Link>
        </div>
      </Form>
    </Modal>
  )
}
