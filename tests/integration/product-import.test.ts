import ExcelJS from 'exceljs'
import JSZip from 'jszip'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as restGet, POST as restPost } from '@/app/(payload)/cms-api/[...slug]/route'
import { productList } from '@/data/products.server'
import type { ImportSummary } from '@/endpoints/product-import/apply'
import type { ImportPlan } from '@/endpoints/product-import/plan'
import type { Product, ProductCategory, User } from '@/payload-types'
import { seed } from '@/seed/seed'

import { testPayload } from '../setup/payload'

const suffix = Date.now().toString(36).toUpperCase()
const asSystem = { overrideAccess: true } as const
const ORIGIN = 'http://localhost:3000'
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const model = (name: string) => `IMP-${suffix}-${name}`
const HEADERS = [
  '分类',
  '型号',
  '产品名称',
  '系列/类型',
  '产品概述',
  '发布状态',
  '输出电压（voltage）',
  '输出电流（current）',
  '通道数（channels）',
  '通信接口（interface）',
  '额定功率（power）',
]
type Cell = string | number | null

let payload: Payload
let tokens: { editor: string; member: string }
let editor: User
let supplies: ProductCategory
let loads: ProductCategory
/** Two published demo products: the file updates the first and repeats the second as it is. */
let updated: Product
let unchanged: Product
let sheet: Buffer

type Line =
  | { type: 'start'; total: number; plan: ImportPlan }
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; summary: ImportSummary }
  | { type: 'error'; message: string }
type Upload = { name: string; data: Buffer; type: string }

async function workbookOf(headers: string[], rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const worksheet = workbook.addWorksheet('产品')
  worksheet.addRow(headers)
  for (const row of rows) worksheet.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** POST /cms-api/products/import through the REST route, as the import screen sends it. */
async function postImport(files: { file?: Upload; images?: Upload }, options: { dryRun?: boolean; token?: string | null; headers?: Record<string, string> } = {}) {
  const form = new FormData()
  if (files.file) form.append('file', new Blob([new Uint8Array(files.file.data)], { type: files.file.type }), files.file.name)
  if (files.images) form.append('images', new Blob([new Uint8Array(files.images.data)], { type: files.images.type }), files.images.name)
  const url = new URL(`/cms-api/products/import${options.dryRun ? '?dryRun=1' : ''}`, ORIGIN)
  const token = options.token === undefined ? tokens.editor : options.token
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    origin: ORIGIN,
    'x-client-address': '198.51.100.61',
    ...(token ? { authorization: `JWT ${token}` } : {}),
    ...options.headers,
  }
  return restPost(new Request(url, { method: 'POST', headers, body: form }), { params: Promise.resolve({ slug: ['products', 'import'] }) })
}

const xlsx = (data: Buffer): Upload => ({ name: '产品导入.xlsx', data, type: XLSX })

async function dryRun(files: { file: Upload; images?: Upload }): Promise<ImportPlan> {
  const response = await postImport(files, { dryRun: true })
  expect(response.status).toBe(200)
  return (await response.json()) as ImportPlan
}

async function realRun(files: { file: Upload; images?: Upload }): Promise<Line[]> {
  const response = await postImport(files)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/)
  return (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line)
}

const summaryOf = (lines: Line[]) => (lines.at(-1) as Extract<Line, { type: 'done' }>).summary

async function byModel(wanted: string, draft = true): Promise<Product | undefined> {
  const { docs } = await payload.find({ collection: 'products', where: { model: { equals: wanted } }, draft, depth: 0, limit: 1, ...asSystem })
  return docs[0]
}

/** A row that says exactly what the demo product holds. */
function rowOf(product: Product): Cell[] {
  const param = (key: string) => product.params?.find((item) => item.key === key)
  return [
    supplies.name,
    product.model,
    product.name,
    product.series ?? '',
    product.summary ?? '',
    '',
    param('voltage')?.value ?? '',
    param('current')?.value ?? '',
    param('channels')?.text ?? '',
    param('interface')?.text ?? '',
    param('power')?.value ?? '',
  ]
}

const image = (color: string, width = 64) =>
  sharp({ create: { width, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer()

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  const user = await payload.create({
    collection: 'users',
    data: { email: `editor-import-${suffix}@example.com`, password: 'editor-import-1', name: '编辑戊', role: 'editor' },
    ...asSystem,
  })
  editor = { ...user, collection: 'users' } as User
  await payload.create({
    collection: 'members',
    data: { username: `imp_${suffix}_member`.toLowerCase(), email: `imp-member-${suffix}@example.com`.toLowerCase(), password: 'member-pass-1', name: '会员己', status: 'active' },
    ...asSystem,
  })
  tokens = {
    editor: (await payload.login({ collection: 'users', data: { email: user.email, password: 'editor-import-1' } })).token!,
    member: (await payload.login({ collection: 'members', data: { username: `imp_${suffix}_member`.toLowerCase(), password: 'member-pass-1' } as never })).token!,
  }
  const category = async (name: string) => (await payload.find({ collection: 'product-categories', where: { name: { equals: name } }, limit: 1, ...asSystem })).docs[0]
  supplies = await category('可编程直流电源')
  loads = await category('直流电子负载')
  const demo = await payload.find({
    collection: 'products',
    where: { and: [{ category: { equals: supplies.id } }, { _status: { equals: 'published' } }] },
    sort: 'model',
    limit: 2,
    depth: 0,
    ...asSystem,
  })
  ;[updated, unchanged] = demo.docs
  sheet = await workbookOf(HEADERS, [
    [supplies.name, model('A'), '导入测试电源甲', 'IMP 系列', '概述甲，含逗号, 和空格', '', 150, 10, '双路', 'usb/lan', ''],
    [loads.name, model('B'), '导入测试负载乙', 'IMP 系列', '', '', '150 V', 60, '', 'USB/LAN', 600],
    [supplies.name, model('C'), '导入测试电源丙', '', '', '草稿', 30, 3, '单路', '', ''],
    rowOf({ ...updated, summary: `导入测试更新的概述 ${suffix}` }),
    rowOf(unchanged),
    ['不存在的分类', model('E1'), '错误甲', '', '', '', '', '', '', '', ''],
    [supplies.name, model('E2'), '错误乙', '', '', '', 'abc', 5, '五路', '', ''],
    [supplies.name, model('DUP'), '重复甲', '', '', '', '', '', '', '', ''],
    [supplies.name, model('DUP'), '重复乙', '', '', '', '', '', '', '', ''],
    [supplies.name, '', '没有型号的产品', '', '', '', '', '', '', '', ''],
  ])
})

describe('the import template', () => {
  it('is an .xlsx with the facet columns, the guide sheets and, as the sample file, example rows that import as new products', async () => {
    const get = (search: string, token?: string) => {
      const url = new URL(`/cms-api/products/import-template${search}`, ORIGIN)
      const headers: Record<string, string> = { host: 'localhost:3000', 'x-client-address': '198.51.100.61', ...(token ? { authorization: `JWT ${token}` } : {}) }
      return restGet(new Request(url, { headers }), { params: Promise.resolve({ slug: ['products', 'import-template'] }) })
    }
    expect((await get('')).status).toBe(401)
    expect((await get('', tokens.member)).status).toBe(403)

    const template = await get('', tokens.editor)
    expect(template.status).toBe(200)
    expect(template.headers.get('content-type')).toBe(XLSX)
    expect(template.headers.get('content-disposition')).toContain("filename*=UTF-8''%E4%BA%A7%E5%93%81%E5%AF%BC%E5%85%A5%E6%A8%A1%E6%9D%BF.xlsx")
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await template.arrayBuffer()) as never)
    expect(workbook.worksheets.filter((item) => item.state !== 'hidden').map((item) => item.name)).toEqual(['产品', '填写说明', '分类与筛选项'])
    const headers = (workbook.getWorksheet('产品')!.getRow(1).values as string[]).slice(1)
    expect(headers.slice(0, 6)).toEqual(['分类', '型号', '产品名称', '系列/类型', '产品概述', '发布状态'])
    expect(headers).toContain('输出电压/输入电压（voltage）')
    expect(headers).toContain('通道数（channels）')
    expect(workbook.getWorksheet('产品')!.rowCount).toBe(1)
    const facets = workbook.getWorksheet('分类与筛选项')!
    const listed: string[] = []
    facets.eachRow((row) => listed.push((row.values as string[]).slice(1).join('|')))
    expect(listed).toContain('可编程直流电源|输出电压|输出电压/输入电压（voltage）|数值区间|V|数字（单位 V）')
    expect(listed).toContain('|通道数|通道数（channels）|选项列表||单路、双路、三路')

    const sample = await get('?sample=1', tokens.editor)
    const sampleFile = Buffer.from(await sample.arrayBuffer())
    const plan = await dryRun({ file: xlsx(sampleFile) })
    expect(plan.counts).toEqual({ create: 4, update: 0, unchanged: 0, error: 0 })
    expect(plan.notices).toEqual([])
  })
})

describe('importing products', () => {
  it('the dry run lists what each row would do and every row’s error in Chinese, and writes nothing', async () => {
    const before = await payload.count({ collection: 'products', ...asSystem })
    const plan = await dryRun({ file: xlsx(sheet) })
    expect(plan.rows.map((row) => [row.row, row.model, row.action, row.changes])).toEqual([
      [2, model('A'), 'create', []],
      [3, model('B'), 'create', []],
      [4, model('C'), 'create', []],
      [5, updated.model, 'update', ['产品概述']],
      [6, unchanged.model, 'unchanged', []],
      [7, model('E1'), 'error', []],
      [8, model('E2'), 'error', []],
      [9, model('DUP'), 'error', []],
      [10, model('DUP'), 'error', []],
      [11, '', 'error', []],
    ])
    expect(plan.rows.flatMap((row) => row.errors)).toEqual([
      '第 7 行：分类“不存在的分类”不存在',
      '第 8 行：筛选项“输出电压”的值“abc”无效，请填写数字（单位 V）',
      '第 8 行：筛选项“通道数”的值“五路”无效，可选值：单路、双路、三路',
      `第 9 行：型号“${model('DUP')}”在文件中重复（第 9、10 行），同一型号只能出现一次`,
      `第 10 行：型号“${model('DUP')}”在文件中重复（第 9、10 行），同一型号只能出现一次`,
      '第 11 行：缺少型号',
    ])
    expect(plan.counts).toEqual({ create: 3, update: 1, unchanged: 1, error: 5 })
    expect(plan.notices).toEqual([])

    expect((await payload.count({ collection: 'products', ...asSystem })).totalDocs).toBe(before.totalDocs)
    expect(await byModel(model('A'))).toBeUndefined()
    expect((await byModel(updated.model))!.summary).toBe(updated.summary)
  })

  it('the real run creates and updates exactly those rows as the editor, with progress, and the products show on the site', async () => {
    const lines = await realRun({ file: xlsx(sheet) })
    expect(lines[0]).toMatchObject({ type: 'start', total: 4 })
    expect(lines.filter((line) => line.type === 'progress')).toEqual([1, 2, 3, 4].map((done) => ({ type: 'progress', done, total: 4 })))
    const summary = summaryOf(lines)
    expect(summary.counts).toEqual({ created: 3, updated: 1, unchanged: 1, skipped: 5, failed: 0, images: 0 })
    expect(summary.results.map((result) => [result.row, result.model, result.action, result.error])).toEqual([
      [2, model('A'), 'create', undefined],
      [3, model('B'), 'create', undefined],
      [4, model('C'), 'create', undefined],
      [5, updated.model, 'update', undefined],
    ])

    const a = (await byModel(model('A'), false))!
    expect(a).toMatchObject({ name: '导入测试电源甲', series: 'IMP 系列', summary: '概述甲，含逗号, 和空格', category: supplies.id, _status: 'published' })
    expect(a.params?.map(({ key, value, text }) => ({ key, value: value ?? null, text: text ?? null }))).toEqual([
      { key: 'voltage', value: 150, text: null },
      { key: 'current', value: 10, text: null },
      { key: 'channels', value: null, text: '双路' },
      { key: 'interface', value: null, text: 'USB/LAN' },
    ])
    const b = (await byModel(model('B'), false))!
    expect(b.params?.map((param) => [param.key, param.value ?? param.text])).toEqual([
      ['voltage', 150],
      ['current', 60],
      ['power', 600],
      ['interface', 'USB/LAN'],
    ])
    expect((await byModel(model('C')))!._status).toBe('draft')
    expect(summary.results.find((result) => result.model === model('A'))?.productId).toBe(a.id)
    expect((await byModel(updated.model))!.summary).toBe(`导入测试更新的概述 ${suffix}`)
    for (const wrong of ['E1', 'E2', 'DUP']) expect(await byModel(model(wrong))).toBeUndefined()

    // The site lists the published ones: in their category, under the facet filter and through the search index.
    const listed = await productList({ page: 1, size: 200, categoryId: supplies.id, filters: { channels: '双路' } })
    expect(listed.list.map((item) => item.model)).toContain(model('A'))
    expect(listed.list.map((item) => item.model)).not.toContain(model('C'))
    expect((await productList({ page: 1, size: 10, keyword: model('B') })).list.map((item) => item.model)).toContain(model('B'))

    // Written as the editor: the audit trail names them.
    const audit = await payload.find({
      collection: 'audit-logs',
      where: { and: [{ entity: { equals: 'products' } }, { docId: { equals: String(a.id) } }] },
      depth: 0,
      limit: 1,
      ...asSystem,
    })
    expect(audit.docs[0]).toMatchObject({ action: 'create', user: editor.id })
  })

  it('importing the same file again reports every row unchanged and changes nothing', async () => {
    const models = [model('A'), model('B'), model('C'), updated.model, unchanged.model]
    const before = await Promise.all(models.map(async (item) => (await byModel(item))!.updatedAt))
    const count = await payload.count({ collection: 'products', ...asSystem })

    const plan = await dryRun({ file: xlsx(sheet) })
    expect(plan.counts).toEqual({ create: 0, update: 0, unchanged: 5, error: 5 })
    const lines = await realRun({ file: xlsx(sheet) })
    expect(lines[0]).toMatchObject({ type: 'start', total: 0 })
    expect(summaryOf(lines).counts).toEqual({ created: 0, updated: 0, unchanged: 5, skipped: 5, failed: 0, images: 0 })

    expect(await Promise.all(models.map(async (item) => (await byModel(item))!.updatedAt))).toEqual(before)
    expect((await payload.count({ collection: 'products', ...asSystem })).totalDocs).toBe(count.totalDocs)
  })

  it('reads a CSV file saved by Excel (UTF-8 with BOM, CRLF, quoted fields)', async () => {
    const csv = [
      '分类,型号,产品名称,产品概述,输出电压（voltage）,通道数（channels）',
      `${supplies.name},${model('CSV')},CSV 导入电源,"概述，含 ""引号"" 和逗号, 以及换行\n第二行",60,单路`,
    ].join('\r\n')
    const file = { name: '产品.csv', data: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'), type: 'text/csv' }
    const plan = await dryRun({ file })
    expect(plan.rows.map((row) => [row.row, row.model, row.action])).toEqual([[2, model('CSV'), 'create']])
    expect(summaryOf(await realRun({ file })).counts.created).toBe(1)
    const product = (await byModel(model('CSV')))!
    expect(product).toMatchObject({ name: 'CSV 导入电源', summary: '概述，含 "引号" 和逗号, 以及换行\n第二行', _status: 'published' })
    expect(product.params?.map((param) => [param.key, param.value ?? param.text])).toEqual([
      ['voltage', 60],
      ['channels', '单路'],
    ])
    expect((await dryRun({ file })).counts).toEqual({ create: 0, update: 0, unchanged: 1, error: 0 })
  })

  it('attaches a zip’s images by file name, refuses a broken one, and does not upload them twice', async () => {
    const first = await image('#3366cc')
    const second = await image('#cc6633', 80)
    const zip = new JSZip()
    zip.file(`photos/${model('A')}.png`, first)
    zip.file(`photos/${model('A').toLowerCase()}-2.png`, second)
    zip.file(`photos/${model('B')}.jpg`, 'not an image')
    zip.file('photos/NOBODY.png', first)
    zip.file('photos/readme.txt', '图片说明')
    zip.file('__MACOSX/photos/._NOBODY.png', 'resource fork')
    const images = { name: '图片.zip', data: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }), type: 'application/zip' }

    const plan = await dryRun({ file: xlsx(sheet), images })
    const rowOfModel = (wanted: string) => plan.rows.find((row) => row.model === wanted)!
    expect(rowOfModel(model('A'))).toMatchObject({ action: 'update', changes: ['产品图片'], images: [`${model('A')}.png`, `${model('A').toLowerCase()}-2.png`] })
    expect(rowOfModel(model('B'))).toMatchObject({ action: 'error', errors: [`第 3 行：图片“${model('B')}.jpg”不是有效的图片文件`] })
    expect(rowOfModel(model('C')).action).toBe('unchanged')
    expect(plan.notices).toEqual(['以下图片没有对应的型号，不会导入：“NOBODY.png”', '压缩包中的以下文件不是图片，已忽略：“readme.txt”'])

    const summary = summaryOf(await realRun({ file: xlsx(sheet), images }))
    expect(summary.counts).toMatchObject({ created: 0, updated: 1, images: 2, failed: 0 })
    const a = (await payload.find({ collection: 'products', where: { model: { equals: model('A') } }, depth: 1, limit: 1, ...asSystem })).docs[0]
    const gallery = (a.gallery ?? []) as { filename?: string | null; filesize?: number | null }[]
    expect(gallery.map((media) => media.filesize)).toEqual([first.length, second.length])
    expect(gallery[0].filename).toMatch(new RegExp(`^${model('A')}(-\\d+)?\\.png$`))
    const card = (await productList({ page: 1, size: 10, keyword: model('A') })).list.find((item) => item.model === model('A'))
    expect(card?.image?.url).toBeTruthy()

    const mediaCount = await payload.count({ collection: 'media', ...asSystem })
    const again = await dryRun({ file: xlsx(sheet), images })
    expect(again.rows.find((row) => row.model === model('A'))?.action).toBe('unchanged')
    expect(summaryOf(await realRun({ file: xlsx(sheet), images })).counts).toMatchObject({ updated: 0, images: 0 })
    expect((await payload.count({ collection: 'media', ...asSystem })).totalDocs).toBe(mediaCount.totalDocs)
  })

  it('is refused to visitors, members and staff cookies from another site, and bounds what it reads', async () => {
    const file = xlsx(sheet)
    const anonymous = await postImport({ file }, { dryRun: true, token: null })
    expect(anonymous.status).toBe(401)
    expect((await anonymous.json()).errors[0].message).toMatch(/^此接口仅供后台员工使用，请先登录后台/)
    const member = await postImport({ file }, { dryRun: true, token: tokens.member })
    expect(member.status).toBe(403)
    expect((await member.json()).errors[0].message).toMatch(/^此接口仅供后台员工使用/)

    const cookie = `payload-token=${tokens.editor}`
    expect((await postImport({ file }, { dryRun: true, token: null, headers: { cookie, origin: 'http://evil.example' } })).status).toBe(401)
    const fromOwnSite = await postImport({ file }, { dryRun: true, token: null, headers: { cookie } })
    expect(fromOwnSite.status, await fromOwnSite.clone().text()).toBe(200)

    const none = await postImport({}, { dryRun: true })
    expect(none.status).toBe(400)
    expect((await none.json()).errors[0].message).toBe('请选择要导入的 .xlsx 或 .csv 文件')
    const huge = await postImport({ file: { name: 'huge.csv', data: Buffer.alloc(21 * 1024 * 1024, 0x41), type: 'text/csv' } }, { dryRun: true })
    expect(huge.status).toBe(413)
    expect((await huge.json()).errors[0].message).toBe('表格文件超过 20 MB，请删去多余的内容或拆分后再导入')
    const notZip = await postImport({ file, images: { name: 'x.zip', data: Buffer.from('not a zip'), type: 'application/zip' } }, { dryRun: true })
    expect(notZip.status).toBe(400)
    expect((await notZip.json()).errors[0].message).toMatch(/^无法读取图片压缩包/)
  })
})
