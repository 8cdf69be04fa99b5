import 'server-only'

import { cookies } from 'next/headers'
import { cache } from 'react'

import { authenticateMember, memberInfo, TOKEN_COOKIE, type MemberInfo } from '@/data/members.server'
import { payloadClient } from '@/data/payload-client.server'

/**
 * The signed-in member of this request, resolved on the server from the token
 * cookie: for the screens rendered per request ((forms) and its guard). Cached
 * screens never call it; they read the member hint in the browser (0010).
 * Read once per request, however many parts of the screen ask.
 */
export const currentMember = cache(async (): Promise<MemberInfo | null> => {
  const token = (await cookies()).get(TOKEN_COOKIE)?.value
  if (!token) return null
  const member = await authenticateMember(await payloadClient(), token)
  return member ? memberInfo(member) : null
})
