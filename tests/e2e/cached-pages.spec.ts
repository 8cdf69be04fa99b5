import net from 'node:net'

import { expect, test, type APIResponse, type Page } from '@playwright/test'

import { PENDING_PART_MARK } from '../../src/lib/framework-ties.mjs'

import { hydrated } from './hydration'
import { CAPTCHA } from './member-session'
import { publicRoutes } from './public-routes'
import { workerSite } from './worker-site'

/** A member of this run with strings found nowhere else, signed in on the page's context through the contract. */
async function registerMember(page: Page) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const member = {
    username: `cache_${suffix}`,
    password: `pw-${suffix}`,
    name: `缓存${suffix.slice(-4)}号`,
    email: `cache_${suffix}@example.com`,
    mobile: `139${String(Date.now()).slice(-8)}`,
    company: `缓存测试公司${suffix}`,
  }
  const { data } = (await (await page.request.get('/api/index/captcha')).json()) as { data: { hash: string } }
  const response = await page.request.post('/api/index/user_reg', {
    data: { ...member, repassword: member.password, tel: '', address: '32,3205,320506', apply: 'battery', wechat: `wx_${suffix}`, qq: '', captcha: CAPTCHA, hash: data.hash },
  })
  const body = (await response.json()) as { code: number; msg: string; data: { token: string } }
  expect(body.code, body.msg).toBe(1)
  return { ...member, wechat: `wx_${suffix}`, token: body.data.token }
}

test('a signed-in member sees their entry in the header at first paint: no script file has run yet', async ({ page, request }, testInfo) => {
  const member = await registerMember(page)
  // Every script file is refused, so what shows is what the first paint shows: the cached HTML, its CSS and its inline scripts.
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
  const routes = (await publicRoutes(request)).filter((route) => /^\/(product(\/\d+)?|news\/\d+)?$/.test(route))
  expect(routes).toHaveLength(4)
  for (const route of routes) {
    await page.goto(route)
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: member.name }), route).toBeVisible()
    await expect(header.getByRole('button', { name: '退出' }), route).toBeVisible()
    await expect(header.getByRole('button', { name: '登录' }), route).toBeHidden()
    await expect(header.getByRole('link', { name: '注册' }), route).toBeHidden()
    expect(await page.evaluate(() => (window as Window & { __siteEffects?: boolean }).__siteEffects), `${route}: React must not have started`).toBeUndefined()
    await testInfo.attach(`first paint ${route}`, { body: await header.screenshot(), contentType: 'image/png' })
  }
})

test('a cached page loads the framework’s scripts as the framework writes them, each with the nonce its policy names, and hydrates', async ({ page, request }) => {
  const routes = (await publicRoutes(request)).filter((route) => /^\/(en)?$|^\/(en\/)?(product(\/\d+)?|news\/\d+)$/.test(route))
  expect(routes.length).toBeGreaterThanOrEqual(4)
  for (const route of routes) {
    const answer = await request.get(route)
    const nonce = /'nonce-([A-Za-z0-9_-]{40})'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1]
    expect(nonce, route).toBeTruthy()
    const html = await answer.text()
    const chunks = [...html.matchAll(/<script src="\/_next\/static\/chunks\/[^"]+"[^>]*>/g)].map((match) => match[0])
    expect(chunks.length, route).toBeGreaterThan(1)
    for (const tag of chunks) expect(tag, route).toContain(`nonce="${nonce}"`)
    await page.goto(route)
    await hydrated(page)
  }
})

test('a first visit fetches its document once: public pages ask for no client hint, the admin still asks for its colour scheme', async ({ browser, request }) => {
  const routes = (await publicRoutes(request)).filter((route) => /^\/(en)?$|^\/(en\/)?(product(\/\d+)?|news\/\d+)$/.test(route))
  for (const route of routes) {
    // A new context is a first visit: no hint remembered for the site from an earlier answer.
    const context = await browser.newContext()
    const page = await context.newPage()
    const documents: string[] = []
    page.on('request', (sent) => {
      if (sent.isNavigationRequest() && sent.frame() === page.mainFrame()) documents.push(sent.url())
    })
    const answer = await page.goto(route)
    expect(answer?.status(), route).toBe(200)
    // A Critical-CH the first request did not satisfy makes Chromium drop the answer and send the request again.
    expect(answer?.request().redirectedFrom(), route).toBeNull()
    expect(documents, route).toHaveLength(1)
    const headers = answer!.headers()
    expect(headers['critical-ch'], route).toBeUndefined()
    expect(headers['accept-ch'], route).toBeUndefined()
    expect(headers.vary ?? '', route).not.toMatch(/Sec-CH/i)
    await context.close()
  }
  const admin = await request.get('/admin/login')
  expect(admin.headers()['accept-ch']).toMatch(/Sec-CH-Prefers-Color-Scheme/)
  expect(admin.headers()['critical-ch']).toMatch(/Sec-CH-Prefers-Color-Scheme/)
})

test('after hydration the member entry stays, with no hydration error; logging out shows 登录 again', async ({ page }) => {
  const member = await registerMember(page)
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/product')
  await hydrated(page)
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: member.name })).toBeVisible()
  await expect(header.getByRole('button', { name: '登录' })).toBeHidden()
  expect(errors.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([])

  await header.getByRole('button', { name: '退出' }).click()
  await expect(header.getByRole('button', { name: '登录' })).toBeVisible()
  await expect(header.getByRole('link', { name: member.name })).toBeHidden()
  const cookies = await page.context().cookies()
  expect(cookies.map((cookie) => cookie.name)).not.toContain('member_hint')
  expect(cookies.map((cookie) => cookie.name)).not.toContain('token')
})

test('a hint left over from a session ended elsewhere is corrected once the page has checked it', async ({ page }) => {
  const member = await registerMember(page)
  // The session ends on the server (logout through the API), but the browser keeps a stale hint.
  const origin = workerSite.origin
  await page.request.post('/api/member/logout')
  await page.context().addCookies([{ name: 'member_hint', value: encodeURIComponent(member.name), url: origin }])
  await page.goto('/')
  await hydrated(page)
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible()
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('member_hint')
})

test("no public page carries a member's data, neither to the member nor to the next visitor", async ({ page, browser, request }) => {
  test.setTimeout(180_000)
  const member = await registerMember(page)
  const secrets = [member.username, member.name, member.email, member.mobile, member.company, member.wechat, member.token]
  const leaks = (route: string, who: string, text: string) => secrets.filter((secret) => text.includes(secret)).map((secret) => `${who} ${route}: ${secret}`)
  const routes = [...(await publicRoutes(request)), '/search', '/product?category=1', '/news/list?page=2', '/no-such-page']
  const found: string[] = []

  // The member visits everything first, so any page rendered with their cookie would now sit in the cache.
  for (const route of routes) {
    const response = await page.goto(route)
    found.push(...leaks(route, 'member HTML', (await response?.text()) ?? ''))
    const flight = await page.request.get(route, { headers: { RSC: '1' } })
    found.push(...leaks(route, 'member RSC', await flight.text()))
  }
  await expect(page.getByRole('banner').getByRole('link', { name: member.name })).toBeVisible()

  const visitor = await browser.newContext()
  const anonymous = await visitor.newPage()
  for (const route of routes) {
    const response = await anonymous.goto(route)
    found.push(...leaks(route, 'visitor HTML', (await response?.text()) ?? ''))
    found.push(...leaks(route, 'visitor DOM', await anonymous.content()))
    const flight = await anonymous.request.get(route, { headers: { RSC: '1' } })
    found.push(...leaks(route, 'visitor RSC', await flight.text()))
  }
  await expect(anonymous.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible()
  await visitor.close()
  expect(found).toEqual([])
})

/**
 * A page as a visitor sees it: its markup without the scripts. The script nonce is drawn anew for every answer
 * (decision 0012), and two renders of the same content may order the framework's payload differently.
 */
const asRead = async (response: APIResponse) => (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/ nonce="[^"]*"/g, '')

test('a second visitor receives the page the first did; a member screen streams, shows an edit at once and is never stored', async ({ request, page, playwright, baseURL }) => {
  const second = await playwright.request.newContext({ baseURL })
  const routes = await publicRoutes(request)
  expect(routes.length).toBeGreaterThan(20)
  for (const route of routes) {
    const first = await request.get(route)
    expect(first.status(), route).toBe(200)
    const again = await second.get(route)
    expect(again.status(), route).toBe(200)
    expect(await asRead(again), route).toBe(await asRead(first))
  }
  await second.dispose()

  const member = await registerMember(page)
  const renamed = `改名${Date.now().toString(36).slice(-4)}`
  for (const route of ['/member', '/apply/after', '/apply/training']) {
    const response = await page.request.get(route)
    expect(response.status(), route).toBe(200)
    expect(response.headers()['cache-control'], route).toMatch(/private|no-store/)
    // Rendered per request, it streams as the framework writes it: the server holds none of it back.
    expect(response.headers()['transfer-encoding'], route).toBe('chunked')
    expect(response.headers()['content-length'], route).toBeUndefined()
  }
  const centre = await (await page.request.get('/member')).text()
  expect(centre).toContain(member.name)
  // The site's header leaves before the member is read: the centre is a part of the page sent after it.
  const [header, pending, heading] = ['class="site-header"', PENDING_PART_MARK, '<h1'].map((mark) => centre.indexOf(mark))
  expect(header).toBeGreaterThan(-1)
  expect(pending).toBeGreaterThan(header)
  expect(heading).toBeGreaterThan(pending)
  const edit = await page.request.post('/api/member/edit_user', {
    data: { name: renamed, company: member.company, email: member.email, phone: member.mobile, address: '32,3205,320506', apply: 'battery' },
  })
  expect(((await edit.json()) as { code: number; msg: string }).msg).toBe('修改成功')
  const after = await (await page.request.get('/member')).text()
  expect(after).toContain(renamed)
  expect(after).not.toContain(member.name)
})

test('junk query parameters do not make new cached pages: they get the page of the link the site produces', async ({ request, playwright, baseURL }) => {
  const login = await request.post('/cms-api/users/login', { data: { email: 'admin@example.com', password: process.env.SEED_ADMIN_PASSWORD || 'e2e-admin-password' } })
  const { token } = (await login.json()) as { token: string }
  const entries = async () => {
    const status = await request.get('/cms-api/cache-status', { headers: { authorization: `JWT ${token}` } })
    expect(status.status()).toBe(200)
    return ((await status.json()) as { entries: number }).entries
  }
  const visitor = await playwright.request.newContext({ baseURL })
  const canonical = await asRead(await visitor.get('/product?category=1'))
  const before = await entries()
  for (let index = 0; index < 40; index += 1) {
    const junk = await visitor.get(`/product?utm_source=mail${index}&category=1&page=1&x=${index}&fbclid=${index}`)
    expect(junk.status()).toBe(200)
    expect(await asRead(junk)).toBe(canonical)
  }
  expect(await entries()).toBe(before)
  await visitor.dispose()
})

test("a cached page comes again from the server's memory as Next sent it; navigations and hard reloads get past the memory", async ({ page, request }) => {
  const perSending = new Set(['date', 'x-request-id'])
  const sent = async (route: string, headers: Record<string, string> = {}) => {
    const response = await request.get(route, { headers })
    expect(response.status(), route).toBe(200)
    const kept = Object.entries(response.headers()).filter(([name]) => !perSending.has(name))
    return { headers: Object.fromEntries(kept), body: await response.text() }
  }
  for (const route of ['/', '/news', '/product']) {
    const first = await sent(route)
    const again = await sent(route)
    expect(again.body, route).toBe(first.body)
    expect(again.headers, route).toEqual(first.headers)
    expect(again.headers['content-security-policy'], route).toMatch(/script-src[^;]*'sha256-/)
    expect(again.headers.vary, route).toMatch(/Accept-Encoding/i)
    // A hard reload asks past every cache: Next answers it, with the same page.
    expect((await sent(route, { 'cache-control': 'no-cache' })).body, route).toBe(first.body)
  }

  // A navigation inside the site asks the same address for the framework's payload, never the kept document.
  const payloads: { url: string; type: string }[] = []
  page.on('response', (response) => {
    if (response.url().includes('_rsc=')) payloads.push({ url: response.url(), type: response.headers()['content-type'] ?? '' })
  })
  await page.goto('/product')
  await hydrated(page)
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '新闻资讯' }).click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const toNews = payloads.filter(({ url }) => new URL(url).pathname === '/news')
  expect(toNews.length).toBeGreaterThan(0)
  for (const payload of toNews) expect(payload.type).toContain('text/x-component')
})

test('visitors who leave before their request starts hold nobody up: the next visitor of the same page is answered', async ({ request, baseURL }) => {
  const { hostname, port } = new URL(baseURL ?? 'http://localhost:3000')
  const address = '/news/1'
  expect((await request.get(address)).status()).toBe(200)
  for (let round = 0; round < 3; round += 1) {
    // The server keeps pages by Host and address: a Host spelt in a new way is a page it has not kept
    // yet, which Next has in its cache, so the first of these requests would be the one to ask Next.
    // (Whether one of them starts after its client left depends on the server's load. This checks what a visitor sees.)
    const host = `${[...hostname].map((letter) => (Math.random() < 0.5 ? letter.toUpperCase() : letter)).join('')}:${port}`
    await Promise.all(
      Array.from(
        { length: 40 },
        () =>
          new Promise<void>((resolve) => {
            const socket = net.connect(Number(port), hostname, () => {
              socket.write(`GET ${address} HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: gzip\r\n\r\n`)
              socket.destroy()
              resolve()
            })
            socket.on('error', () => resolve())
          }),
      ),
    )
    const answer = await request.get(address, { headers: { host }, timeout: 15_000 })
    expect(answer.status()).toBe(200)
    expect(await answer.text()).toContain('</html>')
  }
})
