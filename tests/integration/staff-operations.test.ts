import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as restGet, PATCH as restPatch, POST as restPost } from '@/app/(payload)/cms-api/[...slug]/route'
import { productList } from '@/data/products.server'
import { nextChinaMidnight } from '@/jobs/submit-to-baidu'
import { payloadDatabase } from '@/lib/raw-sql'
import type { User } from '@/payload-types'
import { seed } from '@/seed/seed'

import { moveClock, useMovableClock } from '../setup/clock'
import { call } from '../setup/contract'
import { testPayload } from '../setup/payload'
import { routeRobotHostsTo } from '../setup/robot-hosts'
import { startSmtpServer } from '../setup/smtp'

const suffix = Date.now().toString(36)
const asSystem = { overrideAccess: true } as const

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let admin: User
let editor: User

/** A local HTTP server standing in for a group robot or Baidu: records each request, answers what the test says. */
async function fakeService(answer: (body: string) => { status?: number; body: unknown }) {
  const received: { url: string; body: string }[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      received.push({ url: request.url ?? '', body })
      const reply = answer(body)
      response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A fake robot answering for WeCom's and DingTalk's hosts (tests/setup/robot-hosts.ts). */
async function fakeRobot(answer: (body: string) => { status?: number; body: unknown }) {
  const service = await fakeService(answer)
  const unroute = routeRobotHostsTo(service.port)
  return {
    ...service,
    close: async () => {
      unroute()
      await service.close()
    },
  }
}

const WECOM_KEY = '693a91f6-7e1c-4bc4-97a0-0ec2f1a5a6b7'
const DINGTALK_TOKEN = '1f9c3a0e5b7d42a8b6c1d3e5f7a9b0c2d4e6f8a0b2c4d6e8f0a2b4c6d8e0f2a4'

async function staff(role: 'admin' | 'editor') {
  const email = `${role}-ops-${suffix}@example.com`
  const user = await payload.create({ collection: 'users', data: { email, password: `${role}-pass-1`, name: role === 'admin' ? '管理员丙' : '编辑丁', role }, ...asSystem })
  return { ...user, collection: 'users' } as User
}

const restHeaders = (token?: string) => ({
  host: 'localhost:3000',
  origin: 'http://localhost:3000',
  'content-type': 'application/json',
  'x-client-address': '198.51.100.77',
  ...(token ? { authorization: `JWT ${token}` } : {}),
})

/** Payload's REST API through the site's route handler, as the admin screens call it. */
async function rest(method: 'GET' | 'POST' | 'PATCH', path: string, options: { token?: string; body?: unknown } = {}) {
  const url = new URL(`/cms-api${path}`, 'http://localhost:3000')
  const handler = method === 'GET' ? restGet : method === 'PATCH' ? restPatch : restPost
  const request = new Request(url, { method, headers: restHeaders(options.token), body: options.body === undefined ? undefined : JSON.stringify(options.body) })
  const response = await handler(request, { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) })
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> }
}

async function tokenOf(user: User) {
  return (await payload.login({ collection: 'users', data: { email: user.email, password: `${user.role}-pass-1` } })).token!
}

async function notificationJobs(kind: string, id: number | string) {
  const jobs = await payload.find({ collection: 'payload-jobs', where: { workflowSlug: { equals: 'notifyNewLead' } }, limit: 0, pagination: false, ...asSystem })
  return jobs.docs.filter((job) => {
    const input = job.input as { kind?: string; id?: string }
    return input.kind === kind && input.id === String(id)
  })
}

async function applyAfterSales(name: string) {
  const hash = (await call<{ hash: string }>('/api/index/captcha')).body.data.hash
  const response = await call('/api/index/apply_after', {
    body: {
      name,
      company: '杭州检测仪器有限公司',
      mobile: '13900002222',
      email: `after-${suffix}@example.com`,
      address: '33,3301,330106',
      apply: 'battery',
      no: 'PSD-6080',
      afterType: '维修',
      detail: '输出纹波偏大，需要检测。',
      captcha: 'T3ST',
      hash,
    },
  })
  expect(response.body.code).toBe(1)
  const found = await payload.find({ collection: 'applications', where: { name: { equals: name } }, limit: 1, ...asSystem })
  return found.docs[0]
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  admin = await staff('admin')
  editor = await staff('editor')
})

afterAll(async () => {
  await payload.updateGlobal({
    slug: 'site-config',
    data: { lead_emails: { activity_join: '', after_sales: '', training: '', member: '' }, lead_robot: { url: '' }, baidu_push: { site: '', token: '' } },
    ...asSystem,
  })
  delete process.env.SMTP_URL
  delete process.env.BAIDU_PUSH_ENDPOINT
  await smtp.close()
})

describe('new-lead notifications', () => {
  it('a lead from the public form queues exactly one job; running it mails the addresses set for its kind, with a link to the lead', async () => {
    const robot = await fakeRobot(() => ({ body: { errcode: 0, errmsg: 'ok' } }))
    try {
      await payload.updateGlobal({
        slug: 'site-config',
        data: {
          lead_emails: { after_sales: `service-${suffix}@example.com，boss-${suffix}@example.com`, training: `training-${suffix}@example.com` },
          lead_robot: { kind: 'wecom', url: `https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${WECOM_KEY}` },
        },
        ...asSystem,
      })
      const name = `通知测试甲${suffix}`
      const lead = await applyAfterSales(name)
      // The visitor's answer came before any mail: the job waits in the queue.
      expect(smtp.inbox.filter((mail) => mail.raw.includes(String(lead.id)))).toHaveLength(0)
      const queued = await notificationJobs('after_sales', lead.id)
      expect(queued).toHaveLength(1)

      await payload.jobs.runByID({ id: queued[0].id })
      const mails = smtp.inbox.filter((mail) => mail.to.includes(`service-${suffix}@example.com`))
      expect(mails).toHaveLength(1)
      expect(mails[0].to).toEqual([`service-${suffix}@example.com`, `boss-${suffix}@example.com`])
      const text = mails[0].raw.replace(/=\r?\n/g, '')
      expect(text).toMatch(/^Subject: .+$/m)
      expect(text).toContain(`/admin/collections/applications/${lead.id}`)
      // The training address gets nothing for an after-sales lead.
      expect(smtp.inbox.some((mail) => mail.to.includes(`training-${suffix}@example.com`))).toBe(false)
      // The robot got the same message as Markdown, in WeCom's format.
      expect(robot.received).toHaveLength(1)
      const posted = JSON.parse(robot.received[0].body) as { msgtype: string; markdown: { content: string } }
      expect(posted.msgtype).toBe('markdown')
      expect(posted.markdown.content).toContain(name)
      expect(posted.markdown.content).toContain('浙江省 杭州市 西湖区')
      // Option keys come out as the names staff gave them in site config.
      expect(posted.markdown.content).toContain('应用行业：电池与储能')
      // Done jobs leave the queue.
      expect(await notificationJobs('after_sales', lead.id)).toHaveLength(0)
    } finally {
      await robot.close()
    }
  })

  it('a robot that refuses keeps the job for a retry without mailing twice, and admins (only) see the failure', async () => {
    let refuse = true
    const robot = await fakeRobot(() => (refuse ? { body: { errcode: 93000, errmsg: 'invalid webhook url <script>steal()</script>' } } : { body: { errcode: 0, errmsg: 'ok' } }))
    try {
      await payload.updateGlobal({
        slug: 'site-config',
        data: {
          lead_emails: { after_sales: `retry-${suffix}@example.com` },
          lead_robot: { kind: 'dingtalk', url: `https://oapi.dingtalk.com/robot/send?access_token=${DINGTALK_TOKEN}`, secret: 'SECtest' },
        },
        ...asSystem,
      })
      const lead = await applyAfterSales(`通知测试乙${suffix}`)
      const [job] = await notificationJobs('after_sales', lead.id)
      await payload.jobs.runByID({ id: job.id })
      expect(smtp.inbox.filter((mail) => mail.to.includes(`retry-${suffix}@example.com`))).toHaveLength(1)
      expect(robot.received).toHaveLength(1)
      // DingTalk's signed robots get the time and the signature in the address.
      expect(robot.received[0].url).toMatch(/timestamp=\d+&sign=/)

      const failed = await payload.findByID({ collection: 'payload-jobs', id: job.id, ...asSystem })
      expect(failed.totalTried).toBeGreaterThanOrEqual(1)
      expect(JSON.stringify(failed.log)).toContain('群机器人拒绝了消息（errcode 93000：Webhook 地址无效或机器人已被移除）')
      // The robot's own words never reach the admin.
      expect(JSON.stringify(failed)).not.toContain('steal()')

      const adminView = await rest('GET', `/payload-jobs/${job.id}`, { token: await tokenOf(admin) })
      expect(adminView.status).toBe(200)
      expect((await rest('GET', `/payload-jobs/${job.id}`, { token: await tokenOf(editor) })).status).toBe(403)

      // The retry (forced now rather than after the back-off) posts to the robot again but does not mail again.
      refuse = false
      await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() }, ...asSystem })
      await payload.jobs.runByID({ id: job.id })
      expect(robot.received).toHaveLength(2)
      expect(smtp.inbox.filter((mail) => mail.to.includes(`retry-${suffix}@example.com`))).toHaveLength(1)
      expect(await notificationJobs('after_sales', lead.id)).toHaveLength(0)
    } finally {
      await robot.close()
    }
  })

  it('registrations and activity sign-ups are leads too; seeding and a lead with no addresses set send nothing', async () => {
    await payload.updateGlobal({ slug: 'site-config', data: { lead_emails: { after_sales: '', member: `members-${suffix}@example.com` }, lead_robot: { url: '' } }, ...asSystem })
    const member = await payload.create({
      collection: 'members',
      data: { username: `ops_${suffix}`, email: `ops-${suffix}@example.com`, password: 'member-pass-1', name: '钱工', status: 'active' },
      ...asSystem,
    })
    const [memberJob] = await notificationJobs('member', member.id)
    await payload.jobs.runByID({ id: memberJob.id })
    const mail = smtp.inbox.find((item) => item.to.includes(`members-${suffix}@example.com`))
    expect(mail?.raw.replace(/=\r?\n/g, '')).toContain(`/admin/collections/members/${member.id}`)

    const quiet = await payload.create({
      collection: 'members',
      data: { username: `quiet_${suffix}`, email: `quiet-${suffix}@example.com`, password: 'member-pass-1', name: '孙工', status: 'active' },
      context: { skipLeadNotification: true },
      ...asSystem,
    })
    expect(await notificationJobs('member', quiet.id)).toHaveLength(0)

    const before = smtp.inbox.length
    const lead = await applyAfterSales(`通知测试丙${suffix}`)
    const [job] = await notificationJobs('after_sales', lead.id)
    await payload.jobs.runByID({ id: job.id })
    expect(smtp.inbox.length).toBe(before)
    expect(await notificationJobs('after_sales', lead.id)).toHaveLength(0)
  })
})

describe('group robots', () => {
  const saveRobot = (lead_robot: { kind: 'wecom' | 'dingtalk'; url: string }) => payload.updateGlobal({ slug: 'site-config', data: { lead_robot }, ...asSystem })

  it('only the robots’ own https addresses can be saved, with a message saying what to paste', async () => {
    const refused = [
      ['wecom', 'http://127.0.0.1:9999/cgi-bin/webhook/send?key=693a91f6-7e1c'],
      ['wecom', 'http://[::1]/cgi-bin/webhook/send?key=693a91f6-7e1c'],
      ['wecom', 'http://0x7f000001/cgi-bin/webhook/send?key=693a91f6-7e1c'],
      ['wecom', 'http://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a91f6-7e1c'],
      ['wecom', 'https://qyapi.weixin.qq.com.evil.example/cgi-bin/webhook/send?key=693a91f6-7e1c'],
      ['wecom', 'https://qyapi.weixin.qq.com:8443/cgi-bin/webhook/send?key=693a91f6-7e1c'],
      ['wecom', 'https://user@qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a91f6-7e1c'],
      ['wecom', 'https://qyapi.weixin.qq.com/cgi-bin/other?key=693a91f6-7e1c'],
      ['wecom', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a91f6-7e1c&next=http://127.0.0.1/'],
      ['wecom', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send'],
      ['wecom', `https://oapi.dingtalk.com/robot/send?access_token=${DINGTALK_TOKEN}`],
      ['dingtalk', `https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${WECOM_KEY}`],
    ] as const
    for (const [kind, url] of refused) {
      const error = await saveRobot({ kind, url }).then(
        () => null,
        (failure: { data?: { errors?: { message: string }[] } }) => failure,
      )
      expect(error, url).not.toBeNull()
      expect(error?.data?.errors?.[0]?.message, url).toMatch(/[\u4e00-\u9fff]/)
    }
    const wrongKind = await saveRobot({ kind: 'wecom', url: `https://oapi.dingtalk.com/robot/send?access_token=${DINGTALK_TOKEN}` }).catch((failure) => failure)
    expect(wrongKind.data.errors[0].message).toBe('这是钉钉机器人的地址，请把类型选为“钉钉”')
    await expect(saveRobot({ kind: 'wecom', url: `https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${WECOM_KEY}` })).resolves.toBeTruthy()
    await expect(saveRobot({ kind: 'dingtalk', url: `https://oapi.dingtalk.com/robot/send?access_token=${DINGTALK_TOKEN}` })).resolves.toBeTruthy()
  })

  it('a lead’s fields reach the group chat as text: a Markdown link or tag in a name stays inert', async () => {
    const robot = await fakeRobot(() => ({ body: { errcode: 0, errmsg: 'ok' } }))
    try {
      await saveRobot({ kind: 'wecom', url: `https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${WECOM_KEY}` })
      const name = `[点此核对](http://evil.example/p)<font color="warning">*急*</font>${suffix}`
      const lead = await applyAfterSales(name)
      const [job] = await notificationJobs('after_sales', lead.id)
      await payload.jobs.runByID({ id: job.id })
      expect(robot.received).toHaveLength(1)
      const content = (JSON.parse(robot.received[0].body) as { markdown: { content: string } }).markdown.content
      const line = content.split('\n').find((row) => row.startsWith('> 姓名：'))
      expect(line).toBe(`> 姓名：［点此核对］(http://evil.example/p)＜font color="warning"＞＊急＊＜/font＞${suffix}`)
      // Only the site's own link is Markdown.
      expect(content.match(/\]\(/g)).toHaveLength(1)
      expect(content).toContain(`](http://localhost:3000/admin/collections/applications/${lead.id})`)
    } finally {
      await robot.close()
    }
  })

  it('a robot address that is no longer allowed is refused when sent, and a redirect is not followed', async () => {
    const elsewhere = await fakeService(() => ({ body: { errcode: 0 } }))
    const robot = await fakeRobot(() => ({ status: 302, body: {} }))
    try {
      // An address saved before the rules (written past validation, as an old database holds it).
      const db = await payloadDatabase(payload)
      await db.run(sql`UPDATE "site_config" SET "lead_robot_kind" = 'wecom', "lead_robot_url" = ${`${elsewhere.url}/cgi-bin/webhook/send?key=${WECOM_KEY}`}`)
      const first = await applyAfterSales(`机器人地址甲${suffix}`)
      const [firstJob] = await notificationJobs('after_sales', first.id)
      await payload.jobs.runByID({ id: firstJob.id })
      expect(elsewhere.received).toHaveLength(0)
      expect(JSON.stringify((await payload.findByID({ collection: 'payload-jobs', id: firstJob.id, ...asSystem })).log)).toContain('群机器人地址不可用')

      await saveRobot({ kind: 'wecom', url: `https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${WECOM_KEY}` })
      const second = await applyAfterSales(`机器人地址乙${suffix}`)
      const [secondJob] = await notificationJobs('after_sales', second.id)
      await payload.jobs.runByID({ id: secondJob.id })
      expect(robot.received).toHaveLength(1)
      expect(JSON.stringify((await payload.findByID({ collection: 'payload-jobs', id: secondJob.id, ...asSystem })).log)).toContain('群机器人的地址要求跳转（HTTP 302）')
    } finally {
      await robot.close()
      await elsewhere.close()
    }
  })
})

describe('scheduled publishing', () => {
  useMovableClock()

  it('a draft scheduled an hour ahead is published by the job runner when the hour has passed and shows in the product list', async () => {
    const category = (await payload.find({ collection: 'product-categories', limit: 1, ...asSystem })).docs[0]
    const model = `SCH-${suffix}`.toUpperCase()
    const draft = await payload.create({ collection: 'products', data: { model, name: '定时发布测试电源', category: category.id, _status: 'draft' }, draft: true, ...asSystem })
    const waitUntil = new Date(Date.now() + 60 * 60 * 1000)
    // What the admin's 定时发布 drawer queues.
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'products', value: draft.id }, user: { relationTo: 'users', value: editor.id } },
      waitUntil,
    })
    await payload.jobs.run({ queue: 'default', where: { taskSlug: { equals: 'schedulePublish' } } })
    expect((await payload.findByID({ collection: 'products', id: draft.id, ...asSystem }))._status).toBe('draft')

    // The hour passes on the clock the runner reads.
    await moveClock(60 * 60 * 1000)
    await payload.jobs.run({ queue: 'default', where: { taskSlug: { equals: 'schedulePublish' } } })
    expect((await payload.findByID({ collection: 'products', id: draft.id, ...asSystem }))._status).toBe('published')
    const listed = await productList({ page: 1, size: 10, keyword: model })
    expect(listed.list.map((item) => item.id)).toContain(draft.id)

    // And an unpublish on schedule takes it off the list.
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'unpublish', doc: { relationTo: 'products', value: draft.id }, user: { relationTo: 'users', value: editor.id } },
      waitUntil: new Date(Date.now() - 10),
    })
    await payload.jobs.run({ queue: 'default', where: { taskSlug: { equals: 'schedulePublish' } } })
    expect((await productList({ page: 1, size: 10, keyword: model })).list.map((item) => item.id)).not.toContain(draft.id)
  })
})

describe('the audit trail', () => {
  it('records an editor’s change with the fields before and after; admins read it, nobody edits it', async () => {
    const product = (await payload.find({ collection: 'products', where: { _status: { equals: 'published' } }, limit: 1, ...asSystem })).docs[0]
    const editorToken = await tokenOf(editor)
    const changed = await rest('PATCH', `/products/${product.id}`, { token: editorToken, body: { summary: `审计测试概述 ${suffix}` } })
    expect(changed.status).toBe(200)
    const entries = await payload.find({
      collection: 'audit-logs',
      where: { and: [{ entity: { equals: 'products' } }, { docId: { equals: String(product.id) } }] },
      sort: '-createdAt',
      limit: 1,
      ...asSystem,
    })
    const entry = entries.docs[0]
    expect(entry).toMatchObject({ action: 'update', docTitle: product.model })
    expect(typeof entry.user === 'object' ? entry.user?.id : entry.user).toBe(editor.id)
    expect(entry.summary).toContain('产品概述')
    expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'summary', label: '产品概述', before: product.summary ?? null, after: `审计测试概述 ${suffix}` }]))

    expect((await rest('GET', `/audit-logs/${entry.id}`, { token: await tokenOf(admin) })).status).toBe(200)
    expect((await rest('GET', `/audit-logs/${entry.id}`, { token: editorToken })).status).toBe(403)
    expect((await rest('PATCH', `/audit-logs/${entry.id}`, { token: await tokenOf(admin), body: { summary: '改写' } })).status).toBe(403)
  })

  it('records settings changes without the secrets, and staff sign-ins with the client address', async () => {
    await payload.updateGlobal({
      slug: 'site-config',
      data: {
        information_phone: `400-${suffix}`,
        baidu_push: { token: 'very-secret-token' },
        lead_robot: { kind: 'dingtalk', url: `https://oapi.dingtalk.com/robot/send?access_token=${DINGTALK_TOKEN}` },
      },
      user: admin,
      overrideAccess: false,
    })
    const settings = await payload.find({ collection: 'audit-logs', where: { entity: { equals: 'site-config' } }, sort: '-createdAt', limit: 1, ...asSystem })
    expect(JSON.stringify(settings.docs[0].changes)).toContain(`400-${suffix}`)
    expect(JSON.stringify(settings.docs[0].changes)).not.toContain('very-secret-token')
    // The robot's address is kept with its token hidden: the token is the robot's only credential.
    expect(JSON.stringify(settings.docs[0].changes)).toContain('https://oapi.dingtalk.com/robot/send?access_token=***')
    expect(JSON.stringify(settings.docs[0].changes)).not.toContain(DINGTALK_TOKEN)

    const failed = await rest('POST', '/users/login', { body: { email: editor.email, password: 'wrong-password' } })
    expect(failed.status).toBe(401)
    const signedIn = await rest('POST', '/users/login', { body: { email: editor.email, password: 'editor-pass-1' } })
    expect(signedIn.status).toBe(200)
    const logins = await payload.find({ collection: 'audit-logs', where: { email: { equals: editor.email } }, sort: '-createdAt', limit: 2, ...asSystem })
    expect(logins.docs.map((doc) => doc.action)).toEqual(['login', 'login-failed'])
    expect(logins.docs.every((doc) => doc.clientAddress === '198.51.100.77')).toBe(true)
    expect(typeof logins.docs[0].user === 'object' ? logins.docs[0].user?.id : logins.docs[0].user).toBe(editor.id)
  })
})

describe('Baidu link submission', () => {
  it('publishing queues the page address; the answer and the remaining quota are kept; a used-up quota waits for China’s midnight', async () => {
    let overQuota = false
    const baidu = await fakeService((body) =>
      overQuota ? { status: 400, body: { error: 400, message: 'over quota' } } : { body: { success: body.split('\n').length, remain: 2999 } },
    )
    process.env.BAIDU_PUSH_ENDPOINT = `${baidu.url}/urls`
    try {
      await payload.updateGlobal({ slug: 'site-config', data: { baidu_push: { site: 'https://www.example.com', token: 'baidu-token' } }, ...asSystem })
      const article = (await payload.find({ collection: 'news', where: { _status: { equals: 'published' } }, limit: 1, ...asSystem })).docs[0]
      await payload.update({ collection: 'news', id: article.id, data: { summary: `推送测试 ${suffix}` }, user: editor, overrideAccess: false })
      const pending = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'submitToBaidu' } }, sort: '-createdAt', limit: 1, ...asSystem })
      expect(pending.docs[0].input).toEqual({ urls: [`https://www.example.com/news/${article.id}`] })
      await payload.jobs.runByID({ id: pending.docs[0].id })
      expect(baidu.received[0].url).toBe('/urls?site=https%3A%2F%2Fwww.example.com&token=baidu-token')
      expect(baidu.received[0].body).toBe(`https://www.example.com/news/${article.id}`)
      const pushed = await payload.find({ collection: 'search-pushes', sort: '-createdAt', limit: 1, ...asSystem })
      expect(pushed.docs[0]).toMatchObject({ status: 'success', remain: 2999, urls: `https://www.example.com/news/${article.id}` })

      // A draft save submits nothing.
      const jobsBefore = (await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'submitToBaidu' } }, ...asSystem })).totalDocs
      await payload.update({ collection: 'news', id: article.id, data: { summary: '草稿' }, draft: true, ...asSystem })
      expect((await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'submitToBaidu' } }, ...asSystem })).totalDocs).toBe(jobsBefore)

      overQuota = true
      await payload.update({ collection: 'news', id: article.id, data: { summary: `推送测试二 ${suffix}`, _status: 'published' }, ...asSystem })
      const second = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'submitToBaidu' } }, sort: '-createdAt', limit: 1, ...asSystem })
      await payload.jobs.runByID({ id: second.docs[0].id })
      const postponed = await payload.find({ collection: 'search-pushes', sort: '-createdAt', limit: 1, ...asSystem })
      expect(postponed.docs[0]).toMatchObject({ status: 'postponed', remain: 0 })
      const requeued = await payload.find({
        collection: 'payload-jobs',
        where: { and: [{ taskSlug: { equals: 'submitToBaidu' } }, { completedAt: { exists: false } }] },
        sort: '-createdAt',
        limit: 1,
        ...asSystem,
      })
      expect(new Date(requeued.docs[0].waitUntil!).getTime()).toBe(nextChinaMidnight().getTime())

      // Later the same day nothing more is sent to Baidu: it is put off too.
      const calls = baidu.received.length
      await payload.update({ collection: 'news', id: article.id, data: { summary: `推送测试三 ${suffix}`, _status: 'published' }, ...asSystem })
      const third = await payload.find({
        collection: 'payload-jobs',
        where: { and: [{ taskSlug: { equals: 'submitToBaidu' } }, { waitUntil: { exists: false } }] },
        sort: '-createdAt',
        limit: 1,
        ...asSystem,
      })
      await payload.jobs.runByID({ id: third.docs[0].id })
      expect(baidu.received.length).toBe(calls)
    } finally {
      await payload.updateGlobal({ slug: 'site-config', data: { baidu_push: { site: '', token: '' } }, ...asSystem })
      await baidu.close()
    }
  })

  it('the next China midnight is 16:00 UTC, whatever the server’s zone', () => {
    expect(nextChinaMidnight(new Date('2026-11-27T15:59:00Z')).toISOString()).toBe('2026-11-27T16:00:05.000Z')
    expect(nextChinaMidnight(new Date('2026-11-27T16:01:00Z')).toISOString()).toBe('2026-11-28T16:00:05.000Z')
  })
})
