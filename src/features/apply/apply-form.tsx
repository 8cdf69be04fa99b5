'use client'

import { Alert, Button, Form, Input, Select, message } from 'antd'
import Link from 'next/link'
import { useRef, useState } from 'react'

import { CaptchaField, type CaptchaHandle } from '@/features/forms/captcha-field'
import { MemberFields, memberInitialValues, type MemberFieldName, type MemberFieldOptions } from '@/features/forms/member-fields'
import { FORM_DEFAULTS, zodRule } from '@/features/forms/zod-rule'
import { api, envelopeMessage, SYSTEM_ERROR, type Envelope } from '@/features/member/api-client'
import { openLogin } from '@/features/member/login-events'
import { useMember } from '@/features/member/member-context'
import type { MemberInfo } from '@/data/members.server'
import { rules } from '@/validation/rules'

import styles from './apply.module.css'
import { ModelField } from './model-field'

export type ApplyKind = 'after-sales' | 'training'

type Props = MemberFieldOptions & {
  kind: ApplyKind
  /** The after-sales types or the training types of the site config. */
  types: string[]
  /** The model the product page sent (?model=). */
  initialModel?: string
}

export const APPLICANT: MemberFieldName[] = ['name', 'company', 'phone', 'tel', 'email', 'address', 'apply']

const KIND = {
  'after-sales': {
    call: '/api/index/apply_after',
    section: '售后需求',
    fields: ['no', 'afterType', 'detail'],
    typeLabel: '售后类型',
    detailHint: '请描述故障现象、出现条件、报警代码或需要的服务，越详细越有助于工程师判断',
  },
  training: {
    call: '/api/index/apply_training',
    section: '培训需求',
    fields: ['studyType', 'detail'],
    typeLabel: '培训类型',
    detailHint: '请说明使用的设备、希望了解的内容、参加人数和期望的时间与形式（线上 / 到厂）',
  },
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
 * The after-sales or training application: the applicant (the member's own
 * details, prefilled) and the request. Visitors who are not signed in also
 * pass the captcha. Success says so, clears the request and points members to
 * their log in the member centre.
 */
export function ApplyForm({ kind, industries, types, initialModel }: Props) {
  const [form] = Form.useForm()
  const { member } = useMember()
  const captcha = useRef<CaptchaHandle>(null)
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const config = KIND[kind]
  const locked = knownFields(member)

  const submit = async (values: Record<string, unknown>) => {
    if (busy) return
    setBusy(true)
    setSent(false)
    try {
      const address = Array.isArray(values.address) ? values.address.join(',') : values.address
      const { msg } = await api(config.call, { method: 'POST', body: { ...values, address } })
      message.success(msg || '提交成功，我们会尽快与您联系')
      form.resetFields([...config.fields])
      setSent(true)
      if (!member) captcha.current?.refresh()
    } catch (body) {
      if ((body as Envelope<unknown>)?.code !== SYSTEM_ERROR) message.error(envelopeMessage(body, '提交失败，请稍后重试'))
      captcha.current?.refresh()
    } finally {
      setBusy(false)
    }
  }

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
            <h2 id="applicant-title">申请人信息</h2>
            {member ? (
              locked.length ? (
                <p>
                  已按会员资料填写，如需修改请到<Link href="/member">会员中心</Link>
                </p>
              ) : null
            ) : (
              <p>
                已是会员？
                <button type="button" className={styles.linkButton} onClick={() => openLogin({ redirect: window.location.pathname + window.location.search })}>
                  登录
                </button>
                后自动填写
              </p>
            )}
          </div>
          <MemberFields industries={industries} locked={locked} />
        </section>

        <section aria-labelledby="request-title" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="request-title">{config.section}</h2>
          </div>
          {kind === 'after-sales' ? (
            <div className={styles.pair}>
              <Form.Item label="产品型号" name="no" validateTrigger="onBlur" hasFeedback rules={[zodRule(rules.no)]}>
                <ModelField />
              </Form.Item>
              <Form.Item label={config.typeLabel} name="afterType" validateTrigger={['onBlur', 'onChange']} hasFeedback rules={[zodRule(rules.afterType)]}>
                <Select placeholder="请选择售后类型" options={types.map((type) => ({ value: type, label: type }))} />
              </Form.Item>
            </div>
          ) : (
            <Form.Item label={config.typeLabel} name="studyType" validateTrigger={['onBlur', 'onChange']} hasFeedback rules={[zodRule(rules.studyType)]}>
              <Select placeholder="请选择培训类型" options={types.map((type) => ({ value: type, label: type }))} />
            </Form.Item>
          )}
          <Form.Item label="描述详情" name="detail" validateTrigger="onBlur" hasFeedback rules={[zodRule(rules.detail)]}>
            <Input.TextArea placeholder={config.detailHint} autoSize={{ minRows: 5, maxRows: 12 }} maxLength={2000} showCount />
          </Form.Item>
          {member ? null : <CaptchaField ref={captcha} />}
        </section>

        {sent ? (
          <Alert
            type="success"
            showIcon
            className={styles.sent}
            title="提交成功，我们会尽快与您联系"
            description={
              member ? (
                <>
                  处理进度可随时在<Link href="/member?tab=log">会员中心 · 我的记录</Link>查看。
                </>
              ) : (
                <>
                  <Link href="/sign-up">注册会员</Link>后，可在会员中心查看每一次申请的处理进度。
                </>
              )
            }
          />
        ) : null}

        <Button type="primary" htmlType="submit" size="large" loading={busy} className={styles.submit}>
          提交申请
        </Button>
      </Form>
    </div>
  )
}
