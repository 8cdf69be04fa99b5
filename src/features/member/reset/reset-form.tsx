'use client'

import { Button, Form, Input, message } from 'antd'
import { useEffect, useState } from 'react'

import { showFirstError, zodRule } from '@/features/forms/zod-rule'
import { rules } from '@/validation/rules'

import { api } from '../api-client'
import { ON_BLUR, sameAs, toastFailure } from '@/features/forms/form-helpers'
import { openLogin } from '../login-events'

import styles from './reset.module.css'

/** Spec section 7: the e-mail code can be sent again after this many seconds (the call says so too). */
const RESEND_SECONDS = 10

type Values = { email: string; code: string; password: string; repassword: string }

/**
 * Password reset by e-mail code (POST /api/index/forgot_password): step 1
 * sends the code to the address, step 2 sets the new password; success opens
 * the login dialog.
 */
export function ResetForm() {
  const [form] = Form.useForm<Values>()
  const [countdown, setCountdown] = useState(0)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)

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
      message.success(msg || '验证码已发送，请查收邮件')
      setSent(true)
      setCountdown(data?.countdown || RESEND_SECONDS)
    } catch (body) {
      toastFailure(body, '验证码发送失败，请稍后重试')
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
      message.success(msg || '密码重置成功，请使用新密码登录')
      form.resetFields(['code', 'password', 'repassword'])
      openLogin({ redirect: '/member' })
    } catch (body) {
      toastFailure(body, '重置失败，请稍后重试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.form}>
      <Form form={form} name="reset" layout="vertical" onFinish={submit} onFinishFailed={showFirstError} disabled={busy}>
        <Form.Item label="注册邮箱" name="email" required {...ON_BLUR} rules={[zodRule(rules.email)]}>
          <Input type="email" autoComplete="email" maxLength={100} placeholder="请输入注册时填写的邮箱" />
        </Form.Item>
        <Form.Item label="邮箱验证码" htmlFor="reset_code" required>
          <div className={styles.codeRow}>
            <Form.Item
              name="code"
              noStyle
              validateTrigger="onBlur"
              rules={[
                { required: true, message: '请输入邮箱验证码' },
                { pattern: /^\d{6}$/, message: '请输入 6 位邮箱验证码' },
              ]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="6 位数字" />
            </Form.Item>
            <Button onClick={() => void sendCode()} disabled={countdown > 0 || busy} loading={sending} className={styles.send}>
              {countdown > 0 ? `${countdown} 秒后重发` : sent ? '重新发送' : '发送验证码'}
            </Button>
          </div>
        </Form.Item>
        <Form.Item label="新密码" name="password" required {...ON_BLUR} rules={[zodRule(rules.password)]}>
          <Input.Password autoComplete="new-password" maxLength={64} placeholder="至少 6 位" />
        </Form.Item>
        <Form.Item label="确认新密码" name="repassword" required dependencies={['password']} {...ON_BLUR} rules={[sameAs('password', '请再次输入新密码')]}>
          <Input.Password autoComplete="new-password" maxLength={64} placeholder="请再次输入新密码" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          重置密码
        </Button>
        <p className={styles.switch}>
          想起密码了？
          <button type="button" className={styles.link} onClick={() => openLogin({ redirect: '/member' })}>
            直接登录
          </button>
        </p>
      </Form>
    </div>
  )
}
