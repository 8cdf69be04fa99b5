import { beforeAll, describe, expect, it } from 'vitest'

import { pendingMigrations } from '@/data/health.server'
import { GET as healthz } from '@/app/healthz/route'
import { GET as readyz } from '@/app/readyz/route'

import { testPayload } from '../setup/payload'

// The project's database, migrated.
beforeAll(() => testPayload())

describe('health endpoints', () => {
  it('/healthz answers while the process runs', async () => {
    const response = healthz()
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok' })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('/readyz is ready when the database answers and every migration is applied', async () => {
    const response = await readyz()
    const body = (await response.json()) as { status: string; checks: { name: string; ok: boolean }[] }
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.checks.filter((check) => check.ok).map((check) => check.name)).toEqual(expect.arrayContaining(['database', 'migrations']))
  })

  it('names the committed migrations a database lacks', () => {
    expect(pendingMigrations(['a', 'b'], ['a', 'b', 'c'])).toEqual(['c'])
    expect(pendingMigrations(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual([])
  })
})
