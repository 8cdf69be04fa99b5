import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { copySqliteToPostgres } from '@/lib/copy-to-postgres'
import { isPostgres } from '@/lib/database'

import { testPayload } from '../setup/payload'

// The copy itself is what every PostgreSQL test reads: the suite's PostgreSQL template is the seeded SQLite
// database copied by it (scripts/seeded-database.mjs). Here, what it must refuse.
let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

it(isPostgres() ? 'refuses a PostgreSQL database that already has staff accounts, and leaves it as it was' : 'refuses a target that is not PostgreSQL', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-to-postgres-'))
  try {
    const before = await payload.count({ collection: 'products', overrideAccess: true })
    expect(before.totalDocs).toBeGreaterThan(0)
    await expect(copySqliteToPostgres(payload, path.join(dir, 'site.db'))).rejects.toThrow(
      isPostgres() ? 'the PostgreSQL database already has staff accounts: copy into an empty database' : 'DATABASE_URL must name the PostgreSQL database to copy into',
    )
    expect((await payload.count({ collection: 'products', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
