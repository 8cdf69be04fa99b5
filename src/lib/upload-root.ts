import path from 'node:path'

/** Where uploaded files live on disk (UPLOAD_DIR, default ./media). */
export function uploadRoot(): string {
  return path.resolve(process.env.UPLOAD_DIR || 'media')
}
