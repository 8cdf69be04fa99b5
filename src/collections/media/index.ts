import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { filesOrStaff } from '@/access/files-or-staff'
import { isStaff } from '@/access/is-staff'
import { uploadRoot } from '@/lib/upload-root'

import { withContentExpiry } from '../expire-content-hooks'
import { boundImageUploads } from './upload-limits-hooks'

/** Public images and videos shown on the site. */
export const Media: CollectionConfig = withContentExpiry({
  slug: 'media',
  labels: { singular: '媒体', plural: '媒体库' },
  admin: { group: '站点', defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'] },
  access: { read: filesOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeOperation: [boundImageUploads] },
  upload: {
    staticDir: path.join(uploadRoot(), 'media'),
    mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 320, fit: 'cover', formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 640, formatOptions: { format: 'webp', options: { quality: 82 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', type: 'text', localized: true, label: '替代文字', admin: { description: '图片的文字说明，供读屏软件和搜索引擎使用' } }],
})
