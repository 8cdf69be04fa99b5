import type { CollectionConfig, Field } from 'payload'

import { isStaff } from '@/access/is-staff'

import { englishVersionField, markEnglishVersion } from '@/fields/english-version'
import type { SearchKind } from '@/lib/search-index'

import { appendHooks } from './append-hooks'
import { withContentExpiry } from './expire-content-hooks'
import { withSearchIndex } from './search-index-hooks'
import { withSearchPush } from './search-push-hooks'

/**
 * Defaults for every collection the public site shows: a draft/published state,
 * staff-only reads and writes (the site reads published documents through the
 * data layer, src/data, and visitors through the public contract), and cached
 * public pages that expire when a document changes.
 */
export function publicCollection(config: CollectionConfig): CollectionConfig {
  const titleField = englishTitleField(config)
  return withContentExpiry({
    ...appendHooks(config, { beforeChange: [markEnglishVersion(titleField)] }),
    admin: { ...config.admin, defaultColumns: config.admin?.defaultColumns ? [...config.admin.defaultColumns, 'hasEnglish'] : undefined },
    fields: [...config.fields, englishVersionField],
    access: {
      read: isStaff,
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

/** A public collection that site search finds (its search index entries) and whose published pages are submitted to Baidu. */
export function searchablePublicCollection(config: CollectionConfig & { slug: SearchKind }): CollectionConfig {
  return withSearchPush(config.slug, publicCollection(withSearchIndex(config.slug, config)))
}

/** The text that says a document has an English version: its title when that is localized, else its first localized text field. */
function englishTitleField(config: CollectionConfig): string {
  const named = (fields: Field[]): Field[] =>
    fields.flatMap((field) => ('name' in field ? [field] : 'fields' in field ? named(field.fields) : field.type === 'tabs' ? field.tabs.flatMap((tab) => named(tab.fields)) : []))
  const texts = named(config.fields).filter((field) => field.type === 'text' && 'localized' in field && field.localized)
  const title = texts.find((field) => 'name' in field && field.name === config.admin?.useAsTitle) ?? texts[0]
  if (!title || !('name' in title)) throw new Error(`${config.slug}: a public collection needs a localized text field`)
  return title.name
}
