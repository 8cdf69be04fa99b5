import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/is-staff'
import { publishedOrStaff } from '@/access/published-or-staff'

import { withContentExpiry } from './expire-content-hooks'

/**
 * Defaults for every collection the public site shows: a draft/published state
 * (drafts never leak to anonymous readers), staff-only writes, and cached
 * public pages that expire when a document changes.
 */
export function publicCollection(config: CollectionConfig): CollectionConfig {
  return withContentExpiry({
    ...config,
    access: {
      read: publishedOrStaff,
      create: isStaff,
      update: isStaff,
      delete: isStaff,
      readVersions: isStaff,
      ...config.access,
    },
    // Staff may schedule a publish or an unpublish; the app's job runner (src/jobs) carries it out on time.
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  })
}
