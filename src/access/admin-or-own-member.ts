import type { Access } from 'payload'

import { staffRole } from './is-staff'

/** Admins manage members; a signed-in member who is not disabled may read their own record. */
export const adminOrOwnMember: Access = ({ req }) => {
  if (staffRole(req) === 'admin') return true
  const user = req.user as { collection?: string; id?: number | string; status?: string } | null
  if (user?.collection === 'members' && user.status !== 'disabled') return { id: { equals: user.id } }
  return false
}
