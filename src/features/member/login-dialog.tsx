'use client'

import { Button, Form, Input, Modal, message } from 'antd'
import Link from 'next/link'
import { useRef, useState } from 'react'

import { AntdProvider } from '@/features/forms/antd-provider'
import { CaptchaField, type CaptchaHandle } from '@/features/forms/captcha-field'
import { FORM_DEFAULTS, zodRule } from '@/features/forms/zod-rule'
import { rules } from '@/validation/rules'

import { api, envelopeMessage } from './api-client'

/** Spec section 9: the page reloads this long after a successful login. */
const RELOAD_DELAY_MS = 100

type Props = { open: boolean; redirect?: string; onClose: () => void }
type Values = { username: string; password: string; captcha: string; hash: string }

/**
 * The login dialog (spec sections 2 and 4), loaded on demand: blocked while a
 * request is in flight; success says 登录成功, closes and reloads (or goes to
 * where the guard sent the visitor from); failure shows why and refreshes the captcha.
 */
export default function LoginDialog({ open, redirect, onClose }: Props) {
  const [form] = Form.useForm<Values>()
  const captcha = useRef<CaptchaHandle>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (values: Values) => {
    if (busy) return
    setBusy(true)
    try {
      await api('/api/index/login', { method: 'POST', body: values })
      message.success('登录成功')
      onClose()
      setTimeout(() => (redirect ? window.location.assign(redirect) : window.location.reload()), RELOAD_DELAY_MS)
    } catch (body) {
      message.error(envelopeMessage(body, '登录失败，请稍后重试'))
      captcha.current?.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <AntdProvider>
      <Modal title="登录" open={open} onCancel={onClose} footer={null} width={{ xs: '90%', sm: 420 }} destroyOnHidden>
        <Form form={form} {...FORM_DEFAULTS} onFinish={submit} disabled={busy} className="login-form">
          <Form.Item label="账号" name="username" validateTrigger="onBlur" hasFeedback rules={[zodRule(rules.username)]}>
            <Input autoComplete="username" placeholder="请输入账号" />
          </Form.Item>
          <Form.Item label="密码" name="password" validateTrigger="onBlur" hasFeedback rules={[zodRule(rules.password)]}>
            <Input.Password autoComplete="current-password" placeholder="请输入密码" />
          </Form.Item>
          <CaptchaField ref={captcha} />
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            登录
          </Button>
          <div className="login-form__links">
            <Link href="/sign-up" onClick={onClose}>
              注册会员
            </Link>
            <Link href="/member/reset" onClick={onClose}>
              忘记密码？
            </Link>
          </div>
        </Form>
      </Modal>
    </AntdProvider>
  )
}
