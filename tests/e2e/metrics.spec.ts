import { type APIRequestContext, expect, test } from '@playwright/test'

const admin = { email: 'admin@example.com', password: process.env.SEED_ADMIN_PASSWORD || 'e2e-admin-password' }

/** Every series of a scrape of the running site, by its name and labels as written. */
async function scrape(request: APIRequestContext): Promise<Map<string, number> & { text: string }> {
  const answer = await request.get('/metrics')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
  const text = await answer.text()
  const series = Object.assign(new Map<string, number>(), { text })
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line)
    if (match) series.set(match[1], Number(match[2]))
  }
  return series
}

test('GET /metrics on the running site: what it served, what its caches found, what a change expired, its queue and its process', async ({ request }) => {
  const before = await scrape(request)
  const moved = (after: Map<string, number>, series: string) => (after.get(series) ?? 0) - (before.get(series) ?? 0)
  // The server counts each answer; the second visit to a page is found in a cache.
  for (let visit = 0; visit < 2; visit += 1) expect((await request.get('/product')).status()).toBe(200)
  expect((await request.get('/no-such-page')).status()).toBe(404)
  // A change made in the admin expires the cached pages that show it: counted by the app, served by the server.
  const login = await request.post('/cms-api/users/login', { data: admin })
  const headers = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const faq = (await (await request.get('/cms-api/faqs?limit=1&depth=0', { headers })).json()) as { docs: { id: number; title: string }[] }
  expect(faq.docs).toHaveLength(1)
  const edit = await request.patch(`/cms-api/faqs/${faq.docs[0].id}`, { headers, data: { title: faq.docs[0].title } })
  expect(edit.status()).toBe(200)

  const after = await scrape(request)
  expect(moved(after, 'site_http_requests_total{group="page",status="200"}')).toBeGreaterThanOrEqual(2)
  expect(moved(after, 'site_http_requests_total{group="page",status="404"}')).toBeGreaterThanOrEqual(1)
  expect(moved(after, 'site_http_request_duration_seconds_count{group="page"}')).toBeGreaterThanOrEqual(3)
  const hits = ['answer', 'page'].map((layer) => moved(after, `site_cache_lookups_total{layer="${layer}",result="hit"}`))
  expect(
    hits.some((count) => count > 0),
    `cache hits by layer (answer, page): ${hits}`,
  ).toBe(true)
  expect(moved(after, 'site_content_changes_total')).toBeGreaterThanOrEqual(1)
  expect(moved(after, 'site_content_expired_tags_total{kind="faqs"}')).toBeGreaterThanOrEqual(1)
  // The queue is read from the database at each scrape; the process reports its memory and event-loop delay.
  for (const name of ['site_jobs_waiting', 'site_jobs_failed', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds'])
    expect(after.text).toContain(`# TYPE ${name} gauge`)
})
