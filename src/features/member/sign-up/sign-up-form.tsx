'use client'

import { Button, Checkbox, Form, Input, Modal, message } from 'antd'
import type { FormRule } from 'antd'
import type React from 'react'
import { useRef, useState } from 'react'

import { CaptchaField, type CaptchaHandle } from '@/features/forms/captcha-field'
import { ON_BLUR, toastFailure } from '@/features/forms/form-helpers'
import grid from '@/features/forms/form-grid.module.css'
import { NewPasswordFields } from '@/features/forms/new-password-fields'
import { useFormText, withButton } from '@/features/forms/form-text'
import { MemberFields } from '@/features/forms/member-fields'
import { showFirstError, zodRule } from '@/features/forms/zod-rule'
import { pathIn, type SiteLanguage } from '@/i18n/routing'
import { api } from '@/lib/api-client'
import type { Messages } from '@/messages/catalogue'

import { openLogin } from '../login-events'

import styles from './sign-up.module.css'

export type Agreement = { title: string; content: string } | null

type Values = Record<string, unknown> & { agree?: boolean }

type Props = {
  lang: SiteLanguage
  labels: Messages['member']['signUpForm']
  /** The contract's refusals that belong to one field (该账号已被注册 → username), so they also show on it. */
  fieldOfMessage: Record<string, string>
  industries: Record<string, string>
  agreement: Agreement
}

/** Spec: user_reg signs the new member in (token cookie), so the page moves on to the member centre. */
const NEXT_PAGE_DELAY_MS = 800

/**
 * The registration form: account, member info, captcha and the user
 * agreement, which must be accepted; the agreement opens in a dialog.
 */
export function SignUpForm({ lang, labels, fieldOfMessage, industries, agreement }: Props) {
  const [form] = Form.useForm<Values>()
  const { text, rules } = useFormText()
  const captcha = useRef<CaptchaHandle>(null)
  const [busy, setBusy] = useState(false)
  const [reading, setReading] = useState(false)
  const centre = pathIn(lang, '/member')

  const agreementAccepted: FormRule = {
    validator: async (_rule, value) => {
      if (!value) throw new Error(labels.agreementRequired)
    },
  }

  const submit = async (values: Values) => {
    if (busy) return
    setBusy(true)
    try {
      const { msg } = await api('/api/index/user_reg', { method: 'POST', body: { ...values, agree: undefined } })
      message.success(msg || labels.success)
      // A full load: the member centre renders with the new session, and the header reads the new member hint.
      setTimeout(() => window.location.assign(centre), NEXT_PAGE_DELAY_MS)
    } catch (body) {
      toastFailure(body, labels.failed)
      const refusal = (body as { msg?: string } | undefined)?.msg ?? ''
      if (fieldOfMessage[refusal]) form.setFields([{ name: fieldOfMessage[refusal], errors: [refusal] }])
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
        <h2 className={styles.formTitle}>{labels.account}</h2>
        <div className={grid.grid}>
          <Form.Item label={labels.username} name="username" required {...ON_BLUR} rules={[zodRule(rules.username)]} extra={labels.usernameHint} className={grid.wide}>
            <Input autoComplete="username" maxLength={32} placeholder={labels.usernamePlaceholder} />
          </Form.Item>
          <NewPasswordFields labels={{ ...labels, repasswordEmpty: text.repeatPassword }} />
        </div>
        <h2 className={styles.formTitle}>{labels.profile}</h2>
        <MemberFields industries={industries} phoneField="mobile" contacts />
        <CaptchaField ref={captcha} />
        <Form.Item name="agree" valuePropName="checked" rules={[agreementAccepted]}>
          <Checkbox>{withButton(labels.agree, labels.agreementLink, openAgreement, styles.docLink)}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {labels.submit}
        </Button>
        <p className={styles.switch}>{withButton(labels.haveAccount, labels.login, () => openLogin({ redirect: centre }), styles.docLink)}</p>
        <Modal
          title={agreement?.title || labels.agreementTitle}
          open={reading}
          onCancel={() => setReading(false)}
          width={{ xs: '90%', md: '50%' }}
          footer={
            <Button type="primary" onClick={accept}>
              {labels.accept}
            </Button>
          }
        >
          {agreement ? (
            <div className={`rich-text ${styles.document}`} dangerouslySetInnerHTML={{ __html: agreement.content }} />
          ) : (
            <p className="empty">{labels.agreementMissing}</p>
          )}
        </Modal>
      </Form>
    </div>
  )
}
