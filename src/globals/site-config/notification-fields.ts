import type { Field, TextFieldSingleValidation, TextareaFieldValidation } from 'payload'

import { isAdminField } from '@/access/is-admin'
import { robotUrlProblem, type RobotKind } from '@/lib/robot-url'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const emailList: TextareaFieldValidation = (value) => {
  const items = (value ?? '').split(/[\s,，;；]+/).filter(Boolean)
  const wrong = items.find((item) => !EMAIL.test(item))
  return wrong ? `“${wrong}”不是有效的邮箱地址；多个地址用逗号或换行分隔` : true
}

const httpUrl: TextFieldSingleValidation = (value) => {
  if (!value) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? true : '请填写以 http:// 或 https:// 开头的网址'
  } catch {
    return '请填写完整的网址，例如 https://www.example.com'
  }
}

/** Only the robot's own address (src/lib/robot-url.ts), for the kind chosen beside it. */
const robotUrl: TextFieldSingleValidation = (value, { siblingData }) => {
  if (!value) return true
  const kind = (siblingData as { kind?: RobotKind } | undefined)?.kind ?? 'wecom'
  return robotUrlProblem(value, kind) ?? true
}

const leadEmails = (name: string, label: string): Field => ({
  name,
  type: 'textarea',
  label,
  validate: emailList,
  admin: { rows: 2, placeholder: 'sales@example.com, manager@example.com' },
})

/** A group of settings only admins read. */
const adminOnlyGroup = (name: string, label: string, description: string, fields: Field[]): Field => ({
  name,
  type: 'group',
  label,
  access: { read: isAdminField },
  admin: { description },
  fields,
})

/**
 * Where staff are told about new leads and where published pages are pushed.
 * Addresses, robot URLs and the Baidu token are secrets of the company: only
 * admins read them (the public config call never returns them).
 */
export const notificationTab = {
  label: '通知与推送',
  fields: [
    adminOnlyGroup('lead_emails', '新线索通知邮箱', '有新线索时发送邮件到这些地址（含线索详情和后台链接）；多个地址用逗号或换行分隔，留空则不发送', [
      { type: 'row', fields: [leadEmails('activity_join', '活动报名'), leadEmails('after_sales', '售后服务申请')] },
      { type: 'row', fields: [leadEmails('training', '培训申请'), leadEmails('inquiry', '询价单')] },
      { type: 'row', fields: [leadEmails('member', '会员注册')] },
    ]),
    adminOnlyGroup('lead_robot', '群机器人', '填写企业微信或钉钉群机器人的 Webhook 地址后，新线索会同时推送到群里', [
      {
        type: 'row',
        fields: [
          {
            name: 'kind',
            type: 'select',
            label: '类型',
            defaultValue: 'wecom',
            options: [
              { label: '企业微信', value: 'wecom' },
              { label: '钉钉', value: 'dingtalk' },
            ],
            admin: { width: '30%' },
          },
          {
            name: 'url',
            type: 'text',
            label: 'Webhook 地址',
            validate: robotUrl,
            admin: { width: '70%', placeholder: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…' },
          },
        ],
      },
      {
        name: 'secret',
        type: 'text',
        label: '钉钉加签密钥',
        admin: { description: '钉钉机器人启用“加签”时填写（以 SEC 开头）；企业微信无需填写', condition: (_, sibling) => sibling?.kind === 'dingtalk' },
      },
    ]),
    adminOnlyGroup(
      'baidu_push',
      '百度普通收录',
      '在百度搜索资源平台“普通收录 → API 提交”中取得；填写后，发布或更新产品、新闻、活动、下载时自动提交网址，结果见“系统 → 百度收录推送”',
      [
        {
          type: 'row',
          fields: [
            { name: 'site', type: 'text', label: '站点网址', validate: httpUrl, admin: { placeholder: 'https://www.example.com' } },
            { name: 'token', type: 'text', label: '推送令牌' },
          ],
        },
      ],
    ),
  ] as Field[],
}
