import { FIXED_COLUMNS, mapColumns, normaliseText, type FixedColumn } from './columns'
import { matchImages, sameImage, type ImageEntry } from './images'
import { MAX_IMAGES_PER_PRODUCT } from './import-error'
import type { SheetData } from './parse'

export type FacetInfo = { key: string; name: string; unit: string; kind: 'range' | 'options'; options: string[] }
export type CategoryInfo = { id: number; name: string; path: string; facets: FacetInfo[] }
export type Param = { key: string; value: number | null; text: string | null }
export type ProductStatus = 'published' | 'draft'
export type StoredImage = { id: number; filename: string; filesize: number }

/** The fields an import manages, as the product holds them now (its latest version, draft or not). */
export type ExistingProduct = {
  id: number
  model: string
  name: string
  series: string | null
  summary: string | null
  categoryId: number | null
  params: Param[]
  status: ProductStatus
  gallery: StoredImage[]
}

/** What a row writes: fields the file has no column for are left out and keep their values. */
export type ProductWrite = {
  model: string
  name: string
  category: number
  series?: string | null
  summary?: string | null
  params: Param[]
  status: ProductStatus
  /** Zip entries that become the gallery, in order; absent when the zip has none for this model. */
  images?: ImageEntry[]
}

export type RowAction = 'create' | 'update' | 'unchanged' | 'error'

export type RowPlan = {
  row: number
  model: string
  name: string
  category: string
  action: RowAction
  /** For an update, the labels of the fields that change. */
  changes: string[]
  /** Image files from the zip that this row's product gets. */
  images: string[]
  errors: string[]
  productId?: number
}

export type ImportPlan = {
  rows: RowPlan[]
  counts: Record<RowAction, number>
  /** Things about the file as a whole that staff should know (ignored columns, images no row claimed). */
  notices: string[]
}

export type PlannedImport = { plan: ImportPlan; writes: Map<number, ProductWrite> }

const STATUS_WORDS: Record<string, ProductStatus> = { 发布: 'published', 已发布: 'published', 上架: 'published', 草稿: 'draft', 未发布: 'draft' }
const NOT_IN_FILENAMES = /[\\/:*?"<>|]/g

/** A model as compared and stored: full-width forms folded, spaces collapsed. */
export const normaliseModel = (value: string) => normaliseText(value)

/** How a model is spelt in an image's file name: characters a file name cannot hold become “_”. */
export const fileNameModel = (model: string) => model.replace(NOT_IN_FILENAMES, '_').toLowerCase()

/** The models the sheet names, to look up before planning. */
export function sheetModels(sheet: SheetData): string[] {
  const index = mapColumns(sheet.headers, new Map()).fixed.model
  if (index === undefined) return []
  return [...new Set(sheet.rows.map(({ cells }) => normaliseModel(cells[index] ?? '')).filter(Boolean))]
}

const quoteList = (values: string[], limit = 10) =>
  values
    .slice(0, limit)
    .map((value) => `“${value}”`)
    .join('、') + (values.length > limit ? ` 等 ${values.length} 项` : '')

/** Text of a cell with Windows line ends folded; a summary keeps its line breaks, other fields are one line. */
const multiline = (value: string) =>
  value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim()

/**
 * A range facet's number: digits with an optional decimal part, thousands
 * separators and the facet's unit after it (“1,500 W”, “80V”).
 */
export function facetNumber(text: string, unit: string): number | null {
  let value = normaliseText(text)
  if (unit && value.toLowerCase().endsWith(unit.toLowerCase())) value = value.slice(0, -unit.length).trim()
  if (/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) value = value.replace(/,/g, '')
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(value)) return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

function categoryIndex(categories: CategoryInfo[]) {
  const byName = new Map<string, CategoryInfo[]>()
  const byPath = new Map<string, CategoryInfo>()
  for (const category of categories) {
    const name = normaliseText(category.name)
    byName.set(name, [...(byName.get(name) ?? []), category])
    byPath.set(normaliseText(category.path).replace(/\s*\/\s*/g, '/'), category)
  }
  return (text: string): CategoryInfo | string => {
    const wanted = normaliseText(text).replace(/\s*[/>＞]\s*/g, '/')
    const path = byPath.get(wanted)
    if (path) return path
    const named = byName.get(wanted) ?? []
    if (named.length === 1) return named[0]
    if (named.length > 1) return `分类名称“${text}”对应多个分类，请写成“上级分类/分类”，如“${named[0].path}”`
    return `分类“${text}”不存在`
  }
}

const sameParams = (a: Param[], b: Param[]) =>
  a.length === b.length && a.every((param, index) => param.key === b[index].key && param.value === b[index].value && (param.text ?? null) === (b[index].text ?? null))

/** The params a row sets: the category's facets in order, each from its column when the file has one, else as the product had it; other keys the product had stay after them. */
function mergedParams(category: CategoryInfo, imported: Map<string, Param | null>, existing: Param[]): Param[] {
  const facetKeys = new Set(category.facets.map((facet) => facet.key))
  const params: Param[] = []
  for (const facet of category.facets) {
    const param = imported.has(facet.key) ? imported.get(facet.key) : existing.find((item) => item.key === facet.key)
    if (param) params.push(param)
  }
  return [...params, ...existing.filter((param) => !facetKeys.has(param.key))]
}

/** The labels of the fields a write changes on an existing product; empty when it changes nothing. */
export function changedFields(write: ProductWrite, product: ExistingProduct): string[] {
  const label = (key: FixedColumn) => FIXED_COLUMNS.find((column) => column.key === key)!.header
  const changes: string[] = []
  if (write.category !== product.categoryId) changes.push(label('category'))
  if (write.name !== product.name) changes.push(label('name'))
  if (write.series !== undefined && (write.series ?? '') !== (product.series ?? '')) changes.push(label('series'))
  if (write.summary !== undefined && (write.summary ?? '') !== (product.summary ?? '')) changes.push(label('summary'))
  if (!sameParams(write.params, product.params)) changes.push('关键参数')
  if (write.status !== product.status) changes.push(label('status'))
  const images = write.images
  if (images && !(images.length === product.gallery.length && images.every((entry, index) => sameImage(product.gallery[index], entry)))) changes.push('产品图片')
  return changes
}

/**
 * What importing the sheet would do, row by row, with every problem of a row
 * in Chinese (“第 N 行：…”). A model that appears on several rows is an error
 * on each of them: which one was meant cannot be told. Rows with errors are
 * never written; the others are created, updated or left alone when nothing
 * would change, so importing the same file again changes nothing.
 */
export function planImport(input: {
  sheet: SheetData
  categories: CategoryInfo[]
  existing: Map<string, ExistingProduct>
  images?: { entries: ImageEntry[]; ignored: string[]; unreadable?: Map<string, string> }
}): PlannedImport {
  const { sheet, categories, existing } = input
  const facetNames = new Map<string, Set<string>>()
  for (const category of categories) {
    for (const facet of category.facets) facetNames.set(facet.key, (facetNames.get(facet.key) ?? new Set()).add(normaliseText(facet.name)))
  }
  const columns = mapColumns(sheet.headers, facetNames)
  const notices: string[] = []
  const missing = FIXED_COLUMNS.filter((column) => column.required && columns.fixed[column.key] === undefined)
  if (missing.length) notices.push(`缺少必填列：${quoteList(missing.map((column) => column.header))}，所有行都无法导入`)
  if (columns.duplicate.length) notices.push(`以下列名重复，只读取第一列：${quoteList(columns.duplicate)}`)
  if (columns.unknown.length) notices.push(`以下列无法识别，导入时忽略：${quoteList(columns.unknown)}`)

  const cell = (cells: string[], key: FixedColumn) => {
    const index = columns.fixed[key]
    return index === undefined ? undefined : (cells[index] ?? '')
  }
  const findCategory = categoryIndex(categories)

  const rowsOfModel = new Map<string, number[]>()
  for (const { row, cells } of sheet.rows) {
    const model = normaliseModel(cell(cells, 'model') ?? '')
    if (model) rowsOfModel.set(model.toLowerCase(), [...(rowsOfModel.get(model.toLowerCase()) ?? []), row])
  }

  const models = [...new Set(sheet.rows.map(({ cells }) => normaliseModel(cell(cells, 'model') ?? '')).filter(Boolean))]
  const matched = input.images
    ? matchImages(
        input.images.entries,
        models.map((model) => ({ model, fileName: fileNameModel(model) })),
      )
    : null
  if (matched?.unmatched.length) notices.push(`以下图片没有对应的型号，不会导入：${quoteList(matched.unmatched)}`)
  if (input.images?.ignored.length) notices.push(`压缩包中的以下文件不是图片，已忽略：${quoteList(input.images.ignored)}`)

  const rows: RowPlan[] = []
  const writes = new Map<number, ProductWrite>()
  for (const { row, cells } of sheet.rows) {
    const errors: string[] = []
    const fail = (message: string) => errors.push(`第 ${row} 行：${message}`)
    const model = normaliseModel(cell(cells, 'model') ?? '')
    const name = normaliseText(cell(cells, 'name') ?? '')
    const categoryText = normaliseText(cell(cells, 'category') ?? '')
    const plan: RowPlan = { row, model, name, category: categoryText, action: 'error', changes: [], images: [], errors }

    if (missing.length) fail(`缺少${missing.map((column) => `“${column.header}”`).join('、')}列`)
    if (!model) fail('缺少型号')
    else if (model.length > 100) fail(`型号“${model.slice(0, 20)}…”过长，最多 100 个字符`)
    const sameModel = model ? (rowsOfModel.get(model.toLowerCase()) ?? []) : []
    if (sameModel.length > 1) fail(`型号“${model}”在文件中重复（第 ${sameModel.join('、')} 行），同一型号只能出现一次`)
    if (columns.fixed.name !== undefined && !name) fail('缺少产品名称')
    else if (name.length > 200) fail('产品名称过长，最多 200 个字符')

    let category: CategoryInfo | null = null
    if (columns.fixed.category !== undefined) {
      if (!categoryText) fail('缺少分类')
      else {
        const found = findCategory(categoryText)
        if (typeof found === 'string') fail(found)
        else category = found
      }
    }

    const statusText = normaliseText(cell(cells, 'status') ?? '')
    const statusWord = statusText ? STATUS_WORDS[statusText] : undefined
    if (statusText && !statusWord) fail(`发布状态“${statusText}”无效，请填写“发布”或“草稿”`)

    const imported = new Map<string, Param | null>()
    if (category) {
      for (const [key, index] of columns.facets) {
        const text = normaliseText(cells[index] ?? '')
        const facet = category.facets.find((item) => item.key === key)
        if (!facet) {
          if (text) fail(`分类“${category.name}”没有筛选项“${key}”，该列请留空`)
          continue
        }
        if (!text) {
          imported.set(key, null)
          continue
        }
        if (facet.kind === 'range') {
          const value = facetNumber(text, facet.unit)
          if (value === null) fail(`筛选项“${facet.name}”的值“${text}”无效，请填写数字${facet.unit ? `（单位 ${facet.unit}）` : ''}`)
          else imported.set(key, { key, value, text: null })
        } else {
          const option = facet.options.find((item) => normaliseText(item).toLowerCase() === text.toLowerCase())
          if (!option) fail(`筛选项“${facet.name}”的值“${text}”无效，可选值：${facet.options.join('、') || '（该筛选项还没有选项）'}`)
          else imported.set(key, { key, value: null, text: option })
        }
      }
    }

    const entries = model ? (matched?.byModel.get(model) ?? []) : []
    if (entries.length > MAX_IMAGES_PER_PRODUCT) fail(`型号“${model}”在压缩包中有 ${entries.length} 张图片，每个产品最多 ${MAX_IMAGES_PER_PRODUCT} 张`)
    for (const entry of entries) {
      const problem = input.images?.unreadable?.get(entry.path)
      if (problem) fail(`图片“${entry.name}”${problem}`)
    }
    plan.images = entries.map((entry) => entry.name)

    if (errors.length === 0 && category) {
      const product = existing.get(model)
      const series = cell(cells, 'series')
      const summary = cell(cells, 'summary')
      const write: ProductWrite = {
        model,
        name,
        category: category.id,
        ...(series !== undefined ? { series: normaliseText(series) || null } : {}),
        ...(summary !== undefined ? { summary: multiline(summary) || null } : {}),
        params: mergedParams(category, imported, product?.params ?? []),
        status: statusWord ?? product?.status ?? 'published',
        ...(entries.length ? { images: entries } : {}),
      }
      if (!product) plan.action = 'create'
      else {
        plan.productId = product.id
        plan.changes = changedFields(write, product)
        plan.action = plan.changes.length ? 'update' : 'unchanged'
      }
      if (plan.action !== 'unchanged') writes.set(row, write)
    }
    rows.push(plan)
  }
  const counts: Record<RowAction, number> = { create: 0, update: 0, unchanged: 0, error: 0 }
  for (const row of rows) counts[row.action] += 1
  return { plan: { rows, counts, notices }, writes }
}
