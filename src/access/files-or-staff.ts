import type { Access } from 'payload'

import { staffRole } from './is-staff'

/**
 * An upload collection whose files the site links to: anyone fetches a file
 * of one of its documents, only staff read the documents. For a file, the
 * rule is a constraint that every document meets, so Payload looks the file's
 * document up first (an unknown name is refused before the disk or the bucket
 * is asked) and hands it to the storage adapter, which then reads nothing more.
 */
export const filesOrStaff: Access = ({ req, isReadingStaticFile }) => {
  if (staffRole(req) !== null) return true
  return isReadingStaticFile ? { id: { exists: true } } : false
}
