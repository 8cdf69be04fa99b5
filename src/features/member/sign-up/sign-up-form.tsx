'use client'

import { Button, Checkbox, Form, Input, Modal, message } from 'antd'
import type { FormRule } from 'antd'
import type React from 'react'
import { useRef, useState } from 'react'

import { CaptchaField, type CaptchaHandle } from '@/features/forms/captcha-field'
import { showFirstError, zodRule } from '@/features/forms/zod-rule'
import { rules } from '@/validation/rules'

import { api } from '../api-client'
import { ON_BLUR, sameAs, toastFailure } from '@/features/forms/form-helpers'
import { MemberFields } from '@/features/forms/member-fields'
import { openLogin } from '../login-events'

import styles from './sign-up.module.css'

export type Agreement = { title: string; content: string } | null

type Values = Record<string, unknown> & { agree?: boolean }

const agreementAccepted: FormRule = {
  validator: async (_rule, value) => {
    if (!value) throw new Error('请阅读并同意用户协议')
  },
}

/** Where a refusal of the server belongs, so it also shows on its field. */
const FIELD_OF_MESSAGE: Record<string, string> = { 该账号已被注册: 'username', 该邮箱已被注册: 'email' }

/** Spec: user_reg signs the new member in (token cookie), so the page moves on to the member centre. */
const NEXT_PAGE_DELAY_MS = 800

/**
 * The registration form: account, member info, captcha and the user
 * agreement, which must be accepted; the agreement opens in a dialog.
 */
export function SignUpForm({ industries, agreement }: { industries: Record<string, string>; agreement: Agreement }) {
  const [form] = Form.useForm<Values>()
  const captcha = useRef<CaptchaHandle>(null)
  const [busy, setBusy] = useState(false)
  const [reading, setReading] = useState(false)

  const submit = async (values: Values) => {
    if (busy) return
    setBusy(true)
    try {
      const { msg } = await api('/api/index/user_reg', { method: 'POST', body: { ...values, agree: undefined } })
      message.success(msg || '注册成功')
      // A full load: the member centre renders with the new session, and the header reads the new member hint.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      setTimeout(() => window.location.assign('/member'), NEXT_PAGE_DELAY_MS)
    } catch (body) {
      toastFailure(body, '注册失败，请稍后重试')
      const text = (body as { msg?: string } | undefined)?.msg ?? ''
      if (FIELD_OF_MESSAGE[text]) form.setFields([{ name: FIELD_OF_MESSAGE[text], errors: [text] }])
      captcha.current?.refresh()
      setBusy(false)
    }
  }

  const openAgreement = (event: React.MouseEvent) => {
    // Inside the checkbox's label: reading the agreement does not tick the box.
    event.preventDefault()
    setReading(true)
  }

  const accept = () => {
    form.setFieldsValue({ agree: true })
    void form.validateFields(['agree'])
    setReading(false)
  }

  return (
    // The card is a wrapper: antd's reset zeroes the padding of the form element itself.
    <div className={styles.form}>
      <Form form={form} name="sign-up" layout="vertical" onFinish={submit} onFinishFailed={showFirstError} disabled={busy} scrollToFirstError={{ block: 'center' }}>
        <h2 className={styles.formTitle}>账号信息</h2>
        <Form.Item label="账号" name="username" required {...ON_BLUR} rules={[zodRule(rules.username)]} extra="至少 6 位，注册后不能修改">
          <Input autoComplete="username" maxLength={32} placeholder="请输入账号" />
        </Form.Item>
        <div className={styles.pair}>
          <Form.Item label="密码" name="password" required {...ON_BLUR} rules={[zodRule(rules.password)]}>
            <Input.Password autoComplete="new-password" maxLength={64} placeholder="至少 6 位" />
          </Form.Item>
          <Form.Item label="确认密码" name="repassword" required dependencies={['password']} {...ON_BLUR} rules={[sameAs('password')]}>
            <Input.Password autoComplete="new-password" maxLength={64} placeholder="请再次输入密码" />
          </Form.Item>
        </div>
        <h2 className={styles.formTitle}>个人资料</h2>
        <div className={styles.grid}>
          <MemberFields industries={industries} phoneField="mobile" contacts />
        </div>
        <CaptchaField ref={captcha} />
        <Form.Item name="agree" valuePropName="checked" rules={[agreementAccepted]}>
          <Checkbox>
            我已阅读并同意
            <button type="button" className={styles.docLink} onClick={openAgreement}>
              《用户协议》
            </button>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          注册
        </Button>
        <p className={styles.switch}>
          已有账号？
          <button type="button" className={styles.docLink} onClick={() => openLogin({ redirect: '/member' })}>
            立即登录
          </button>
        </p>
        <Modal
          title={agreement?.title || '用户协议'}
          open={reading}
          onCancel={() => setReading(false)}
          width={{ xs: '90%', md: '50%' }}
          footer={
            <Button type="primary" onClick={accept}>
              我已阅读并同意
            </Button>
          }
        >
          {agreement ? (
            <div className={`rich-text ${styles.document}`} dangerouslySetInnerHTML={{ __html: agreement.content }} />
          ) : (
            <p className="empty">用户协议正在更新，请稍后再看。</p>
          )}
        </Modal>
      </Form>
    </div>
  )
}
