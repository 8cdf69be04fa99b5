import { AuthenticationError, LockedAuth, type Payload } from 'payload'
import { z } from 'zod'

import { memberInfo } from '@/data/members.server'
import { checkCaptcha, createCaptcha } from '@/lib/captcha'
import { revokeMemberSessions } from '@/lib/member-sessions'
import type { Member } from '@/payload-types'
import { loginSchema, passwordChangeSchema, profileSchema, registrationSchema } from '@/validation/forms'

import { defineCall } from '../define-call'
import { fail } from '../envelope'
import { clearSessionCookies, isHttps, refreshedHintCookie, sessionCookies } from '../member-auth.server'

const WRONG_CREDENTIALS = '账号或密码错误'
const CAPTCHA_WRONG = '图形验证码错误或已过期，请重新输入'

export const captcha = defineCall({
  scope: 'index',
  name: 'captcha',
  method: 'GET',
  tag: '会员',
  summary: '图形验证码：hash 与 PNG 图片（data URL）；答案 5 分钟内有效，只能校验一次，不区分大小写',
  auth: 'none',
  limits: ['captchaPerIp'],
  input: z.object({}),
  handle: async ({ payload }) => ({ data: await createCaptcha(payload) }),
})

type Session = { token: string; exp?: number; user: Member }

async function signIn(payload: Payload, username: string, password: string): Promise<Session> {
  try {
    const result = await payload.login({ collection: 'members', data: { username, password } })
    if (!result.token) throw fail(WRONG_CREDENTIALS)
    return { token: result.token, exp: result.exp, user: result.user as Member }
  } catch (error) {
    const refused = await loginRefusal(payload, username, error)
    if (refused === 'locked') throw fail('登录失败次数过多，账号已临时锁定，请 10 分钟后再试')
    if (refused === 'wrong') throw fail(WRONG_CREDENTIALS)
    throw error
  }
}

/**
 * Why Payload refused a login: a locked account, wrong credentials, or null for
 * any other fault. In the built server Payload's error classes can be a second
 * copy, so instanceof alone is not enough: status 401 is the sign.
 */
async function loginRefusal(payload: Payload, username: string, error: unknown): Promise<'locked' | 'wrong' | null> {
  if (error instanceof LockedAuth) return 'locked'
  if (!(error instanceof AuthenticationError) && (error as { status?: number } | null)?.status !== 401) return null
  const { docs } = await payload.find({ collection: 'members', where: { username: { equals: username } }, limit: 1, depth: 0, overrideAccess: true, select: { lockUntil: true } })
  const lockUntil = docs[0]?.lockUntil
  return lockUntil && new Date(lockUntil).getTime() > Date.now() ? 'locked' : 'wrong'
}

/** A signed-in answer: the token in data and in the HttpOnly cookie, for the session's lifetime. */
function signedIn(request: Request, session: Session, msg: string) {
  const maxAge = session.exp ? Math.max(0, session.exp - Math.floor(Date.now() / 1000)) : 7 * 24 * 3600
  return {
    msg,
    data: { token: session.token, expires: session.exp ?? null, user: memberInfo(session.user) },
    cookies: sessionCookies(session.token, session.user, maxAge, isHttps(request)),
  }
}

export const login = defineCall({
  scope: 'index',
  name: 'login',
  method: 'POST',
  tag: '会员',
  summary: '会员登录：先校验图形验证码，再校验账号密码；成功返回 data.token 并设置 token Cookie',
  auth: 'none',
  limits: ['loginPerIp'],
  input: loginSchema,
  handle: async ({ input, payload, request }) => {
    if (!(await checkCaptcha(payload, input.hash, input.captcha))) throw fail(CAPTCHA_WRONG)
    const { docs } = await payload.find({ collection: 'members', where: { username: { equals: input.username } }, limit: 1, depth: 0, overrideAccess: true })
    if (docs[0]?.status === 'disabled') throw fail('该账号已被停用，请联系客服')
    const session = await signIn(payload, input.username, input.password)
    await payload.update({ collection: 'members', id: session.user.id, data: { lastLoginAt: new Date().toISOString() }, overrideAccess: true })
    return signedIn(request, session, '登录成功')
  },
})

async function ensureFree(payload: Parameters<typeof createCaptcha>[0], field: 'username' | 'email', value: string, exceptId?: number) {
  const { docs } = await payload.find({ collection: 'members', where: { [field]: { equals: value } }, limit: 1, depth: 0, overrideAccess: true })
  if (docs[0] && docs[0].id !== exceptId) throw fail(field === 'username' ? '该账号已被注册' : '该邮箱已被注册')
}

export const userReg = defineCall({
  scope: 'index',
  name: 'user_reg',
  method: 'POST',
  tag: '会员',
  summary: '会员注册：校验全部字段与图形验证码，账号和邮箱不可重复；成功后直接登录（data.token 与 token Cookie）',
  auth: 'none',
  limits: ['registrationPerIp'],
  input: registrationSchema,
  handle: async ({ input, payload, request }) => {
    if (!(await checkCaptcha(payload, input.hash, input.captcha))) throw fail(CAPTCHA_WRONG)
    await ensureFree(payload, 'username', input.username)
    await ensureFree(payload, 'email', input.email)
    await payload.create({
      collection: 'members',
      data: {
        username: input.username,
        password: input.password,
        email: input.email,
        name: input.name,
        company: input.company,
        phone: input.mobile,
        tel: input.tel,
        address: input.address,
        apply: input.apply,
        wechat: input.wechat,
        qq: input.qq,
        status: 'active',
      },
      overrideAccess: true,
    })
    const session = await signIn(payload, input.username, input.password)
    return signedIn(request, session, '注册成功')
  },
})

export const userInfo = defineCall({
  scope: 'member',
  name: 'user_info',
  method: 'GET',
  tag: '会员',
  summary: '当前会员信息；同时续写页头用的 member_hint Cookie（显示名）',
  auth: 'member',
  input: z.object({}),
  handle: async ({ member, request }) => ({ data: memberInfo(member as Member), cookies: refreshedHintCookie(request, member as Member) }),
})

export const editUser = defineCall({
  scope: 'member',
  name: 'edit_user',
  method: 'POST',
  tag: '会员',
  summary: '修改当前会员资料（账号不可修改）；姓名变化时更新 member_hint Cookie',
  auth: 'member',
  input: profileSchema,
  handle: async ({ input, payload, member, request }) => {
    const self = member as Member
    await ensureFree(payload, 'email', input.email, self.id)
    const updated = await payload.update({
      collection: 'members',
      id: self.id,
      data: {
        name: input.name,
        company: input.company,
        email: input.email,
        phone: input.mobile,
        tel: input.tel,
        address: input.address,
        apply: input.apply,
        wechat: input.wechat,
        qq: input.qq,
      },
      overrideAccess: true,
    })
    return { msg: '修改成功', data: memberInfo(updated), cookies: refreshedHintCookie(request, updated) }
  },
})

export const changePassword = defineCall({
  scope: 'member',
  name: 'change_password',
  method: 'POST',
  tag: '会员',
  summary: '修改密码：oldpassword、newpassword、repassword；成功后所有登录会话失效，需要重新登录',
  auth: 'member',
  limits: ['loginPerIp'],
  input: passwordChangeSchema,
  handle: async ({ input, payload, member, request }) => {
    const self = member as Member
    try {
      await payload.login({ collection: 'members', data: { username: self.username as string, password: input.oldpassword } })
    } catch (error) {
      const refused = await loginRefusal(payload, self.username as string, error)
      if (refused === 'locked') throw fail('尝试次数过多，账号已临时锁定，请 10 分钟后再试')
      if (refused === 'wrong') throw fail('原密码错误')
      throw error
    }
    await payload.update({ collection: 'members', id: self.id, data: { password: input.newpassword }, overrideAccess: true })
    await revokeMemberSessions(payload, self.id, 'all')
    return { msg: '密码已修改，请重新登录', data: null, cookies: clearSessionCookies(isHttps(request)) }
  },
})

export const logout = defineCall({
  scope: 'member',
  name: 'logout',
  method: 'POST',
  tag: '会员',
  summary: '退出登录：当前会话在服务器端失效，并清除 token Cookie',
  auth: 'member',
  input: z.object({}),
  handle: async ({ payload, member, request }) => {
    const self = member as Member & { _sid?: string }
    if (self._sid) await revokeMemberSessions(payload, self.id, self._sid)
    return { msg: '已退出登录', data: null, cookies: clearSessionCookies(isHttps(request)) }
  },
})
