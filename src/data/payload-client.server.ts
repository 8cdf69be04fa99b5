import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance that pages and routes read through. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
