'use client'

import { Button, Form, Input, message } from 'antd'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { showFirstError } from '@/features/forms/zod-rule'
import type { MemberInfo } from '@/data/members.server'

import { api } from '../api-client'
import { toastFailure } from '@/features/forms/form-helpers'
import { MemberFields } from '@/features/forms/member-fields'

import styles from './centre.module.css'

/** Edits the member info of spec section 3 (POST /api/member/edit_user); the account name cannot change. */
export function ProfileForm({ member, industries }: { member: MemberInfo; industries: Record<string, string> }) {
  const [form] = Form.useForm()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const initialValues = {
    name: member.name,
    company: member.company,
    email: member.email,
    mobile: member.phone,
    tel: member.tel,
    address: member.address.length ? member.address : undefined,
    apply: member.apply || undefined,
    wechat: member.wechat,
    qq: member.qq,
  }

  const submit = async (values: Record<string, unknown>) => {
    if (busy) return
    setBusy(true)
    try {
      const { msg } = await api('/api/member/edit_user', { method: 'POST', body: values })
      message.success(msg || '修改成功')
      router.refresh()
    } catch (body) {
      toastFailure(body, '保存失败，请稍后重试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Form form={form} name="profile" layout="vertical" initialValues={initialValues} onFinish={submit} onFinishFailed={showFirstError} disabled={busy}>
      <div className={styles.grid}>
        <Form.Item label="账号" htmlFor="profile_username" extra="账号注册后不能修改">
          <Input id="profile_username" value={member.username} readOnly variant="filled" />
        </Form.Item>
        <MemberFields industries={industries} phoneField="mobile" contacts />
      </div>
      <Button type="primary" htmlType="submit" loading={busy} className={styles.submit}>
        保存修改
      </Button>
    </Form>
  )
}
