import { expect, test } from '@playwright/test'

import { DEMO_MEMBER, loginByApi } from './member-session'

const collections = ['products', 'news', 'downloads', 'media', 'members', 'users', 'activity-joins', 'applications', 'files']

/** Payload's REST API is for staff (docs/decisions/0023): the site reads its content through the public contract. */
test.describe('Payload REST API at /cms-api for visitors and members', () => {
  test('a visitor reads no collection, not even a published one, and cannot ask for the whole catalogue', async ({ request }) => {
    for (const collection of collections) {
      const response = await request.get(`/cms-api/${collection}`)
      expect(response.status(), collection).toBe(401)
      expect(JSON.stringify(await response.json()), collection).toContain('此接口仅供后台员工使用')
    }
    const hostile = await request.get('/cms-api/products?limit=100000&depth=100&draft=true')
    expect(hostile.status()).toBe(401)
    expect(await hostile.text()).not.toContain('"docs"')
  })

  test('a signed-in member is refused too, while the files the site links to stay public', async ({ page }) => {
    await loginByApi(page, DEMO_MEMBER)
    // The member's session (its `token` cookie) is the site's, not Payload's; sent as Payload's credential it is a member's.
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value
    expect(token).toBeTruthy()
    for (const collection of ['products', 'members', 'applications']) {
      expect((await page.request.get(`/cms-api/${collection}`)).status(), collection).toBe(401)
      const asMember = await page.request.get(`/cms-api/${collection}`, { headers: { authorization: `Bearer ${decodeURIComponent(token!)}` } })
      expect(asMember.status(), collection).toBe(403)
    }
    const logo = await page.request.get('/cms-api/media/file/seed-logo.png')
    expect(logo.status()).toBe(200)
    expect(logo.headers()['content-type']).toContain('image/png')
    expect((await page.request.get('/cms-api/media/file/no-such-file.png')).status()).toBe(404)
  })

  test('the public contract paths are not taken by Payload', async ({ request }) => {
    const response = await request.get('/api/products')
    expect(response.status()).toBe(404)
  })
})
