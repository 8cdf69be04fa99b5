import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { migrateDatabase } from '@/lib/database'

let ready: Promise<Payload> | undefined

/** A Payload instance on the project's test database, migrated from empty. */
export function testPayload(): Promise<Payload> {
  ready ??= (async () => {
    const payload = await getPayload({ config })
    await migrateDatabase(payload)
    return payload
  })()
  return ready
}
