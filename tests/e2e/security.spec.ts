import net from 'node:net'

import { expect, test } from '@playwright/test'

import { hydrated } from './hydration'
import { watchPolicyViolations } from './policy-violations'
import { startOwnServer } from './own-server'

const editor = { email: 'editor@example.com', password: process.env.SEED_EDITOR_PASSWORD || 'e2e-editor-password' }

test('every answer carries the security headers', async ({ request }) => {
  const answers = [
    await request.get('/'),
    await request.get('/news/list'),
    await request.get('/api/index/config'),
    await request.get('/api/index/captcha'),
    await request.get('/admin/login'),
    await request.get('/cms-api/products?limit=1'),
    await request.get('/no-such-page'),
  ]
  for (const answer of answers) {
    const headers = answer.headers()
    const where = answer.url()
    expect(headers['content-security-policy'], where).toContain("frame-ancestors 'self'")
    expect(headers['content-security-policy'], where).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(headers['x-content-type-options'], where).toBe('nosniff')
    expect(headers['x-frame-options'], where).toBe('SAMEORIGIN')
    expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], where).toContain('camera=()')
    // Served over plain HTTP with no trusted proxy: no HSTS.
    expect(headers['strict-transport-security'], where).toBeUndefined()
  }
})

// The public content screens are checked as every-route.spec.ts loads them.
test('no form screen, no 404 and no admin screen breaks the policy', async ({ page }) => {
  test.setTimeout(180_000)
  const violations = await watchPolicyViolations(page)
  for (const route of ['/member/reg', '/member/reset', '/sign-up', '/inquiry', '/en/sign-up', '/en/member/reset', '/en/inquiry', '/no-such-page']) {
    await page.goto(route)
    await hydrated(page)
    expect(await violations(), route).toEqual([])
  }
  await page.goto('/admin')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('link', { name: '产品' }).first()).toBeVisible()
  for (const screen of ['/admin', '/admin/collections/products', '/admin/collections/news/create', '/admin/globals/site-config']) {
    await page.goto(screen)
    await page.waitForLoadState('networkidle')
    expect(await violations(), screen).toEqual([])
  }
})

test('an inline script slipped into a page does not run, and the page still works', async ({ page }) => {
  const violations = await watchPolicyViolations(page)
  await page.route('**/news/list', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace('</main>', '<script>window.__injected = true</script></main>')
    await route.fulfill({ response, body: html })
  })
  await page.goto('/news/list')
  await hydrated(page)
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
  expect((await violations()).some((line) => /script-src/.test(line))).toBe(true)
  // The framework's own scripts ran: the page is interactive.
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click()
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible()
})

test('a script in the page the server decides the policy of runs only if the render wrote it: a framework data push, its shape, a copied nonce and a forged one are blocked', async ({
  page,
  request,
}) => {
  // An authentic nonce of an earlier render, as anyone can read it from a public page.
  const earlier = /nonce="([A-Za-z0-9_-]{40})"/.exec(await (await request.get('/news/list')).text())?.[1]
  expect(earlier).toBeTruthy()
  const violations = await watchPolicyViolations(page)
  // src/app/(bench)/bench/planted-scripts: the scripts are in the bytes the server sees.
  const answer = await page.goto(`/bench/planted-scripts?copied=${earlier}`)
  const policy = answer?.headers()['content-security-policy'] ?? ''
  expect(policy).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9_-]{40}'/)
  expect(policy).not.toContain(earlier!)
  await expect(page.locator('#probe')).toBeVisible()
  await page.waitForLoadState('load')
  expect(await page.evaluate(() => (window as unknown as { __planted?: string[] }).__planted)).toBeUndefined()
  const reported = await violations()
  // The page's own reports (the console's lines begin with the page's address).
  const blocked = reported.filter((line) => /^script-src/.test(line))
  expect(blocked.length, reported.join('\n')).toBe(4)
  expect(
    blocked.some((line) => line.includes('self.__next_f.push([1,"planted')),
    reported.join('\n'),
  ).toBe(true)
  // The framework's own scripts, carrying the render's nonce, ran.
  expect(await page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f))).toBe(true)
  expect(await page.evaluate(() => Boolean((window as unknown as { next?: unknown }).next))).toBe(true)
})

test('the 404 page says what was not found in its HTML, before any script', async ({ request, browser }) => {
  for (const missing of ['/no-such-page', '/news/987654321', '/product/abc<b>']) {
    const answer = await request.get(missing)
    expect(answer.status()).toBe(404)
    const html = await answer.text()
    const shown = new URL(missing, 'http://x').pathname.replace(/</g, '&#60;').replace(/>/g, '&#62;')
    expect(html, missing).toMatch(new RegExp(`页面不存在：<span[^>]*>${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</span>`))
  }
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/no-such-page')
  await expect(page.getByText('页面不存在：/no-such-page。', { exact: false })).toBeVisible()
  await page.goto('/en/no-such-page')
  await expect(page.getByText('Page not found: /en/no-such-page.', { exact: false })).toBeVisible()
  await context.close()
})

test('a malformed address gets 400, never 500', async ({ request }) => {
  const page = await request.get('/%ff')
  expect(page.status()).toBe(400)
  expect(await page.text()).toContain('请求地址无效')
  const call = await request.get('/api/index/news_detail/%E0%A4%A')
  expect(call.status()).toBe(400)
  expect(await call.json()).toMatchObject({ code: 0, msg: '请求地址格式错误', data: null })
})

test('an upload refused as too large leaves its connection ready for the next request', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL ?? '')
  const piece = 'x'.repeat(64 * 1024)
  let upload = 'POST /api/index/news HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n'
  for (let sent = 0; sent < 2 * 1024 * 1024; sent += piece.length) upload += `${piece.length.toString(16)}\r\n${piece}\r\n`
  upload += '0\r\n\r\n'
  // Both answers whole: the second one's body is as long as its Content-Length says, or its last chunk has come.
  const bothAnswered = (bytes: string) => {
    const second = [...bytes.matchAll(/HTTP\/1\.1 \d{3}/g)][1]?.index
    if (second === undefined) return false
    const headEnd = bytes.indexOf('\r\n\r\n', second)
    if (headEnd < 0) return false
    const head = bytes.slice(second, headEnd)
    const body = bytes.slice(headEnd + 4)
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)
    return length ? body.length >= Number(length[1]) : body.endsWith('0\r\n\r\n')
  }
  const received = await new Promise<string>((resolve) => {
    const chunks: Buffer[] = []
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname)
    socket.on('data', (chunk) => {
      chunks.push(chunk)
      if (bothAnswered(Buffer.concat(chunks).toString('latin1'))) socket.end()
    })
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')))
    socket.on('error', () => resolve(Buffer.concat(chunks).toString('utf8')))
    socket.write(upload)
    socket.write('GET /api/index/config HTTP/1.1\r\nHost: localhost\r\n\r\n')
    setTimeout(() => socket.destroy(), 15_000)
  })
  const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1])
  expect(statuses).toEqual(['413', '200'])
  expect(received).toContain('请求内容过大')
})

test('the login redirect never leaves the site', async ({ page, context }) => {
  const member = { username: 'demo_member', password: process.env.SEED_MEMBER_PASSWORD || 'e2e-member-password' }
  for (const bypass of ['/%09/example.org/x', '/%5c/example.org', 'javascript:alert(1)']) {
    await context.clearCookies()
    await page.goto(`/?login=1&redirect=${encodeURIComponent(decodeURIComponent(bypass))}`)
    await hydrated(page)
    const dialog = page.getByRole('dialog', { name: '登录' })
    await dialog.getByLabel('账号').fill(member.username)
    await dialog.getByLabel('密码', { exact: true }).fill(member.password)
    // The answer is typed once the image is there, as a visitor reads it (its arrival empties the field).
    await expect(dialog.getByRole('img', { name: '图形验证码，点击换一张' })).toBeVisible()
    await dialog.getByPlaceholder('请输入图中字符').fill('E2E1')
    const reloaded = page.waitForEvent('load')
    await dialog.getByRole('button', { name: '登录' }).click()
    await reloaded
    expect(new URL(page.url()).origin, bypass).toBe(new URL(test.info().project.use.baseURL ?? 'http://localhost:3100').origin)
  }
})

// ---- the client address, on a server of its own (its own copy of the database, so its limits are its own)

/** Asks for captchas until the limit answers 429; how many were served. */
async function captchasUntilRefused(url: string, headersFor: (index: number) => Record<string, string>, limit: number): Promise<number> {
  for (let index = 0; index < limit; index += 1) {
    const answer = await fetch(`${url}/api/index/captcha`, { headers: headersFor(index) })
    if (answer.status === 429) return index
  }
  return limit
}

test('with no trusted proxy a forged X-Forwarded-For does not change the bucket; with one, its entry does', async () => {
  test.setTimeout(120_000)
  const direct = await startOwnServer({ TRUSTED_PROXIES: '' })
  try {
    // A new forged address on every request: all of them still count against this client.
    const served = await captchasUntilRefused(direct.url, (index) => ({ 'x-forwarded-for': `9.9.${index}.1`, 'x-real-ip': `9.8.${index}.1` }), 200)
    expect(served).toBeLessThan(200)
  } finally {
    direct.stop()
  }
  const proxied = await startOwnServer({ TRUSTED_PROXIES: 'loopback' })
  try {
    const client = { 'x-forwarded-for': '9.9.9.1, 198.51.100.4' }
    const served = await captchasUntilRefused(proxied.url, () => client, 200)
    expect(served).toBeLessThan(200)
    // The proxy's entry (198.51.100.4) was the bucket: another client behind the same proxy is still served,
    // and what the first client wrote before it (9.9.9.1) is not a way out.
    expect((await fetch(`${proxied.url}/api/index/captcha`, { headers: { 'x-forwarded-for': '198.51.100.5' } })).status).toBe(200)
    expect((await fetch(`${proxied.url}/api/index/captcha`, { headers: { 'x-forwarded-for': '7.7.7.7, 198.51.100.4' } })).status).toBe(429)
  } finally {
    proxied.stop()
  }
})
