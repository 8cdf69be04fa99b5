import { expect, test } from '@playwright/test'

test.describe('Payload REST API at /cms-api for anonymous visitors', () => {
  test('members, staff, leads and private files are refused', async ({ request }) => {
    for (const collection of ['members', 'users', 'activity-joins', 'applications', 'files']) {
      const response = await request.get(`/cms-api/${collection}`)
      expect(response.status(), collection).toBe(403)
    }
  })

  test('drafts never leak, even when asked for', async ({ request }) => {
    const published = await request.get('/cms-api/products?limit=200&depth=0')
    const asDraft = await request.get('/cms-api/products?limit=200&depth=0&draft=true')
    for (const response of [published, asDraft]) {
      expect(response.ok()).toBe(true)
      const body = await response.json()
      expect(body.totalDocs).toBeGreaterThanOrEqual(40)
      for (const doc of body.docs) expect(doc._status).toBe('published')
    }
  })

  test('the public contract paths are not taken by Payload', async ({ request }) => {
    const response = await request.get('/api/products')
    expect(response.status()).toBe(404)
  })
})
