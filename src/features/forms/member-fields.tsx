'use client'

import { Cascader, ConfigProvider, Form, Input, Select } from 'antd'
import type React from 'react'

import type { Region } from '@/lib/regions'
import { rules } from '@/validation/rules'

import styles from './member-fields.module.css'
import { zodRule } from './zod-rule'

export type MemberFieldName = 'name' | 'company' | 'phone' | 'tel' | 'email' | 'address' | 'apply'

/** Choices of the member section: the region tree and the application industries (site config, key → label). */
export type MemberFieldOptions = { regions: Region[]; industries: Record<string, string> }

const REGION_FIELDS = { label: 'name', value: 'id', children: 'children' } as const

/** Text fields validate on blur (spec section 5); pickers also on change, so choosing clears their message. */
const onBlur = { validateTrigger: 'onBlur', hasFeedback: true } as const
const onPick = { validateTrigger: ['onBlur', 'onChange'], hasFeedback: true }

/** Locked fields are read, not filled in: their text keeps the secondary text colour instead of antd's faint disabled grey. */
const LOCKED_THEME = { token: { colorTextDisabled: '#4b5563' } }

/**
 * The member's details as the sign-up, activity and application forms ask
 * for them, with the shared rules. Fields named in `locked` are shown but not
 * editable (the account already knows them); `children` are further fields of the same grid.
 */
export function MemberFields({ regions, industries, locked = [], children }: MemberFieldOptions & { locked?: readonly MemberFieldName[]; children?: React.ReactNode }) {
  const isLocked = (name: MemberFieldName) => locked.includes(name)
  return (
    <ConfigProvider theme={LOCKED_THEME}>
      <div className={styles.grid}>
        <Form.Item label="姓名" name="name" {...onBlur} rules={[zodRule(rules.name)]}>
          <Input autoComplete="name" placeholder="请输入姓名" maxLength={50} disabled={isLocked('name')} />
        </Form.Item>
        <Form.Item label="公司/学校" name="company" {...onBlur} rules={[zodRule(rules.company)]}>
          <Input autoComplete="organization" placeholder="请输入公司或学校名称" maxLength={100} disabled={isLocked('company')} />
        </Form.Item>
        <Form.Item label="手机号" name="phone" {...onBlur} rules={[zodRule(rules.mobile)]}>
          <Input type="tel" autoComplete="tel" placeholder="请输入手机号" maxLength={20} disabled={isLocked('phone')} />
        </Form.Item>
        <Form.Item label="座机" name="tel" {...onBlur} rules={[zodRule(rules.tel)]}>
          <Input type="tel" placeholder="选填，如 0755-86000000" maxLength={20} disabled={isLocked('tel')} />
        </Form.Item>
        <Form.Item label="邮箱" name="email" {...onBlur} rules={[zodRule(rules.email)]}>
          <Input type="email" autoComplete="email" placeholder="请输入邮箱" maxLength={100} disabled={isLocked('email')} />
        </Form.Item>
        <Form.Item label="所在地区" name="address" {...onPick} rules={[zodRule(rules.address)]}>
          <Cascader
            options={regions}
            fieldNames={REGION_FIELDS}
            placeholder="请选择省 / 市 / 区"
            showSearch
            disabled={isLocked('address')}
            notFoundContent={regions.length ? '没有匹配的地区' : '地区加载中…'}
          />
        </Form.Item>
        <Form.Item label="应用行业" name="apply" {...onPick} rules={[zodRule(rules.apply)]}>
          <Select
            placeholder="请选择应用行业"
            options={Object.entries(industries).map(([value, label]) => ({ value, label }))}
            disabled={isLocked('apply')}
            notFoundContent="暂无可选行业"
          />
        </Form.Item>
        {children}
      </div>
    </ConfigProvider>
  )
}
