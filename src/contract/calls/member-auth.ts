import { AuthenticationError, LockedAuth, type Payload } from 'payload'
import { z } from 'zod'

import { MEMBER_DISABLED, MEMBER_DISABLED_REASON } from '@/collections/members/refuse-disabled'
import { memberInfo } from '@/data/members.server'
import { createCaptcha } from '@/lib/captcha'
import { revokeMemberSessions } from '@/lib/member-sessions'
import { verifyPassword } from '@/lib/password-hash'
import { hit, waitFor } from '@/lib/rate-limit'
import zhContract from '@/messages/zh/contract.json'
import type { Member } from '@/payload-types'
import { loginSchema, passwordChangeSchema, profileSchema, registrationSchema } from '@/validation/forms'

import { requireCaptcha } from '../captcha.server'
import { defineCall } from '../define-call'
import { fail, tooManyRequests } from '../envelope'
import { clearSessionCookies, isHttps, refreshedHintCookie, sessionCookies } from '../member-auth.server'

const MEMBER = zhContract.member

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

/** Usernames and e-mails are stored trimmed and in lower case (Payload's auth fields do so on write). */
export const identity = (value: string) => value.trim().toLowerCase()

type Refusals = { wrong: string; locked: string }
type Account = { id: number; hash?: unknown; salt?: unknown; status?: string | null; lockUntil?: string | null }

/** A refusal of Payload's login for the credentials (401: wrong password, or the attempt that locked the account), by status since the built server may hold a second copy of its error classes. */
function refusedCredentials(error: unknown): boolean {
  return error instanceof AuthenticationError || error instanceof LockedAuth || (error as { status?: number } | null)?.status === 401
}

const refusedDisabled = (error: unknown) => (error as { data?: { reason?: string } } | null)?.data?.reason === MEMBER_DISABLED_REASON

/**
 * Signs a member in. Every refusal costs one password hash and says the same
 * until the password is right: an unknown username is checked against a dummy
 * hash, a locked account against its own, and only the right password learns
 * that the account is disabled or locked. Wrong credentials count against the
 * client address (loginFailuresPerIp) and, through Payload, the account.
 */
async function signIn(payload: Payload, ip: string, rawUsername: string, password: string, refusals: Refusals = { wrong: MEMBER.wrongCredentials, locked: MEMBER.locked }): Promise<Session> {
  const username = identity(rawUsername)
  const account = (await payload.db.findOne({ collection: 'members', where: { username: { equals: username } } })) as Account | null
  const wrong = async () => {
    await hit(payload, 'loginFailuresPerIp', ip)
    return fail(refusals.wrong)
  }
  if (account && !(account.lockUntil && new Date(account.lockUntil).getTime() > Date.now())) {
    try {
      const result = await payload.login({ collection: 'members', data: { username, password } })
      if (!result.token) throw fail(refusals.wrong)
      return { token: result.token, exp: result.exp, user: result.user as Member }
    } catch (error) {
      if (refusedDisabled(error)) throw fail(MEMBER_DISABLED)
      if (refusedCredentials(error)) throw await wrong()
      throw error
    }
  }
  if (!(await verifyPassword(account, password)) || !account) throw await wrong()
  throw fail(account.status === 'disabled' ? MEMBER_DISABLED : refusals.locked)
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
  input: loginSchema,
  handle: async ({ input, payload, request, ip }) => {
    const wait = await waitFor(payload, 'loginFailuresPerIp', ip)
    if (wait) throw tooManyRequests(wait)
    await requireCaptcha(payload, ip, input.hash, input.captcha)
    const session = await signIn(payload, ip, input.username, input.password)
    await payload.update({ collection: 'members', id: session.user.id, data: { lastLoginAt: new Date().toISOString() }, overrideAccess: true })
    return signedIn(request, session, MEMBER.loggedIn)
  },
})

const TAKEN = { username: MEMBER.usernameTaken, email: MEMBER.emailTaken } as const

async function ensureFree(payload: Payload, field: 'username' | 'email', value: string, exceptId?: number) {
  const { docs } = await payload.find({ collection: 'members', where: { [field]: { equals: identity(value) } }, limit: 1, depth: 0, overrideAccess: true })
  if (docs[0] && docs[0].id !== exceptId) throw fail(TAKEN[field])
}

/** A write that lost a race for a username or e-mail (Payload's ValidationError of the unique index) answers like the check before it. */
async function unlessTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    const paths = ((error as { data?: { errors?: { path?: string }[] } } | null)?.data?.errors ?? []).map((item) => item.path)
    for (const field of ['username', 'email'] as const) if (paths.includes(field)) throw fail(TAKEN[field])
    throw error
  }
}

/** The member's own details as the forms send them (the spec's `mobile` is the record's `phone`). */
function profileFields(input: z.infer<typeof profileSchema>) {
  const { name, company, email, mobile, tel, address, apply, wechat, qq } = input
  return { name, company, email, phone: mobile, tel, address, apply, wechat, qq }
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
  handle: async ({ input, payload, request, ip }) => {
    await requireCaptcha(payload, ip, input.hash, input.captcha)
    await ensureFree(payload, 'username', input.username)
    await ensureFree(payload, 'email', input.email)
    await unlessTaken(
      payload.create({
        collection: 'members',
        data: { ...profileFields(input), username: input.username, password: input.password, status: 'active' },
        overrideAccess: true,
      }),
    )
    const session = await signIn(payload, ip, input.username, input.password)
    return signedIn(request, session, MEMBER.registered)
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
    const updated = await unlessTaken(
      payload.update({
        collection: 'members',
        id: self.id,
        data: profileFields(input),
        overrideAccess: true,
      }),
    )
    return { msg: MEMBER.profileSaved, data: memberInfo(updated), cookies: refreshedHintCookie(request, updated) }
  },
})

export const changePassword = defineCall({
  scope: 'member',
  name: 'change_password',
  method: 'POST',
  tag: '会员',
  summary: '修改密码：oldpassword、newpassword、repassword；成功后所有登录会话失效，需要重新登录',
  auth: 'member',
  input: passwordChangeSchema,
  handle: async ({ input, payload, member, request, ip }) => {
    const self = member as Member
    const wait = await waitFor(payload, 'loginFailuresPerIp', ip)
    if (wait) throw tooManyRequests(wait)
    await signIn(payload, ip, self.username as string, input.oldpassword, { wrong: MEMBER.wrongOldPassword, locked: MEMBER.oldPasswordLocked })
    await payload.update({ collection: 'members', id: self.id, data: { password: input.newpassword }, overrideAccess: true })
    await revokeMemberSessions(payload, self.id, 'all')
    return { msg: MEMBER.passwordChanged, data: null, cookies: clearSessionCookies(isHttps(request)) }
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
    return { msg: MEMBER.loggedOut, data: null, cookies: clearSessionCookies(isHttps(request)) }
  },
})
