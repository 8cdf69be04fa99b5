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

  it('/readyz says which address absolute links carry, and warns when SITE_URL is not set', async () => {
    const saved = { SITE_URL: process.env.SITE_URL, PORT: process.env.PORT }
    try {
      delete process.env.SITE_URL
      process.env.PORT = '3917'
      const unset = (await (await readyz()).json()) as { checks: { name: string; ok: boolean; detail?: string }[] }
      const warning = unset.checks.find((check) => check.name === 'site-url')
      expect(warning?.ok).toBe(true)
      expect(warning?.detail).toMatch(/^SITE_URL is not set: .+ says http:\/\/localhost:3917\. Set SITE_URL/)
      process.env.SITE_URL = 'https://www.example.com/'
      const set = (await (await readyz()).json()) as { checks: { name: string; detail?: string }[] }
      expect(set.checks.find((check) => check.name === 'site-url')?.detail).toBe('https://www.example.com')
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
  })

  it('names the committed migrations a database lacks', () => {
    expect(pendingMigrations(['a', 'b'], ['a', 'b', 'c'])).toEqual(['c'])
    expect(pendingMigrations(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual([])
  })
})
