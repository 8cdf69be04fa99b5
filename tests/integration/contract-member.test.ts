import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { consumeSecret, issueSecret } from '@/data/one-time-secrets.server'
import { forget, hit } from '@/data/rate-limits.server'
import { normaliseIdentities } from '@/data/normalise-identities'
import { LIMITS } from '@/lib/rate-limit'
import { payloadDatabase } from '@/lib/raw-sql'

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

const login = async (name: string, pass: string) => call('/api/index/login', { body: { username: name, password: pass, captcha: 'T3ST', hash: (await captcha()).hash } })

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

  it('locks an account after 5 wrong passwords; while locked every attempt, the right password included, reads the same', async () => {
    const lockedName = `locked_${suffix}`
    await call('/api/index/user_reg', { body: { ...registration(), username: lockedName, email: `${lockedName}@example.com`, hash: (await captcha()).hash } })
    const LOCKED = { code: 0, msg: '登录失败次数过多，账号已临时锁定，请 10 分钟后再试', data: null }
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(lockedName, `wrong-pass-${attempt}`)).body.msg).toBe('账号或密码错误')
    const wrong = await login(lockedName, 'wrong-pass-9')
    const right = await login(lockedName, password)
    expect(wrong.body).toMatchObject(LOCKED)
    expect(right.body).toMatchObject(LOCKED)
    expect(right.response.headers.get('set-cookie')).toBeNull()
  })

  it('an unknown username locks exactly like an account, so a lock tells nobody who is registered', async () => {
    const known = `lockk_${suffix}`
    const unknown = `nobody_${suffix}`
    await call('/api/index/user_reg', { body: { ...registration(), username: known, email: `${known}@example.com`, hash: (await captcha()).hash } })
    const answers = async (name: string) => {
      const seen: string[] = []
      for (let attempt = 0; attempt < 7; attempt += 1) seen.push((await login(name, `wrong-pass-${attempt}`)).body.msg)
      return seen
    }
    const [forKnown, forUnknown] = [await answers(known), await answers(unknown)]
    expect(forUnknown).toEqual(forKnown)
    expect(forKnown).toEqual([...Array(5).fill('账号或密码错误'), ...Array(2).fill('登录失败次数过多，账号已临时锁定，请 10 分钟后再试')])
  })

  it('a disabled member learns it only with the right password, in any letter case, and never gets a token', async () => {
    const name = `off_${suffix}`
    await payload.create({ collection: 'members', data: { username: name, email: `${name}@example.com`, password, name: '停用', status: 'disabled' }, overrideAccess: true })
    for (const variant of [name, name.toUpperCase(), ` ${name.toUpperCase()} `]) {
      expect((await login(variant, 'wrong-pass-9')).body.msg).toBe('账号或密码错误')
      const right = await login(variant, password)
      expect(right.body).toMatchObject({ code: 0, msg: '该账号已被停用，请联系客服', data: null })
      expect(right.response.headers.get('set-cookie')).toBeNull()
    }
    await expect(payload.login({ collection: 'members', data: { username: name, password } })).rejects.toMatchObject({ status: 403 })
  })

  it('answers unknown usernames with the same message as wrong passwords', async () => {
    // That both do the same hashing work is src/lib/password-hash.test.ts; the resilience suite prints the timings.
    for (const name of [username, `ghost_${suffix}`]) {
      const { hash } = await captcha()
      const response = await call('/api/index/login', { body: { username: name, password: 'wrong-pass-7', captcha: 'T3ST', hash } })
      expect(response.body).toMatchObject({ code: 0, msg: '账号或密码错误', data: null })
    }
  })

  it('usernames and e-mails are taken whatever their letter case', async () => {
    const upper = await call('/api/index/user_reg', {
      body: { ...registration(), username: username.toUpperCase(), email: `x_${suffix}@example.com`, hash: (await captcha()).hash },
    })
    expect(upper.body).toMatchObject({ code: 0, msg: '该账号已被注册' })
    const email = await call('/api/index/user_reg', {
      body: { ...registration(), username: `mail_${suffix}`, email: `${username}@EXAMPLE.com`.toUpperCase(), hash: (await captcha()).hash },
    })
    expect(email.body).toMatchObject({ code: 0, msg: '该邮箱已被注册' })
    const mixed = await call<{ user: { username: string; email: string } }>('/api/index/user_reg', {
      body: { ...registration(), username: `Mixed_${suffix}`, email: `Mixed_${suffix}@Example.com`, hash: (await captcha()).hash },
    })
    expect(mixed.body.data.user).toMatchObject({ username: `mixed_${suffix}`, email: `mixed_${suffix}@example.com` })
    expect((await login(`MIXED_${suffix}`, password)).body.msg).toBe('登录成功')
  })

  it('the migration brings rows written around Payload to lower case, and sets aside clashes', async () => {
    const db = await payloadDatabase(payload)
    const make = async (name: string, stored: { username: string; email: string }) => {
      const created = await payload.create({
        collection: 'members',
        data: { username: name, email: `${name}@example.com`, password, name: '迁移', status: 'active' },
        overrideAccess: true,
      })
      await db.run(sql`UPDATE members SET username = ${stored.username}, email = ${stored.email} WHERE id = ${created.id}`)
      return created.id
    }
    const alone = await make(`m1_${suffix}`, { username: ` Alone_${suffix} `, email: `Alone_${suffix}@Example.com` })
    const keeper = await make(`m2_${suffix}`, { username: `keep_${suffix}`, email: `keep_${suffix}@example.com` })
    const clash = await make(`m3_${suffix}`, { username: `KEEP_${suffix}`, email: `Keep_${suffix}@example.com` })
    const messages: string[] = []
    await normaliseIdentities(db, (message) => messages.push(message))
    const read = async (id: number) => (await db.rows<{ username: string; email: string }>(sql`SELECT username, email FROM members WHERE id = ${id}`))[0]
    expect(await read(alone)).toEqual({ username: `alone_${suffix}`, email: `alone_${suffix}@example.com` })
    expect(await read(keeper)).toEqual({ username: `keep_${suffix}`, email: `keep_${suffix}@example.com` })
    expect(await read(clash)).toEqual({ username: `keep_${suffix}_${clash}`, email: `keep_${suffix}+dup${clash}@example.com` })
    expect(messages).toHaveLength(2)
    expect((await login(`ALONE_${suffix}`, password)).body.msg).toBe('登录成功')
  })

  it('two registrations racing for one username: one is accepted, the other told the name is taken', async () => {
    const name = `race_${suffix}`
    const attempts = await Promise.all(
      [name, name.toUpperCase()].map(async (variant, index) =>
        call('/api/index/user_reg', { body: { ...registration(), username: variant, email: `race${index}_${suffix}@example.com`, hash: (await captcha()).hash } }),
      ),
    )
    expect(attempts.map((attempt) => attempt.body.msg).sort()).toEqual(['注册成功', '该账号已被注册'])
  })
})

describe('limits that stop scripts, not people', () => {
  const address = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`
  const from = (ip: string) => ({ 'x-client-address': ip })
  const limited = `limited_${suffix}`

  beforeAll(async () => {
    await payload.create({ collection: 'members', data: { username: limited, email: `${limited}@example.com`, password, name: '限流', status: 'active' }, overrideAccess: true })
  })

  it('registrations refused for their input, a taken name or a wrong captcha spend nothing; accepted ones spend the hourly cap', async () => {
    const ip = address()
    await forget(payload, 'registrationPerIp', ip)
    await forget(payload, 'captchaFailuresPerIp', ip)
    for (let attempt = 0; attempt < LIMITS.registrationPerIp.points + 5; attempt += 1) {
      const refused = await call('/api/index/user_reg', { headers: from(ip), body: { ...registration(), hash: (await captcha()).hash } })
      expect(refused.body.msg).toBe('该账号已被注册')
    }
    expect((await call('/api/index/user_reg', { headers: from(ip), body: { ...registration(), mobile: '' } })).body.msg).toBe('手机号不能为空')
    const wrongCaptcha = await call('/api/index/user_reg', {
      headers: from(ip),
      body: { ...registration(), username: `cap_${suffix}`, captcha: 'nope', hash: (await captcha()).hash },
    })
    expect(wrongCaptcha.body.msg).toBe('图形验证码错误或已过期，请重新输入')

    // An office of 50: the 50th registration of the hour from one address is accepted.
    for (let spent = 0; spent < 49; spent += 1) await hit(payload, 'registrationPerIp', ip)
    const office = await call('/api/index/user_reg', {
      headers: from(ip),
      body: { ...registration(), username: `office_${suffix}`, email: `office_${suffix}@example.com`, hash: (await captcha()).hash },
    })
    expect(office.body.msg).toBe('注册成功')
    for (let spent = 50; spent < LIMITS.registrationPerIp.points; spent += 1) await hit(payload, 'registrationPerIp', ip)
    const over = await call('/api/index/user_reg', {
      headers: from(ip),
      body: { ...registration(), username: `over_${suffix}`, email: `over_${suffix}@example.com`, hash: (await captcha()).hash },
    })
    expect(over.status).toBe(429)
    expect(over.body.msg).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/)
  })

  it('repeated wrong captchas from one address make it wait, even with a right answer', async () => {
    const ip = address()
    await forget(payload, 'captchaFailuresPerIp', ip)
    for (let attempt = 0; attempt < LIMITS.captchaFailuresPerIp.points; attempt += 1) {
      const wrong = await call('/api/index/login', { headers: from(ip), body: { username: limited, password, captcha: 'nope', hash: (await captcha()).hash } })
      expect(wrong.body.msg).toBe('图形验证码错误或已过期，请重新输入')
    }
    const blocked = await call('/api/index/login', { headers: from(ip), body: { username: limited, password, captcha: 'T3ST', hash: (await captcha()).hash } })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(LIMITS.captchaFailuresPerIp.durationSeconds)
    expect((await login(limited, password)).body.msg).toBe('登录成功')
  })

  it('logins count only wrong credentials against the address', async () => {
    const ip = address()
    await forget(payload, 'loginFailuresPerIp', ip)
    for (let spent = 1; spent < LIMITS.loginFailuresPerIp.points; spent += 1) await hit(payload, 'loginFailuresPerIp', ip)
    const attempt = async (pass: string) =>
      call('/api/index/login', { headers: from(ip), body: { username: limited, password: pass, captcha: 'T3ST', hash: (await captcha()).hash } })
    expect((await attempt(password)).body.msg).toBe('登录成功')
    expect((await attempt('wrong-pass-3')).body.msg).toBe('账号或密码错误')
    const over = await attempt(password)
    expect(over.status).toBe(429)
  })
})
