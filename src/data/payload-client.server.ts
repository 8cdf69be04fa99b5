import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one Payload instance that pages and routes read through. Its first call
 * also starts the job runner (src/jobs: notifications, scheduled publishing),
 * which runs unless JOBS_AUTORUN=off.
 */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
