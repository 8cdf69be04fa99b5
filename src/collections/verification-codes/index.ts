import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * Short-lived secrets checked by the public contract: graphic captcha answers
 * and e-mail codes. Only hashes are stored. Kept in the database so every app
 * instance sees them; never shown in the admin and never readable over REST.
 */
export const VerificationCodes: CollectionConfig = {
  slug: 'verification-codes',
  labels: { singular: '验证码', plural: '验证码' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'secretHash', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'attempts', type: 'number', defaultValue: 0 },
  ],
}
