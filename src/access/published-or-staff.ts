import type { Access } from 'payload'

import { staffRole } from './is-staff'

/** Staff read everything; everybody else reads published documents only. */
export const publishedOrStaff: Access = ({ req }) => {
  if (staffRole(req)) return true
  return { _status: { equals: 'published' } }
}
