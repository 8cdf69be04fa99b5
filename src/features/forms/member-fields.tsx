'use client'

import { ConfigProvider, Form, Input, Select } from 'antd'
import type React from 'react'

import type { MemberInfo } from '@/data/members.server'
import { rules } from '@/validation/rules'

import { ON_BLUR, ON_CHOICE } from './form-helpers'
import styles from './member-fields.module.css'
import { RegionCascader } from './region-cascader'
import { zodRule } from './zod-rule'

export type MemberFieldName = 'name' | 'company' | 'phone' | 'tel' | 'email' | 'address' | 'apply'

/** The application industries to choose from (site config application_type, key → label). */
export type MemberFieldOptions = { industries: Record<string, string> }

type Props = MemberFieldOptions & {
  locked?: readonly MemberFieldName[]
  /** The mobile number's field name in the call the form sends: `phone` (join, applications) or `mobile` (sign-up, profile). */
  phoneField?: 'phone' | 'mobile'
  /** Also ask for WeChat and QQ (optional). */
  contacts?: boolean
  children?: React.ReactNode
}

/** Locked fields are read, not filled in: their text keeps the secondary text colour instead of antd's faint disabled grey. */
const LOCKED_THEME = { token: { colorTextDisabled: '#4b5563' } }

/**
 * The member's details (spec section 3) as the sign-up, profile, activity and
 * application forms ask for them, with the shared rules. Fields named in
 * `locked` are shown but not editable (the account already knows them);
 * `children` are further fields of the same grid.
 */
export function MemberFields({ industries, locked = [], phoneField = 'phone', contacts = false, children }: Props) {
  const isLocked = (name: MemberFieldName) => locked.includes(name)
  return (
    <ConfigProvider theme={LOCKED_THEME}>
      <div className={styles.grid}>
        <Form.Item label="姓名" name="name" {...ON_BLUR} rules={[zodRule(rules.name)]}>
          <Input autoComplete="name" placeholder="请输入姓名" maxLength={50} disabled={isLocked('name')} />
        </Form.Item>
        <Form.Item label="公司/学校" name="company" {...ON_BLUR} rules={[zodRule(rules.company)]}>
          <Input autoComplete="organization" placeholder="请输入公司或学校名称" maxLength={100} disabled={isLocked('company')} />
        </Form.Item>
        <Form.Item label="手机号" name={phoneField} {...ON_BLUR} rules={[zodRule(rules.mobile)]}>
          <Input type="tel" autoComplete="tel" placeholder="请输入手机号" maxLength={20} disabled={isLocked('phone')} />
        </Form.Item>
        <Form.Item label="座机" name="tel" {...ON_BLUR} rules={[zodRule(rules.tel)]}>
          <Input type="tel" placeholder="选填，如 0755-86000000" maxLength={20} disabled={isLocked('tel')} />
        </Form.Item>
        <Form.Item label="邮箱" name="email" {...ON_BLUR} rules={[zodRule(rules.email)]}>
          <Input type="email" autoComplete="email" placeholder="请输入邮箱" maxLength={100} disabled={isLocked('email')} />
        </Form.Item>
        <Form.Item label="所在地区" name="address" {...ON_CHOICE} rules={[zodRule(rules.address)]}>
          <RegionCascader disabled={isLocked('address')} />
        </Form.Item>
        <Form.Item label="应用行业" name="apply" {...ON_CHOICE} rules={[zodRule(rules.apply)]}>
          <Select
            placeholder="请选择应用行业"
            options={Object.entries(industries).map(([value, label]) => ({ value, label }))}
            disabled={isLocked('apply')}
            notFoundContent="暂无可选行业"
          />
        </Form.Item>
        {contacts ? (
          <>
            <Form.Item label="微信号" name="wechat" {...ON_BLUR} rules={[zodRule(rules.optional)]}>
              <Input maxLength={50} placeholder="选填" />
            </Form.Item>
            <Form.Item label="QQ" name="qq" {...ON_BLUR} rules={[zodRule(rules.optional)]}>
              <Input inputMode="numeric" maxLength={20} placeholder="选填" />
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
    address: member?.address.length ? member.address : undefined,
    apply: member?.apply || undefined,
  }
}
