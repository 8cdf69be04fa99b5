import 'server-only'

import type { Member } from '@/payload-types'

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
