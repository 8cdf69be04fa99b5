import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import enValidation from '@/messages/en/validation.json'

import { createSchemas } from './forms'
import { createRules, firstMessage, MESSAGES, requireWechatOrQq, rules, ZH_VALIDATION } from './rules'

function message(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value)
  return result.success ? undefined : firstMessage(result.error)
}

describe('spec section 5 rules', () => {
  it.each([
    ['username', undefined, '账号不能为空'],
    ['username', '   ', '账号不能为空'],
    ['username', 'abc12', '用户名最小六位'],
    ['name', '', '姓名不能为空'],
    ['password', null, '密码不能为空'],
    ['password', '12345', '密码不能小于6位'],
    ['company', '', '公司/学校不能为空'],
    ['email', '', '邮箱不能为空'],
    ['email', 'not-an-email', '邮箱格式不正确'],
    ['mobile', '', '手机号不能为空'],
    ['mobile', 'abc', '手机号格式不正确'],
    ['tel', '0755-abc', '座机格式不正确'],
    ['address', '', '地区不能为空'],
    ['address', [], '地区不能为空'],
    ['apply', '', '应用行业不能为空'],
    ['captcha', '', '图形验证码不能为空'],
    ['activity', '', '活动不能为空'],
    ['no', '', '产品型号不能为空'],
    ['studyType', '', '培训类型不能为空'],
    ['detail', '', '描述详情不能为空'],
    ['afterType', '', '售后类型不能为空'],
  ] as const)('%s %j → %s', (field, value, expected) => {
    expect(message(rules[field], value)).toBe(expected)
  })

  it.each([
    ['username', 'member01'],
    ['email', 'someone@example.com'],
    ['mobile', '13800138000'],
    ['mobile', '+86 138-0013-8000'],
    ['tel', ''],
    ['tel', '0755-26712345'],
  ] as const)('%s accepts %j', (field, value) => {
    expect(message(rules[field], value)).toBeUndefined()
  })

  it('reads address as a list or a comma-joined string of region ids', () => {
    expect(rules.address.parse('44,4403,440305')).toEqual(['44', '4403', '440305'])
    expect(rules.address.parse(['44', '4403'])).toEqual(['44', '4403'])
  })

  it('requires wechat or qq', () => {
    const schema = z.object({ wechat: rules.optional, qq: rules.optional }).superRefine(requireWechatOrQq())
    expect(message(schema, {})).toBe(MESSAGES.wechatOrQq)
    expect(message(schema, { qq: '12345' })).toBeUndefined()
  })
})

describe('messages for input of the wrong shape', () => {
  it('are Chinese too', () => {
    const result = z.object({ page: z.number() }).safeParse({ page: { nested: true } })
    expect(result.success).toBe(false)
    expect(firstMessage(result.error as z.ZodError)).toMatch(/[\u4e00-\u9fa5]/)
    expect(message(rules.name, { nested: true })).toMatch(/[\u4e00-\u9fa5]/)
  })
})

describe('the English site’s rules', () => {
  it('word the same checks in English, with the arguments filled in', () => {
    const english = createSchemas(enValidation)
    expect(message(english.loginSchema, { username: '', password: 'secret1', captcha: 'abcd' })).toBe(enValidation.fields.username.required)
    expect(message(english.loginSchema, { username: 'ab', password: 'secret1', captcha: 'abcd' })).toBe(enValidation.fields.username.min)
    expect(message(createRules(enValidation).name, 'a\u0000b')).toBe('The name contains control characters that cannot be read; please remove them and try again')
    const inquiry = { items: [{ id: 1, quantity: 0 }], name: 'Ann', company: 'Acme', email: 'ann@example.com', mobile: '+44 20 7946 0000', address: '44', apply: 'Labs' }
    expect(message(english.inquirySchema, inquiry)).toBe('The quantity of each model must be a whole number from 1 to 9999')
    expect(message(createSchemas(ZH_VALIDATION).inquirySchema, inquiry)).toBe('每个型号的数量应为 1 到 9999 之间的整数')
  })
})
