import 'server-only'

import { AuthenticationError, LockedAuth, type Payload } from 'payload'

import { MEMBER_DISABLED_REASON } from '@/collections/members/refuse-disabled'
import { CHINA } from '@/lib/countries'
import { verifyPassword } from '@/lib/password-hash'
import type { Member } from '@/payload-types'

import { applicantRecord, type ApplicantInput } from './applicant'
import { withChoiceKeys } from './choice-keys.server'
import { hit, waitFor } from './rate-limits.server'
import { texts } from './text-fields'

/** The cookie that carries a member's token (HttpOnly; set by the login call). */
export const TOKEN_COOKIE = 'token'

/** Member info of spec section 3. */
export type MemberInfo = {
  id: number
  username: string
  name: string
  wechat: string
  qq: string
  company: string
  email: string
  phone: string
  tel: string
  country: string
  address: string[]
  apply: string
}

export function memberInfo(member: Member): MemberInfo {
  return {
    id: member.id,
    ...texts(member, ['username', 'name', 'wechat', 'qq', 'company', 'email', 'phone', 'tel']),
    country: member.country ?? CHINA,
    address: member.address ?? [],
    apply: member.apply ?? '',
  }
}

/** The signed-in, active member the token belongs to, or null. Staff tokens do not count. */
export async function authenticateMember(payload: Payload, token: string | undefined): Promise<Member | null> {
  if (!token) return null
  try {
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    if (!user || user.collection !== 'members') return null
    const member = user as Member
    return member.status === 'disabled' ? null : member
  } catch {
    return null
  }
}

/** Usernames and e-mails are stored trimmed and in lower case (Payload's auth fields do so on write). */
export const memberIdentity = (value: string) => value.trim().toLowerCase()

export type MemberSession = { token: string; exp?: number; member: Member }

/** How a sign-in ended; what the member is told is the contract's. */
export type SignInOutcome = { kind: 'ok'; session: MemberSession } | { kind: 'wrong-password' } | { kind: 'locked' } | { kind: 'disabled' }

type Account = { id: number; hash?: unknown; salt?: unknown; status?: string | null; lockUntil?: string | null }

/** A refusal of Payload's login for the credentials (401: wrong password, or the attempt that locked the account), by status since the built server may hold a second copy of its error classes. */
function refusedCredentials(error: unknown): boolean {
  return error instanceof AuthenticationError || error instanceof LockedAuth || (error as { status?: number } | null)?.status === 401
}

const refusedDisabled = (error: unknown) => (error as { data?: { reason?: string } } | null)?.data?.reason === MEMBER_DISABLED_REASON

/**
 * Signs a member in through Payload's login (which counts wrong passwords
 * against the account and locks it after 5). While an account is locked its
 * password is not checked: every attempt is `locked`, the right password
 * included, so the lock cannot confirm a guess. An unknown username is
 * checked against a dummy hash and locks the same way after 5 wrong tries
 * (its own counter), so neither a refusal nor a lock tells who has an
 * account. Only the right password learns that an account is disabled.
 */
export async function signInMember(payload: Payload, rawUsername: string, password: string): Promise<SignInOutcome> {
  const username = memberIdentity(rawUsername)
  const account = (await payload.db.findOne({ collection: 'members', where: { username: { equals: username } } })) as Account | null
  if (!account) {
    if (await waitFor(payload, 'loginFailuresPerUnknownUsername', username)) return { kind: 'locked' }
    await verifyPassword(null, password)
    await hit(payload, 'loginFailuresPerUnknownUsername', username)
    return { kind: 'wrong-password' }
  }
  if (account.lockUntil && new Date(account.lockUntil).getTime() > Date.now()) return { kind: 'locked' }
  try {
    const result = await payload.login({ collection: 'members', data: { username, password } })
    if (!result.token) return { kind: 'wrong-password' }
    return { kind: 'ok', session: { token: result.token, exp: result.exp, member: result.user as Member } }
  } catch (error) {
    if (refusedDisabled(error)) return { kind: 'disabled' }
    if (refusedCredentials(error)) return { kind: 'wrong-password' }
    throw error
  }
}

/** Stamps the member's last sign-in (a login, not a registration or a password check). */
export async function recordMemberLogin(payload: Payload, memberId: number): Promise<void> {
  await payload.update({ collection: 'members', id: memberId, data: { lastLoginAt: new Date().toISOString() }, overrideAccess: true })
}

export type MemberWriteOutcome = { kind: 'ok'; member: Member } | { kind: 'taken'; field: 'username' | 'email' }

class Taken extends Error {
  constructor(readonly field: 'username' | 'email') {
    super(`${field} taken`)
  }
}

/** Refuses a username or e-mail that another member holds. */
async function ensureFree(payload: Payload, field: 'username' | 'email', value: string, exceptId?: number): Promise<void> {
  const { docs } = await payload.find({ collection: 'members', where: { [field]: { equals: memberIdentity(value) } }, limit: 1, depth: 0, overrideAccess: true })
  if (docs[0] && docs[0].id !== exceptId) throw new Taken(field)
}

/** A write that lost a race for a username or e-mail (Payload's ValidationError of the unique index) ends like the check before it. */
async function unlessTaken(write: () => Promise<Member>): Promise<MemberWriteOutcome> {
  try {
    return { kind: 'ok', member: await write() }
  } catch (error) {
    if (error instanceof Taken) return { kind: 'taken', field: error.field }
    const paths = ((error as { data?: { errors?: { path?: string }[] } } | null)?.data?.errors ?? []).map((item) => item.path)
    for (const field of ['username', 'email'] as const) if (paths.includes(field)) return { kind: 'taken', field }
    throw error
  }
}

/** Creates an active member; the username and the e-mail must be free. */
export function registerMember(payload: Payload, account: { username: string; password: string; applicant: ApplicantInput }): Promise<MemberWriteOutcome> {
  return unlessTaken(async () => {
    await ensureFree(payload, 'username', account.username)
    await ensureFree(payload, 'email', account.applicant.email)
    return payload.create({
      collection: 'members',
      data: { ...applicantRecord(await withChoiceKeys(account.applicant)), username: account.username, password: account.password, status: 'active' },
      overrideAccess: true,
    })
  })
}

/** Saves a member's own details (never the username); the e-mail must be free. */
export function updateMemberProfile(payload: Payload, memberId: number, applicant: ApplicantInput): Promise<MemberWriteOutcome> {
  return unlessTaken(async () => {
    await ensureFree(payload, 'email', applicant.email, memberId)
    return payload.update({ collection: 'members', id: memberId, data: applicantRecord(await withChoiceKeys(applicant)), overrideAccess: true })
  })
}

/** Revokes one session of a member (logout) or all of them (a new password). */
export async function endMemberSessions(payload: Payload, memberId: number, sessionId: string | 'all'): Promise<void> {
  const member = await payload.db.findOne<{ id: number; sessions?: { id: string }[] } & Record<string, unknown>>({
    collection: 'members',
    where: { id: { equals: memberId } },
  })
  if (!member) return
  const sessions = sessionId === 'all' ? [] : (member.sessions ?? []).filter((session) => session.id !== sessionId)
  await payload.db.updateOne({ collection: 'members', id: memberId, data: { ...member, sessions, updatedAt: null }, returning: false })
}

/** Sets a member's new password; every session ends. */
export async function changeMemberPassword(payload: Payload, memberId: number, password: string): Promise<void> {
  await payload.update({ collection: 'members', id: memberId, data: { password }, overrideAccess: true })
  await endMemberSessions(payload, memberId, 'all')
}

/** Whether a reset code may be mailed to this address: a member holds it and is not disabled. */
export async function mayResetPassword(payload: Payload, email: string): Promise<boolean> {
  const { docs } = await payload.find({ collection: 'members', where: { email: { equals: memberIdentity(email) } }, limit: 1, depth: 0, overrideAccess: true })
  return Boolean(docs[0] && docs[0].status !== 'disabled')
}

/** Sets the password of the member holding the address (its reset code already checked), unlocks the account and ends every session. */
export async function resetMemberPassword(payload: Payload, email: string, password: string): Promise<{ kind: 'ok' } | { kind: 'unknown-member' }> {
  const { docs } = await payload.find({ collection: 'members', where: { email: { equals: memberIdentity(email) } }, limit: 1, depth: 0, overrideAccess: true })
  const member = docs[0]
  if (!member) return { kind: 'unknown-member' }
  await payload.update({ collection: 'members', id: member.id, data: { password, loginAttempts: 0, lockUntil: null }, overrideAccess: true })
  await endMemberSessions(payload, member.id, 'all')
  return { kind: 'ok' }
}
