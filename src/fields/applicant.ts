import type { Field } from 'payload'

import { countryField } from './country'
import { choiceNameField, regionNameField } from './lead-display'
import { regionAddressField } from './region-address'

/**
 * The applicant of a lead (activity-joins, applications, inquiries), all as
 * the forms require them: name and company, mobile (`phone`), landline and
 * e-mail, WeChat and QQ where the form asks for them (activity sign-ups),
 * country, region (in China) and industry.
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
    {
      type: 'row',
      fields: [countryField(), regionNameField(), choiceNameField('applyName', '应用行业', 'apply', 'application_type')],
    },
    // The codes and the option key as the forms send them: the fields above show them by name.
    regionAddressField({ admin: { hidden: true } }),
    { name: 'apply', type: 'text', label: '应用行业（键）', admin: { hidden: true } },
  ]
}
