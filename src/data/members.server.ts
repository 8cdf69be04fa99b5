import 'server-only'

import type { Payload } from 'payload'

import type { Member } from '@/payload-types'

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
  address: string[]
  apply: string
}

export function memberInfo(member: Member): MemberInfo {
  return {
    id: member.id,
    username: member.username ?? '',
    name: member.name ?? '',
    wechat: member.wechat ?? '',
    qq: member.qq ?? '',
    company: member.company ?? '',
    email: member.email ?? '',
    phone: member.phone ?? '',
    tel: member.tel ?? '',
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
