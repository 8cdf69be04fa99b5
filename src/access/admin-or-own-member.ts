import type { Access } from 'payload'

import { staffRole } from './is-staff'

/** Admins manage members; a signed-in member may read their own record. */
export const adminOrOwnMember: Access = ({ req }) => {
  if (staffRole(req) === 'admin') return true
  if (req.user?.collection === 'members') return { id: { equals: req.user.id } }
  return false
}
