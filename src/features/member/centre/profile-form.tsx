'use client'

import { Button, Form, Input, message } from 'antd'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { MemberInfo } from '@/data/members.server'
import { toastFailure } from '@/features/forms/form-helpers'
import { MemberFields } from '@/features/forms/member-fields'
import { showFirstError } from '@/features/forms/zod-rule'
import { api } from '@/lib/api-client'
import type { Messages } from '@/messages/catalogue'

import styles from './centre.module.css'

type Props = { member: MemberInfo; industries: Record<string, string>; labels: Messages['member']['profileForm'] }

/** Edits the member info of spec section 3 (POST /api/member/edit_user); the account name cannot change. */
export function ProfileForm({ member, industries, labels }: Props) {
  const [form] = Form.useForm()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const initialValues = {
    name: member.name,
    company: member.company,
    email: member.email,
    mobile: member.phone,
    tel: member.tel,
    country: member.country,
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
      message.success(msg || labels.success)
      router.refresh()
    } catch (body) {
      toastFailure(body, labels.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Form form={form} name="profile" layout="vertical" initialValues={initialValues} onFinish={submit} onFinishFailed={showFirstError} disabled={busy}>
      <MemberFields
        industries={industries}
        phoneField="mobile"
        contacts
        leading={
          <Form.Item label={labels.username} htmlFor="profile_username" extra={labels.usernameHint}>
            <Input id="profile_username" value={member.username} readOnly variant="filled" />
          </Form.Item>
        }
      />
      <Button type="primary" htmlType="submit" loading={busy} className={styles.submit}>
        {labels.submit}
      </Button>
    </Form>
  )
}
