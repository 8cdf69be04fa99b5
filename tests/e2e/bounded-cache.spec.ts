import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'

const admin = { email: 'admin@example.com', password: process.env.SEED_ADMIN_PASSWORD || 'e2e-admin-password' }

type Status = { entries: number; size: number; limit: number }

async function cacheStatus(request: APIRequestContext, token: string): Promise<Status> {
  const response = await request.get('/cms-api/cache-status', { headers: { authorization: `JWT ${token}` } })
  expect(response.status()).toBe(200)
  return (await response.json()) as Status
}

/** Files Next would have written for cached pages and reads: none may appear, whatever visitors send. */
function diskCacheFiles(): number {
  let count = 0
  const visit = (dir: string) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) visit(path.join(dir, entry.name))
      else count += 1
    }
  }
  visit(path.join(process.cwd(), '.next', 'cache', 'fetch-cache'))
  visit(path.join(process.cwd(), '.next', 'server', 'route-cache'))
  return count
}

test('the cache stays within its bound after 3,000 distinct keywords (it holds about 1,500)', async ({ request, baseURL }) => {
  test.setTimeout(600_000)
  const login = await request.post('/cms-api/users/login', { data: admin })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  // The request's context holds the admin's cookie, but outside a browser Payload takes it only with the site's Origin.
  expect((await request.get('/cms-api/cache-status')).status(), 'visitors may not look').toBe(401)
  const before = await cacheStatus(request, token)
  const filesBefore = diskCacheFiles()

  // Every request a new keyword: mostly the list and search reads of the contract (each a distinct
  // cached read), and one in 25 the list screens themselves (each a distinct cached page). Sent with
  // Node's own fetch from 16 senders, as a scanner would, not through Playwright's request context
  // (a round trip to its driver process for every request).
  const target = (index: number) => {
    const keyword = encodeURIComponent(`扫描${index.toString(36)}`)
    if (index % 50 === 0) return `/product?keyword=${keyword}`
    if (index % 50 === 1) return `/news/list?keyword=${keyword}`
    const call = ['news', 'download', 'product', 'search'][index % 4]
    return `/api/index/${call}?keyword=${keyword}`
  }
  const TOTAL = 3_000
  const PARALLEL = 16
  let next = 0
  let failures = 0
  const sender = async () => {
    while (next < TOTAL) {
      const answer = await fetch(new URL(target(next++), baseURL), { headers: { 'accept-encoding': 'gzip' } })
      await answer.arrayBuffer()
      if (answer.status !== 200) failures += 1
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, sender))
  expect(failures).toBe(0)

  const after = await cacheStatus(request, token)
  console.log(`cache before: ${JSON.stringify(before)}; after ${TOTAL} keywords: ${JSON.stringify(after)}`)
  expect(after.limit).toBe(before.limit)
  expect(after.size).toBeLessThanOrEqual(after.limit)
  // The bound was reached, so entries had to go.
  expect(after.size).toBeGreaterThan(after.limit * 0.9)
  // The least recently used entries made room: far fewer entries than distinct keywords (the 8 MB of the
  // e2e sites hold about 1,500 of these small answers).
  expect(after.entries).toBeLessThan(TOTAL * 0.6)
  expect(diskCacheFiles()).toBe(filesBefore)

  // A page asked for again is kept again: the list screen comes back into the cache, and stays one entry.
  const kept = await request.get('/product')
  expect(kept.status()).toBe(200)
  const withPage = await cacheStatus(request, token)
  expect(await (await request.get('/product')).text()).toBe(await kept.text())
  expect((await cacheStatus(request, token)).entries).toBe(withPage.entries)
})
