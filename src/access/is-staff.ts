import type { Access, PayloadRequest } from 'payload'

export type StaffRole = 'admin' | 'editor'

export function staffRole(req: PayloadRequest): StaffRole | null {
  const user = req.user
  if (!user || user.collection !== 'users') return null
  return (user as { role?: StaffRole }).role ?? 'editor'
}

/** Any signed-in staff account (admin or editor). */
export const isStaff: Access = ({ req }) => staffRole(req) !== null

/** Who may open the admin UI at all. */
export const canUseAdmin = ({ req }: { req: PayloadRequest }): boolean => staffRole(req) !== null
