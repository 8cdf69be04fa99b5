import 'server-only'

import type { User } from '@/payload-types'

import { payloadClient } from './payload-client.server'

export type StaffUser = User & { collection: 'users' }

/** The staff member signed in to the admin on this request (Payload's cookie), or null. */
export async function staffFromHeaders(headers: Headers): Promise<StaffUser | null> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers })
  return user?.collection === 'users' ? (user as StaffUser) : null
}

/** Who a request signs in as with Payload's credentials (cookie or Authorization): staff, a member, or nobody. */
export async function signedInAs(headers: Headers): Promise<'staff' | 'member' | null> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers })
  return user?.collection === 'users' ? 'staff' : user?.collection === 'members' ? 'member' : null
}
