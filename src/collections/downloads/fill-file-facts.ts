import type { CollectionBeforeChangeHook } from 'payload'

/** Keep size and format in step with the attached file, so lists need no join. */
export const fillFileFacts: CollectionBeforeChangeHook = async ({ data, req }) => {
  const fileId = typeof data.file === 'object' && data.file ? data.file.id : data.file
  if (!fileId) return data
  const file = await req.payload.findByID({ collection: 'files', id: fileId, req, overrideAccess: true, depth: 0 })
  const extension = file.filename?.split('.').pop()?.toUpperCase()
  return { ...data, size: file.filesize ?? data.size, format: extension ?? data.format }
}
