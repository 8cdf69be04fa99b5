import type { Access, FieldAccess } from 'payload'

import { staffRole } from './is-staff'

/** Only staff with the admin role: staff accounts, members and settings. */
export const isAdmin: Access = ({ req }) => staffRole(req) === 'admin'

export const isAdminField: FieldAccess = ({ req }) => staffRole(req) === 'admin'
