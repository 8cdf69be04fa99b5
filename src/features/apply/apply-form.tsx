'use client'

import { Alert, Button, Form, Input, Select } from 'antd'
import Link from 'next/link'

import type { MemberInfo } from '@/data/members.server'
import { CaptchaField } from '@/features/forms/captcha-field'
import grid from '@/features/forms/form-grid.module.css'
import { useFormText, withButton, withSlot } from '@/features/forms/form-text'
import { MemberFields, memberInitialValues, type MemberFieldName, type MemberFieldOptions } from '@/features/forms/member-fields'
import { FORM_DEFAULTS, zodRule } from '@/features/forms/zod-rule'
import { openLogin } from '@/features/member/login-events'
import { useMember } from '@/features/member/member-context'
import { pathIn, type SiteLanguage } from '@/i18n/routing'
import type { Messages } from '@/messages/catalogue'

import styles from './apply.module.css'
import { ModelField } from './model-field'
import { addressOf, useLeadSubmit } from './use-lead-submit'

export type ApplyKind = 'after-sales' | 'training'

/** The form's words: the shared ones (apply.form) and those of its kind (apply.afterSales or apply.training). */
export type ApplyFormLabels = Messages['apply']['form'] & Pick<Messages['apply']['afterSales'], 'section' | 'typeLabel' | 'typePlaceholder' | 'detailHint'>

type Props = MemberFieldOptions & {
  lang: SiteLanguage
  kind: ApplyKind
  /** The after-sales types or the training types of the site config (key → name); the form sends the key. */
  types: Record<string, string>
  /** The model the product page sent (?model=). */
  initialModel?: string
  labels: ApplyFormLabels
}

export const APPLICANT: MemberFieldName[] = ['name', 'company', 'phone', 'tel', 'email', 'country', 'address', 'apply']

const KIND = {
  'after-sales': { call: '/api/index/apply_after', fields: ['no', 'afterType', 'detail'] },
  training: { call: '/api/index/apply_training', fields: ['studyType', 'detail'] },
} as const

/** The member's fields the account already knows: shown, not editable. */
export function knownFields(member: MemberInfo | null): MemberFieldName[] {
  if (!member) return []
  return APPLICANT.filter((name) => {
    const value = member[name]
    return Array.isArray(value) ? value.length > 0 : Boolean(value)
  })
}

/**
 * The head of the applicant section: for a member whose details filled the
 * fields, where to change them; for a visitor, a login that fills them in.
 */
export function ApplicantNote({ lang, member, locked }: { lang: SiteLanguage; member: MemberInfo | null; locked: readonly MemberFieldName[] }) {
  const { applicant } = useFormText().text
  if (member) return locked.length ? <p>{withSlot(applicant.prefilled, <Link href={pathIn(lang, '/member')}>{applicant.centre}</Link>)}</p> : null
  return <p>{withButton(applicant.member, applicant.login, () => openLogin({ redirect: window.location.pathname + window.location.search }), styles.linkButton)}</p>
}

/**
 * The after-sales or training application: the applicant (the member's own
 * details, prefilled) and the request. Visitors who are not signed in also
 * pass the captcha. Success says so, clears the request and points members to
 * their log in the member centre.
 */
export function ApplyForm({ lang, kind, industries, types, initialModel, labels }: Props) {
  const [form] = Form.useForm()
  const { member } = useMember()
  const { text, rules } = useFormText()
  const config = KIND[kind]
  const { captcha, busy, sent, send } = useLeadSubmit({ call: config.call, signedIn: Boolean(member), success: labels.success, failure: text.errors.submit })
  const locked = knownFields(member)
  const typeOptions = Object.entries(types).map(([value, label]) => ({ value, label }))

  const submit = (values: Record<string, unknown>) => send({ ...values, address: addressOf(values.address) }, () => form.resetFields([...config.fields]))

  return (
    // The card is a wrapper: antd's reset of .ant-form would override its padding.
    <div className={styles.card}>
      <Form
        form={form}
        {...FORM_DEFAULTS}
        onFinish={submit}
        disabled={busy}
        initialValues={{
          ...memberInitialValues(member),
          no: initialModel || undefined,
        }}
      >
        <section aria-labelledby="applicant-title" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="applicant-title">{labels.applicant}</h2>
            <ApplicantNote lang={lang} member={member} locked={locked} />
          </div>
          <MemberFields industries={industries} locked={locked} />
        </section>

        <section aria-labelledby="request-title" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="request-title">{labels.section}</h2>
          </div>
          <div className={grid.grid}>
            {kind === 'after-sales' ? (
              <>
                <Form.Item label={labels.no} name="no" validateTrigger="onBlur" hasFeedback rules={[zodRule(rules.no)]}>
                  <ModelField placeholder={labels.noPlaceholder} />
                </Form.Item>
                <Form.Item label={labels.typeLabel} name="afterType" validateTrigger={['onBlur', 'onChange']} hasFeedback rules={[zodRule(rules.afterType)]}>
                  <Select virtual={false} placeholder={labels.typePlaceholder} options={typeOptions} />
                </Form.Item>
              </>
            ) : (
              <Form.Item label={labels.typeLabel} name="studyType" validateTrigger={['onBlur', 'onChange']} hasFeedback rules={[zodRule(rules.studyType)]} className={grid.wide}>
                <Select virtual={false} placeholder={labels.typePlaceholder} options={typeOptions} />
              </Form.Item>
            )}
            <Form.Item label={labels.detail} name="detail" validateTrigger="onBlur" hasFeedback rules={[zodRule(rules.detail)]} className={grid.wide}>
              <Input.TextArea placeholder={labels.detailHint} autoSize={{ minRows: 5, maxRows: 12 }} maxLength={2000} showCount />
            </Form.Item>
          </div>
          {member ? null : <CaptchaField ref={captcha} />}
        </section>

        {sent ? (
          <Alert
            type="success"
            showIcon
            className={styles.sent}
            title={labels.success}
            description={
              member
                ? withSlot(labels.track, <Link href={pathIn(lang, '/member?tab=log')}>{labels.trackLink}</Link>)
                : withSlot(labels.signUp, <Link href={pathIn(lang, '/sign-up')}>{labels.signUpLink}</Link>)
            }
          />
        ) : null}

        <Button type="primary" htmlType="submit" size="large" loading={busy} className={styles.submit}>
          {labels.submit}
        </Button>
      </Form>
    </div>
  )
}
