'use client'

import { ConfigProvider, Form, Input, Select } from 'antd'
import type React from 'react'
import { useMemo } from 'react'

import type { MemberInfo } from '@/data/members.server'
import { CHINA, countryChoices } from '@/lib/countries'

import { ON_BLUR, ON_CHOICE } from './form-helpers'
import grid from './form-grid.module.css'
import { useFormText } from './form-text'
import { RegionCascader } from './region-cascader'
import { zodRule } from './zod-rule'

export type MemberFieldName = 'name' | 'company' | 'phone' | 'tel' | 'email' | 'country' | 'address' | 'apply'

/** The application industries to choose from (site config application_type, key → label). */
export type MemberFieldOptions = { industries: Record<string, string> }

type Props = MemberFieldOptions & {
  locked?: readonly MemberFieldName[]
  /** The mobile number's field name in the call the form sends: `phone` (join, applications) or `mobile` (sign-up, profile). */
  phoneField?: 'phone' | 'mobile'
  /** Also ask for WeChat and QQ (optional). */
  contacts?: boolean
  /** Fields of the same grid before the member's details (the profile's account name). */
  leading?: React.ReactNode
  children?: React.ReactNode
}

/** Locked fields are read, not filled in: their text keeps the secondary text colour instead of antd's faint disabled grey. */
const LOCKED_THEME = { token: { colorTextDisabled: '#4b5563' } }

/**
 * The member's details (spec section 3) as the sign-up, profile, activity and
 * application forms ask for them, with the shared rules, in one or two even
 * columns (form-grid.module.css). Fields named in `locked` are shown but not
 * editable (the account already knows them); `leading` and `children` are
 * further fields of the same grid.
 */
export function MemberFields({ industries, locked = [], phoneField = 'phone', contacts = false, leading, children }: Props) {
  const { lang, text, rules } = useFormText()
  const { fields } = text
  const isLocked = (name: MemberFieldName) => locked.includes(name)
  const countries = useMemo(() => countryChoices(lang), [lang])
  // The Chinese site assumes China; the English site asks. A region (省市区) only in China.
  const country = (Form.useWatch('country') as string | undefined) ?? (lang === 'zh' ? CHINA : undefined)
  return (
    <ConfigProvider theme={LOCKED_THEME}>
      <div className={grid.grid}>
        {leading}
        <Form.Item label={fields.name.label} name="name" {...ON_BLUR} rules={[zodRule(rules.name)]}>
          <Input autoComplete="name" placeholder={fields.name.placeholder} maxLength={50} disabled={isLocked('name')} />
        </Form.Item>
        <Form.Item label={fields.company.label} name="company" {...ON_BLUR} rules={[zodRule(rules.company)]}>
          <Input autoComplete="organization" placeholder={fields.company.placeholder} maxLength={100} disabled={isLocked('company')} />
        </Form.Item>
        <Form.Item label={fields.mobile.label} name={phoneField} {...ON_BLUR} rules={[zodRule(rules.mobile)]}>
          <Input type="tel" autoComplete="tel" placeholder={fields.mobile.placeholder} maxLength={20} disabled={isLocked('phone')} />
        </Form.Item>
        <Form.Item label={fields.tel.label} name="tel" {...ON_BLUR} rules={[zodRule(rules.tel)]}>
          <Input type="tel" placeholder={fields.tel.placeholder} maxLength={20} disabled={isLocked('tel')} />
        </Form.Item>
        <Form.Item label={fields.email.label} name="email" {...ON_BLUR} rules={[zodRule(rules.email)]}>
          <Input type="email" autoComplete="email" placeholder={fields.email.placeholder} maxLength={100} disabled={isLocked('email')} />
        </Form.Item>
        <Form.Item label={fields.country.label} name="country" {...ON_CHOICE} initialValue={lang === 'zh' ? CHINA : undefined} rules={[zodRule(rules.countryRequired)]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={fields.country.placeholder}
            options={countries}
            disabled={isLocked('country')}
            notFoundContent={fields.country.notFound}
          />
        </Form.Item>
        {country === CHINA ? (
          <Form.Item label={fields.address.label} name="address" {...ON_CHOICE} rules={[zodRule(rules.address)]}>
            <RegionCascader disabled={isLocked('address')} />
          </Form.Item>
        ) : null}
        <Form.Item label={fields.apply.label} name="apply" {...ON_CHOICE} rules={[zodRule(rules.apply)]}>
          <Select
            // A short list: every option stays in the page, for screen readers and the keyboard, never a scrolled window of them.
            virtual={false}
            placeholder={fields.apply.placeholder}
            options={Object.entries(industries).map(([value, label]) => ({ value, label }))}
            disabled={isLocked('apply')}
            notFoundContent={fields.apply.empty}
          />
        </Form.Item>
        {contacts ? (
          <>
            <Form.Item label={fields.wechat.label} name="wechat" {...ON_BLUR} rules={[zodRule(rules.optional)]}>
              <Input maxLength={50} placeholder={fields.wechat.placeholder} />
            </Form.Item>
            <Form.Item label={fields.qq.label} name="qq" {...ON_BLUR} rules={[zodRule(rules.optional)]}>
              <Input inputMode="numeric" maxLength={20} placeholder={fields.qq.placeholder} />
            </Form.Item>
          </>
        ) : null}
        {children}
      </div>
    </ConfigProvider>
  )
}

/** What the account already knows, as initial values of these fields (the mobile under the form's field name). */
export function memberInitialValues(member: MemberInfo | null, phoneField: 'phone' | 'mobile' = 'phone') {
  return {
    name: member?.name,
    company: member?.company,
    [phoneField]: member?.phone,
    tel: member?.tel,
    email: member?.email,
    ...(member ? { country: member.country } : {}),
    address: member?.address.length ? member.address : undefined,
    apply: member?.apply || undefined,
  }
}
