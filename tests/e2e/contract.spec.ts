import { expect, test } from '@playwright/test'

const member = { username: 'demo_member', password: process.env.SEED_MEMBER_PASSWORD || 'e2e-member-password' }

test.describe('the public contract on the built app', () => {
  test('captcha, login, the token cookie, member calls and logout over real HTTP', async ({ request }) => {
    const captcha = await (await request.get('/api/index/captcha?lang=zh-cn')).json()
    expect(captcha.code).toBe(1)
    expect(captcha.data.base64).toMatch(/^data:image\/png;base64,/)

    const login = await request.post('/api/index/login', { data: { ...member, captcha: 'E2E1', hash: captcha.data.hash } })
    const body = await login.json()
    expect(body).toMatchObject({ code: 1, msg: '登录成功' })
    expect(login.headers()['set-cookie']).toMatch(/token=.*HttpOnly.*SameSite=Lax/i)

    const info = await (await request.get('/api/member/user_info')).json()
    expect(info.data.username).toBe(member.username)
    const log = await (await request.post('/api/member/apply_list', { data: {} })).json()
    expect(log.code).toBe(1)
    expect((await (await request.post('/api/member/logout', { data: {} })).json()).code).toBe(1)
    expect((await (await request.get('/api/member/user_info', { headers: { authorization: `Bearer ${body.data.token}` } })).json()).code).toBe(10004)
  })

  test('reads, searches, rate-limits and documents itself', async ({ request }) => {
    const products = await (await request.post('/api/index/product', { form: { size: '5' } })).json()
    expect(products.data.list).toHaveLength(5)
    const search = await (await request.get(`/api/index/search?keyword=${encodeURIComponent('电源')}`)).json()
    expect(search.data.products.length).toBeGreaterThan(0)
    const reset = await (await request.post('/api/index/forgot_password', { data: { email: 'demo.member@example.com' } })).json()
    expect(reset).toMatchObject({ code: 1, data: { countdown: 10 } })
    const again = await request.post('/api/index/forgot_password', { data: { email: 'demo.member@example.com' } })
    expect(again.status()).toBe(429)
    const openapi = await (await request.get('/api/openapi.json')).json()
    expect(openapi.openapi).toBe('3.1.0')
    expect(Object.keys(openapi.paths)).toContain('/api/index/login')
    const crossSite = await request.post('/api/index/news', { data: {}, headers: { origin: 'https://elsewhere.example' } })
    expect(crossSite.status()).toBe(403)
  })

  test('a public read kept by the server for a moment is the same answer, and never reaches a caller it would refuse', async ({ request }) => {
    const read = (data: object, headers: Record<string, string> = {}) => request.post('/api/index/news', { data, headers })
    const first = await read({ page: 1, size: 2 })
    const again = await read({ page: 1, size: 2 })
    expect(again.headers()['cache-control']).toMatch(/^public/)
    expect(again.headers().etag).toBe(first.headers().etag)
    expect((await again.json()).data).toEqual((await first.json()).data)
    expect((await again.json()).data.list).toHaveLength(2)
    // The e2e server keeps reads for a minute: a second later the same answer comes back, its time unchanged.
    // eslint-disable-next-line no-restricted-syntax -- the server's one-second read memory runs on the server's clock, in another process
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await (await read({ page: 1, size: 2 })).json()).time).toBe((await first.json()).time)
    // Another body is another read.
    expect((await (await read({ page: 1, size: 3 })).json()).data.list).toHaveLength(3)
    // The caller that holds it gets a 304; a cross-site caller is still refused.
    expect((await read({ page: 1, size: 2 }, { 'if-none-match': first.headers().etag })).status()).toBe(304)
    const crossSite = await read({ page: 1, size: 2 }, { origin: 'https://elsewhere.example' })
    expect(crossSite.status()).toBe(403)
    expect((await crossSite.json()).msg).toBe('拒绝跨站请求')
  })

  test('callers that miss the same read at once all get its answer; an answer made for one caller is never handed to the others', async ({ playwright, baseURL }) => {
    // Fresh contexts: many connections at once, as a busy moment has.
    const contexts = await Promise.all(Array.from({ length: 12 }, () => playwright.request.newContext({ baseURL })))
    try {
      // A size no other test asks for: nobody has kept this read yet, so all twelve miss it together.
      const answers = await Promise.all(contexts.map((context) => context.post('/api/index/news', { data: { page: 1, size: 7 } })))
      const bodies = await Promise.all(answers.map((answer) => answer.json()))
      for (const [index, answer] of answers.entries()) {
        expect(answer.status()).toBe(200)
        expect(answer.headers()['cache-control']).toMatch(/^public/)
        expect(bodies[index].data).toEqual(bodies[0].data)
      }
      expect(bodies[0].data.list).toHaveLength(7)
      // A read of the same address whose answer is made for each caller (a captcha: private, no-store)
      // is never handed to the callers that waited beside the first one: each gets its own.
      const captchas = await Promise.all(contexts.slice(0, 5).map((context) => context.get('/api/index/captcha?lang=zh-cn')))
      for (const answer of captchas) expect(answer.headers()['cache-control']).toBe('private, no-store')
      const hashes = await Promise.all(captchas.map(async (answer) => (await answer.json()).data.hash))
      expect(new Set(hashes).size).toBe(hashes.length)
    } finally {
      await Promise.all(contexts.map((context) => context.dispose()))
    }
  })
})
