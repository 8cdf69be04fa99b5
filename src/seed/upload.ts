import type { CollectionSlug, Payload, Where } from 'payload'

/**
 * The seed only ever adds what is missing, keyed by a natural key, so that
 * running it again changes nothing and never overwrites staff edits.
 */
export async function findOrCreate<T extends { id: number }>(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  create: () => Promise<T>,
): Promise<{ doc: T; created: boolean }> {
  const existing = await payload.find({ collection, where, limit: 1, depth: 0, draft: true, overrideAccess: true })
  if (existing.docs[0]) return { doc: existing.docs[0] as unknown as T, created: false }
  return { doc: await create(), created: true }
}

export type UploadFile = { data: Buffer; mimetype: string; name: string; size: number }

export function uploadFile(data: Buffer, name: string, mimetype: string): UploadFile {
  return { data, name, mimetype, size: data.length }
}
