import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/is-staff'
import { publishedOrStaff } from '@/access/published-or-staff'

/**
 * Defaults for every collection the public site shows: a draft/published state
 * (drafts never leak to anonymous readers) and staff-only writes.
 */
export function publicCollection(config: CollectionConfig): CollectionConfig {
  return {
    ...config,
    access: {
      read: publishedOrStaff,
      create: isStaff,
      update: isStaff,
      delete: isStaff,
      readVersions: isStaff,
      ...config.access,
    },
    versions: { drafts: true, maxPerDoc: 20 },
  }
}
