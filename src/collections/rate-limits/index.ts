import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { isPostgres } from '@/lib/database'

const expireSchema = () => ({ type: ['string', 'number', 'null'] as ('string' | 'number' | 'null')[] })

/**
 * Counters of rate-limiter-flexible's Drizzle store (key, points, expire), so
 * that limits hold across app instances without Redis. Hidden and unreadable.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  labels: { singular: '频率限制', plural: '频率限制' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'points', type: 'number', required: true, defaultValue: 0 },
    // The store binds a JS Date: PostgreSQL keeps it as a timestamp, while libSQL
    // binds it as epoch milliseconds, which only compare correctly in a numeric column.
    // One generated type for both, so `npm run generate:types` gives the same file on either database.
    isPostgres()
      ? { name: 'expire', type: 'date', index: true, typescriptSchema: [expireSchema] }
      : { name: 'expire', type: 'number', index: true, typescriptSchema: [expireSchema] },
  ],
}
