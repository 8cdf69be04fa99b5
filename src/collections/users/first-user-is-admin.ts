import type { CollectionBeforeChangeHook } from 'payload'

/** The account created on an empty install must be able to manage the rest. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  if (totalDocs === 0) return { ...data, role: 'admin' }
  return data
}
