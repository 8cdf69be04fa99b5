import { type ChildProcess, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { anyFreePort, startServer } from '../../scripts/lib.mjs'

import { CAPTCHA } from './member-session'
import { applyForTraining } from './training-lead'
import { workerSite } from './worker-site'

const admin = { email: 'admin@example.com', password: process.env.SEED_ADMIN_PASSWORD || 'e2e-admin-password' }

/** `npm run <script> -- <args>` as an operator runs it (README), with the given database and uploads folder. */
function npmRun(script: 'backup' | 'restore' | 'migrate', args: string[], env: Record<string, string>) {
  const run = spawnSync('npm', ['run', '--silent', script, '--', ...args], { encoding: 'utf8', env: { ...process.env, ...env } })
  expect(run.status, `${script}: ${run.stdout}${run.stderr}`).toBe(0)
  return run.stdout
}

test('a backup of the running site, restored into a new database and uploads folder, serves the same member, lead and picture', async ({ request, playwright }) => {
  test.setTimeout(180_000)
  const suffix = Date.now().toString(36)

  // On the running site: a member registers, a visitor applies for training, staff upload a picture.
  const member = { username: `backup_${suffix}`, password: `pw-${suffix}`, name: `备份${suffix.slice(-4)}号`, email: `backup_${suffix}@example.com` }
  const captcha = async (context = request) => ((await (await context.get('/api/index/captcha')).json()) as { data: { hash: string } }).data.hash
  const registered = await request.post('/api/index/user_reg', {
    data: {
      ...member,
      repassword: member.password,
      mobile: `136${String(Date.now()).slice(-8)}`,
      company: '备份测试公司',
      tel: '',
      address: '32,3205,320506',
      apply: 'battery',
      wechat: '',
      qq: '',
      captcha: CAPTCHA,
      hash: await captcha(),
    },
  })
  expect(((await registered.json()) as { msg: string }).msg).toBe('注册成功')
  const leadName = `备份线索${suffix}`
  const leadId = await applyForTraining(request, leadName)
  const staffToken = async (context = request) => ((await (await context.post('/cms-api/users/login', { data: admin })).json()) as { token: string }).token
  const picture = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#1f5fbf' } })
    .jpeg()
    .toBuffer()
  const uploaded = await request.post('/cms-api/media', {
    headers: { authorization: `JWT ${await staffToken()}`, origin: workerSite.origin },
    multipart: { file: { name: `backup-${suffix}.jpg`, mimeType: 'image/jpeg', buffer: picture }, _payload: JSON.stringify({ alt: `备份图片 ${suffix}` }) },
  })
  expect(uploaded.status()).toBe(201)
  const media = ((await uploaded.json()) as { doc: { id: number; url: string; filename: string } }).doc

  // npm run backup while it serves; npm run restore into a new database and folder; the server on them.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-restored-'))
  const backup = path.join(dir, 'backup')
  expect(npmRun('backup', [backup], { DATABASE_URL: workerSite.databaseUrl(), UPLOAD_DIR: workerSite.uploadDir() })).toContain(`backup: ${backup}`)
  const restoredEnv = {
    DATABASE_URL: `file:${path.join(dir, 'site', 'site.db')}`,
    UPLOAD_DIR: path.join(dir, 'site', 'uploads'),
    SECRET_FILE: path.join(dir, 'site', '.secret'),
    OUTBOX_DIR: path.join(dir, 'site', 'outbox'),
  }
  expect(npmRun('restore', [backup], restoredEnv)).toMatch(/uploads: \d+ files into /)
  // As before a release that is newer than the backup: npm run migrate, and a server that does not migrate at start.
  expect(npmRun('migrate', [], restoredEnv)).toContain('migrate: the database is up to date')
  const port: number = await anyFreePort()
  const origin = `http://localhost:${port}`
  const server: ChildProcess = await startServer({ port, env: { ...restoredEnv, SITE_URL: origin, MIGRATE_ON_START: 'false' }, log: 'ignore' })
  const restored = await playwright.request.newContext({ baseURL: origin })
  try {
    const login = await restored.post('/api/index/login', { data: { username: member.username, password: member.password, captcha: CAPTCHA, hash: await captcha(restored) } })
    expect(((await login.json()) as { msg: string }).msg).toBe('登录成功')
    const info = (await (await restored.get('/api/member/user_info')).json()) as { data: { username: string; name: string } }
    expect([info.data.username, info.data.name]).toEqual([member.username, member.name])

    const staff = { authorization: `JWT ${await staffToken(restored)}` }
    const lead = (await (await restored.get(`/cms-api/applications/${leadId}?depth=0`, { headers: staff })).json()) as { name: string }
    expect(lead.name).toBe(leadName)

    const restoredMedia = (await (await restored.get(`/cms-api/media/${media.id}?depth=0`, { headers: staff })).json()) as {
      filename: string
      url: string
      sizes: { card: { url: string } }
    }
    expect(restoredMedia.filename).toBe(media.filename)
    const original = await restored.get(restoredMedia.url, { headers: staff })
    expect(original.status()).toBe(200)
    expect(Buffer.compare(await original.body(), await (await request.get(media.url, { headers: { authorization: `JWT ${await staffToken()}` } })).body())).toBe(0)
    expect((await restored.get(restoredMedia.sizes.card.url, { headers: staff })).status()).toBe(200)
  } finally {
    await restored.dispose()
    server.kill('SIGTERM')
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
