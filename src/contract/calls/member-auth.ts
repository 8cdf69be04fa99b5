import type { Payload } from 'payload'
import { z } from 'zod'

import {
  changeMemberPassword,
  endMemberSessions,
  memberInfo,
  recordMemberLogin,
  registerMember,
  signInMember,
  updateMemberProfile,
  type MemberSession,
  type MemberWriteOutcome,
} from '@/data/members.server'
import { hit, waitFor } from '@/data/rate-limits.server'
import { createCaptcha } from '@/data/verification.server'
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
  writes: true,
  input: z.object({}),
  handle: async ({ payload }) => ({ data: await createCaptcha(payload) }),
})

type Refusals = { wrong: string; locked: string }

/**
 * Signs a member in (signInMember) and says why not: a wrong password and an
 * unknown username read the same; a locked account (or username) reads the
 * same whatever the password. Every refusal counts against the client
 * address (loginFailuresPerIp); wrong passwords also against the account.
 */
async function signIn(
  payload: Payload,
  ip: string,
  username: string,
  password: string,
  refusals: Refusals = { wrong: MEMBER.wrongCredentials, locked: MEMBER.locked },
): Promise<MemberSession> {
  const outcome = await signInMember(payload, username, password)
  switch (outcome.kind) {
    case 'ok':
      return outcome.session
    case 'wrong-password':
      await hit(payload, 'loginFailuresPerIp', ip)
      throw fail(refusals.wrong)
    case 'disabled':
      throw fail(MEMBER.disabled)
    case 'locked':
      await hit(payload, 'loginFailuresPerIp', ip)
      throw fail(refusals.locked)
  }
}

/** A signed-in answer: the token in data and in the HttpOnly cookie, for the session's lifetime. */
function signedIn(request: Request, session: MemberSession, msg: string) {
  const maxAge = session.exp ? Math.max(0, session.exp - Math.floor(Date.now() / 1000)) : 7 * 24 * 3600
  return {
    msg,
    data: { token: session.token, expires: session.exp ?? null, user: memberInfo(session.member) },
    cookies: sessionCookies(session.token, session.member, maxAge, isHttps(request)),
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
    await recordMemberLogin(payload, session.member.id)
    return signedIn(request, session, MEMBER.loggedIn)
  },
})

const TAKEN = { username: MEMBER.usernameTaken, email: MEMBER.emailTaken } as const

/** The member a write saved, or the contract's answer to a username or e-mail another member holds. */
function saved(outcome: MemberWriteOutcome): Member {
  if (outcome.kind === 'taken') throw fail(TAKEN[outcome.field])
  return outcome.member
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
    saved(await registerMember(payload, { username: input.username, password: input.password, applicant: input }))
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
    const updated = saved(await updateMemberProfile(payload, (member as Member).id, input))
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
    await changeMemberPassword(payload, self.id, input.newpassword)
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
    if (self._sid) await endMemberSessions(payload, self.id, self._sid)
    return { msg: MEMBER.loggedOut, data: null, cookies: clearSessionCookies(isHttps(request)) }
  },
})
