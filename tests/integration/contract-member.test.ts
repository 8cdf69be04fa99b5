import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { issueSecret, consumeSecret } from '@/lib/one-time-secrets'

import { call } from '../setup/contract'
import { testPayload } from '../setup/payload'

let payload: Payload
const suffix = Date.now().toString(36).slice(-6)
const username = `member_${suffix}`
const password = 'secret-pass-1'

async function captcha() {
  const response = await call<{ hash: string; base64: string }>('/api/index/captcha')
  return response.body.data
}

const registration = () => ({
  username,
  password,
  repassword: password,
  name: '王工',
  company: '苏州测试电子有限公司',
  email: `${username}@example.com`,
  mobile: '13912345678',
  tel: '',
  address: '32,3205,320506',
  apply: 'battery',
  wechat: 'wang_test',
  qq: '',
  captcha: 'T3ST',
})

beforeAll(async () => {
  payload = await testPayload()
})

describe('captcha', () => {
  it('answers a PNG image with no answer in the markup', async () => {
    const { hash, base64 } = await captcha()
    expect(hash).toMatch(/^[0-9a-f-]{36}$/)
    expect(base64).toMatch(/^data:image\/png;base64,/)
    expect(Buffer.from(base64.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG')
  })

  it('is valid once, case-insensitive, and any check uses it up', async () => {
    await issueSecret(payload, 'captcha:unit-a', 'AbCd', 300)
    expect(await consumeSecret(payload, 'captcha:unit-a', 'abcd')).toBe(true)
    expect(await consumeSecret(payload, 'captcha:unit-a', 'abcd')).toBe(false)
    await issueSecret(payload, 'captcha:unit-b', 'AbCd', 300)
    expect(await consumeSecret(payload, 'captcha:unit-b', 'wrong')).toBe(false)
    expect(await consumeSecret(payload, 'captcha:unit-b', 'abcd')).toBe(false)
  })

  it('expires after its lifetime', async () => {
    await issueSecret(payload, 'captcha:unit-c', 'AbCd', -1)
    expect(await consumeSecret(payload, 'captcha:unit-c', 'abcd')).toBe(false)
  })

  it('passes exactly once under concurrent checks', async () => {
    await issueSecret(payload, 'captcha:unit-d', 'AbCd', 300)
    const results = await Promise.all(Array.from({ length: 8 }, () => consumeSecret(payload, 'captcha:unit-d', 'ABCD')))
    expect(results.filter(Boolean)).toHaveLength(1)
  })
})

describe('registration, login and the member calls', () => {
  it('validates every field with the spec’s messages', async () => {
    const { hash } = await captcha()
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '' }, '账号不能为空'],
      [{ username: 'abc' }, '用户名最小六位'],
      [{ password: '' }, '密码不能为空'],
      [{ password: '123', repassword: '123' }, '密码不能小于6位'],
      [{ repassword: 'different-1' }, '两次输入的密码不一致'],
      [{ name: '' }, '姓名不能为空'],
      [{ company: '' }, '公司/学校不能为空'],
      [{ email: '' }, '邮箱不能为空'],
      [{ email: 'nope' }, '邮箱格式不正确'],
      [{ mobile: '' }, '手机号不能为空'],
      [{ mobile: 'abc' }, '手机号格式不正确'],
      [{ tel: 'x' }, '座机格式不正确'],
      [{ address: '' }, '地区不能为空'],
      [{ apply: '' }, '应用行业不能为空'],
      [{ captcha: '' }, '图形验证码不能为空'],
    ]
    for (const [change, message] of cases) {
      const response = await call('/api/index/user_reg', { body: { ...registration(), hash, ...change } })
      expect(response.body, message).toMatchObject({ code: 0, msg: message })
    }
  })

  it('registers, signs the member in, and refuses a taken username or e-mail', async () => {
    const { hash } = await captcha()
    const registered = await call<{ token: string; user: { username: string; address: string[]; phone: string } }>('/api/index/user_reg', {
      body: { ...registration(), hash },
    })
    expect(registered.body).toMatchObject({ code: 1, msg: '注册成功' })
    expect(registered.body.data.user).toMatchObject({ username, address: ['32', '3205', '320506'], phone: '13912345678' })
    const cookie = registered.response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^token=/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)

    const again = await call('/api/index/user_reg', { body: { ...registration(), hash: (await captcha()).hash } })
    expect(again.body).toMatchObject({ code: 0, msg: '该账号已被注册' })
    const sameEmail = await call('/api/index/user_reg', { body: { ...registration(), username: `other_${suffix}`, hash: (await captcha()).hash } })
    expect(sameEmail.body).toMatchObject({ code: 0, msg: '该邮箱已被注册' })
  })

  it('logs in after the captcha; wrong username and wrong password say the same', async () => {
    const wrongCaptcha = await call('/api/index/login', { body: { username, password, captcha: 'nope', hash: (await captcha()).hash } })
    expect(wrongCaptcha.body).toMatchObject({ code: 0, msg: '图形验证码错误或已过期，请重新输入' })
    const wrongPassword = await call('/api/index/login', { body: { username, password: 'wrong-pass-1', captcha: 'T3ST', hash: (await captcha()).hash } })
    const wrongUser = await call('/api/index/login', { body: { username: 'nobody_here', password, captcha: 'T3ST', hash: (await captcha()).hash } })
    expect(wrongPassword.body).toMatchObject({ code: 0, msg: '账号或密码错误' })
    expect(wrongUser.body.msg).toBe(wrongPassword.body.msg)
    const { hash } = await captcha()
    const ok = await call<{ token: string }>('/api/index/login', { body: { username, password, captcha: 't3st', hash } })
    expect(ok.body).toMatchObject({ code: 1, msg: '登录成功' })
    const reused = await call('/api/index/login', { body: { username, password, captcha: 'T3ST', hash } })
    expect(reused.body.code).toBe(0)
  })

  it('accepts the token as Bearer, token header or cookie; 10004 without one', async () => {
    const login = await call<{ token: string }>('/api/index/login', { body: { username, password, captcha: 'T3ST', hash: (await captcha()).hash } })
    const token = login.body.data.token
    const variants: Record<string, string>[] = [{ authorization: `Bearer ${token}` }, { token }, { cookie: `token=${token}` }]
    for (const headers of variants) {
      const info = await call<{ username: string }>('/api/member/user_info', { headers })
      expect(info.body.code).toBe(1)
      expect(info.body.data.username).toBe(username)
    }
    expect((await call('/api/member/user_info')).body.code).toBe(10004)
    const expired = await call('/api/member/user_info', { headers: { authorization: 'Bearer not-a-token' } })
    expect(expired.body.code).toBe(10004)
    expect(expired.response.headers.get('set-cookie')).toMatch(/token=;.*Max-Age=0/)
  })

  it('edit_user answers 修改成功 and never changes the username', async () => {
    const login = await call<{ token: string }>('/api/index/login', { body: { username, password, captcha: 'T3ST', hash: (await captcha()).hash } })
    const headers = { authorization: `Bearer ${login.body.data.token}` }
    const edited = await call<{ username: string; company: string }>('/api/member/edit_user', {
      headers,
      body: { ...registration(), username: 'hijacked_name', company: '新公司', id: 1 },
    })
    expect(edited.body).toMatchObject({ code: 1, msg: '修改成功' })
    expect(edited.body.data).toMatchObject({ username, company: '新公司' })
    const invalid = await call('/api/member/edit_user', { headers, body: { ...registration(), email: 'bad' } })
    expect(invalid.body).toMatchObject({ code: 0, msg: '邮箱格式不正确' })
  })

  it('logout and password changes revoke sessions on the server', async () => {
    const first = await call<{ token: string }>('/api/index/login', { body: { username, password, captcha: 'T3ST', hash: (await captcha()).hash } })
    const second = await call<{ token: string }>('/api/index/login', { body: { username, password, captcha: 'T3ST', hash: (await captcha()).hash } })
    const firstHeaders = { authorization: `Bearer ${first.body.data.token}` }
    const secondHeaders = { authorization: `Bearer ${second.body.data.token}` }
    expect((await call('/api/member/logout', { headers: firstHeaders, body: {} })).body.code).toBe(1)
    expect((await call('/api/member/user_info', { headers: firstHeaders })).body.code).toBe(10004)
    expect((await call('/api/member/user_info', { headers: secondHeaders })).body.code).toBe(1)

    const wrongOld = await call('/api/member/change_password', { headers: secondHeaders, body: { oldpassword: 'nope-nope', newpassword: 'new-pass-2', repassword: 'new-pass-2' } })
    expect(wrongOld.body).toMatchObject({ code: 0, msg: '原密码错误' })
    const changed = await call('/api/member/change_password', { headers: secondHeaders, body: { oldpassword: password, newpassword: 'new-pass-2', repassword: 'new-pass-2' } })
    expect(changed.body.code).toBe(1)
    expect((await call('/api/member/user_info', { headers: secondHeaders })).body.code).toBe(10004)
    const relogin = await call('/api/index/login', { body: { username, password: 'new-pass-2', captcha: 'T3ST', hash: (await captcha()).hash } })
    expect(relogin.body.code).toBe(1)
  })

  it('locks the account after repeated failures and says so', async () => {
    const lockedName = `locked_${suffix}`
    await call('/api/index/user_reg', { body: { ...registration(), username: lockedName, email: `${lockedName}@example.com`, hash: (await captcha()).hash } })
    let last = ''
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await call('/api/index/login', { body: { username: lockedName, password: 'wrong-pass-9', captcha: 'T3ST', hash: (await captcha()).hash } })
      last = response.body.msg
    }
    expect(last).toBe('登录失败次数过多，账号已临时锁定，请 10 分钟后再试')
  })
})
