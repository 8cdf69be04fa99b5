'use client'

import { Button, Form, Input, message } from 'antd'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { showFirstError, zodRule } from '@/features/forms/zod-rule'
import { rules } from '@/validation/rules'

import { api } from '../api-client'
import { ON_BLUR, sameAs, toastFailure } from '@/features/forms/form-helpers'
import { openLogin } from '../login-events'
import { useMember } from '../member-context'

import styles from './centre.module.css'

type Values = { oldpassword: string; newpassword: string; repassword: string }

/**
 * Changes the password (POST /api/member/change_password). The contract ends
 * every session of the member and clears the cookie, so the page forgets the
 * member, goes home and asks for a login with the new password.
 */
export function PasswordForm() {
  const [form] = Form.useForm<Values>()
  const router = useRouter()
  const { forget } = useMember()
  const [busy, setBusy] = useState(false)

  const submit = async (values: Values) => {
    if (busy) return
    setBusy(true)
    try {
      const { msg } = await api('/api/member/change_password', { method: 'POST', body: values })
      message.success(msg || '密码已修改，请重新登录')
      forget()
      router.replace('/')
      openLogin({ redirect: '/member' })
    } catch (body) {
      toastFailure(body, '修改失败，请稍后重试')
      setBusy(false)
    }
  }

  return (
    <Form form={form} name="password" layout="vertical" onFinish={submit} onFinishFailed={showFirstError} disabled={busy} className={styles.narrow}>
      <Form.Item label="原密码" name="oldpassword" required {...ON_BLUR} rules={[{ required: true, message: '请输入原密码' }]}>
        <Input.Password autoComplete="current-password" maxLength={64} placeholder="请输入当前使用的密码" />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="newpassword"
        required
        dependencies={['oldpassword']}
        {...ON_BLUR}
        rules={[
          zodRule(rules.password),
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (value && value === getFieldValue('oldpassword')) throw new Error('新密码不能与原密码相同')
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} placeholder="至少 6 位" />
      </Form.Item>
      <Form.Item label="确认新密码" name="repassword" required dependencies={['newpassword']} {...ON_BLUR} rules={[sameAs('newpassword', '请再次输入新密码')]}>
        <Input.Password autoComplete="new-password" maxLength={64} placeholder="请再次输入新密码" />
      </Form.Item>
      <p className={styles.hint}>修改成功后，所有设备上的登录都会退出，请用新密码重新登录。</p>
      <Button type="primary" htmlType="submit" loading={busy}>
        修改密码
      </Button>
    </Form>
  )
}
