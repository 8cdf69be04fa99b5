import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/is-staff'
import { uploadRoot } from '@/lib/upload-root'

import { withContentExpiry } from '../expire-content-hooks'

/**
 * Downloadable documents (datasheets, manuals, software). Not public: the
 * download call of the public contract checks member-only files and counts
 * each download before it streams the file.
 */
export const Files: CollectionConfig = withContentExpiry({
  slug: 'files',
  labels: { singular: '文件', plural: '下载文件' },
  admin: { group: '下载中心', defaultColumns: ['filename', 'mimeType', 'filesize', 'updatedAt'] },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: path.join(uploadRoot(), 'files'),
  },
  fields: [{ name: 'title', type: 'text', label: '文件说明' }],
})
