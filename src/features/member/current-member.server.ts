import 'server-only'

import { cookies } from 'next/headers'

import { authenticateMember, memberInfo, TOKEN_COOKIE, type MemberInfo } from '@/data/members.server'
import { payloadClient } from '@/data/payload-client.server'

/**
 * The signed-in member of this request, resolved on the server from the token
 * cookie, so the first HTML already shows the member (no anonymous flash).
 */
export async function currentMember(): Promise<MemberInfo | null> {
  const token = (await cookies()).get(TOKEN_COOKIE)?.value
  if (!token) return null
  const member = await authenticateMember(await payloadClient(), token)
  return member ? memberInfo(member) : null
}
