import type { Field } from 'payload'

import { regionAddressField } from './region-address'

/**
 * The applicant of a lead (activity-joins, applications, inquiries), all as
 * the forms require them: name and company, mobile (`phone`), landline and
 * e-mail, WeChat and QQ where the form asks for them (activity sign-ups),
 * region and industry.
 */
export function applicantFields({ wechatAndQq = false }: { wechatAndQq?: boolean } = {}): Field[] {
  return [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: '姓名', required: true },
        { name: 'company', type: 'text', label: '公司/学校', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', label: '手机号', required: true },
        { name: 'tel', type: 'text', label: '座机' },
        { name: 'email', type: 'email', label: '邮箱', required: true },
      ],
    },
    ...(wechatAndQq
      ? [
          {
            type: 'row',
            fields: [
              { name: 'wechat', type: 'text', label: '微信号' },
              { name: 'qq', type: 'text', label: 'QQ' },
            ],
          } satisfies Field,
        ]
      : []),
    regionAddressField({ required: true }),
    { name: 'apply', type: 'text', label: '应用行业' },
  ]
}
