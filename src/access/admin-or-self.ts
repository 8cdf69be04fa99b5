import type { Access } from 'payload'

import { staffRole } from './is-staff'

/** Admins see every staff account; an editor sees and edits only their own. */
export const adminOrSelf: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'admin') return true
  if (role === 'editor' && req.user) return { id: { equals: req.user.id } }
  return false
}
