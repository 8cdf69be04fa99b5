import ExcelJS from 'exceljs'

import { FIXED_COLUMNS, facetHeader, type FixedColumn } from './columns'
import { MAX_IMAGES_PER_PRODUCT, MAX_ROWS, MAX_SHEET_BYTES, MAX_ZIP_BYTES, megabytes } from './import-error'
import { PRODUCT_SHEET } from './parse'
import type { CategoryInfo } from './plan'

type SampleRow = { category: string; model: string; name: string; series: string; summary: string; values: Record<string, string | number | null> }

/**
 * The sample file's products, for the demo catalogue's categories (models the
 * demo does not have). A category that does not exist is left out; a value
 * the category does not offer is replaced by its first option; null leaves
 * the cell empty (a benchtop model has no rack height).
 */
const SAMPLES: SampleRow[] = [
  {
    category: '可编程直流电源',
    model: 'PSD-6150-10C',
    name: '宽范围可编程直流电源',
    series: 'PSD-6000C 系列',
    summary: 'PSD-6150-10C 额定功率 1.5 kW，输出 0–150 V / 0–10 A，自动量程设计，适合车载电子与光伏逆变器测试。',
    values: { voltage: 150, current: 10, channels: '单路', interface: 'USB/LAN', power: 1500, rack: 1 },
  },
  {
    category: '开关直流电源',
    model: 'PSW-1300-5',
    name: '宽范围开关直流电源',
    series: 'PSW-1000 系列',
    summary: 'PSW-1300-5 输出 0–300 V / 0–5 A，1U 机架式，效率高、体积小，适合产线老化与烧录供电。',
    values: { voltage: 300, current: 5, power: 1500, interface: 'USB/LAN', channels: '单路', rack: 1 },
  },
  {
    category: '线性直流电源',
    model: 'PSL-3603T',
    name: '三路线性直流电源',
    series: 'PSL-3000 系列',
    summary: 'PSL-3603T 主通道 0–60 V / 0–3 A，另有两路固定输出，纹波低，是实验室与教学的常备电源。',
    values: { voltage: 60, current: 3, channels: '三路', interface: 'USB/RS-232', power: 375 },
  },
  {
    category: '直流电子负载',
    model: 'ELD-6600',
    name: '可编程直流电子负载',
    series: 'ELD-6000 系列',
    summary: 'ELD-6600 输入 0–150 V / 0–60 A，功率 600 W，支持 CC、CV、CR、CP 模式，用于电源与电池测试。',
    values: { voltage: 150, current: 60, power: 600, interface: 'USB/LAN', channels: '单路', rack: null },
  },
]

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } }
const REQUIRED_FONT: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FFC0392B' } }

/** Facet keys in the order categories list them, each with its names across categories. */
function facetColumns(categories: CategoryInfo[]): { key: string; names: string[] }[] {
  const columns = new Map<string, string[]>()
  for (const category of categories) {
    for (const facet of category.facets) {
      const names = columns.get(facet.key) ?? []
      if (!names.includes(facet.name)) names.push(facet.name)
      columns.set(facet.key, names)
    }
  }
  return [...columns].map(([key, names]) => ({ key, names }))
}

function sampleRows(categories: CategoryInfo[]): SampleRow[] {
  const rows = SAMPLES.filter((sample) => categories.some((category) => category.name === sample.category))
  if (rows.length || !categories[0]) return rows
  const category = categories[0]
  return [{ category: category.path, model: 'DEMO-001', name: '示例产品', series: '', summary: '这是一行示例，导入前请改成真实的产品资料。', values: {} }]
}

function sampleValue(category: CategoryInfo | undefined, key: string, wanted: string | number | null | undefined): string | number | null {
  const facet = category?.facets.find((item) => item.key === key)
  if (!facet || wanted === null) return null
  if (facet.kind === 'range') return typeof wanted === 'number' ? wanted : 10
  return typeof wanted === 'string' && facet.options.includes(wanted) ? wanted : (facet.options[0] ?? null)
}

/**
 * The import template: the 产品 sheet with one column per fixed field and
 * per facet key (drop-down lists for 分类 and 发布状态), 填写说明 explaining
 * every column and the limits, and 分类与筛选项 listing each category's
 * facets with the values they take. With `samples` the 产品 sheet holds a
 * few example products, ready to import on the demo catalogue.
 */
export async function templateWorkbook(categories: CategoryInfo[], options: { samples?: boolean } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = '内容管理'
  workbook.created = new Date()
  const facets = facetColumns(categories)

  const sheet = workbook.addWorksheet(PRODUCT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] })
  const widths: Record<FixedColumn, number> = { category: 18, model: 18, name: 24, series: 18, summary: 48, status: 10 }
  sheet.columns = [
    ...FIXED_COLUMNS.map((column) => ({ header: column.header, key: column.key, width: widths[column.key] })),
    ...facets.map((facet) => ({ header: facetHeader(facet.names, facet.key), key: `facet:${facet.key}`, width: Math.max(16, facetHeader(facet.names, facet.key).length * 2) })),
  ]
  const header = sheet.getRow(1)
  header.height = 22
  header.eachCell((cell, column) => {
    cell.fill = HEADER_FILL
    cell.font = FIXED_COLUMNS[column - 1]?.required ? REQUIRED_FONT : { bold: true }
    cell.alignment = { vertical: 'middle' }
    const spec = FIXED_COLUMNS[column - 1]
    cell.note = spec ? `${spec.required ? '必填。' : '选填。'}${spec.note}` : '选填。按所属分类的筛选项填写，详见“分类与筛选项”表；该分类没有的筛选项请留空'
  })

  const categoryColumn = sheet.getColumn('category').letter
  const statusColumn = sheet.getColumn('status').letter
  const lastRow = MAX_ROWS + 1
  // exceljs writes range validations but its types leave `dataValidations` out.
  const validations = (sheet as unknown as { dataValidations: { add: (range: string, validation: ExcelJS.DataValidation) => void } }).dataValidations
  if (categories.length) {
    validations.add(`${categoryColumn}2:${categoryColumn}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`'分类列表'!$A$1:$A$${categories.length}`],
      showErrorMessage: false,
    })
  }
  validations.add(`${statusColumn}2:${statusColumn}${lastRow}`, {
    type: 'list',
    allowBlank: true,
    formulae: ['"发布,草稿"'],
    showErrorMessage: true,
    errorTitle: '发布状态',
    error: '请填写“发布”或“草稿”，或留空',
  })

  if (options.samples) {
    for (const sample of sampleRows(categories)) {
      const category = categories.find((item) => item.name === sample.category || item.path === sample.category)
      sheet.addRow({
        category: sample.category,
        model: sample.model,
        name: sample.name,
        series: sample.series,
        summary: sample.summary,
        status: '发布',
        ...Object.fromEntries(facets.map((facet) => [`facet:${facet.key}`, sampleValue(category, facet.key, sample.values[facet.key])])),
      })
    }
  }

  const guide = workbook.addWorksheet('填写说明')
  guide.columns = [
    { header: '列名', key: 'column', width: 26 },
    { header: '是否必填', key: 'required', width: 10 },
    { header: '说明', key: 'note', width: 90 },
  ]
  guide.getRow(1).eachCell((cell) => ((cell.fill = HEADER_FILL), (cell.font = { bold: true })))
  for (const column of FIXED_COLUMNS) guide.addRow({ column: column.header, required: column.required ? '必填' : '选填', note: column.note })
  guide.addRow({
    column: '筛选项列，如“输出电压（voltage）”',
    required: '选填',
    note: '产品的关键参数，对应所属分类的筛选项。数值区间类填数字（可带单位，如 80 或 80 V），选项列表类填列出的选项之一；所属分类没有的筛选项请留空。可用的筛选项和取值见“分类与筛选项”表。',
  })
  guide.addRow({})
  for (const line of [
    '一行一个产品，从第 2 行开始填写，不要修改第 1 行的列名；不需要的选填列可以整列删除，删除的列在导入时不会改动已有产品的对应内容。',
    '型号已存在的产品会被更新，不存在的会被新建；与系统中完全相同的行不做任何改动，因此同一个文件重复导入不会产生变化。',
    '导入前请先点“预检”：系统列出每一行将新建、更新还是无变化，以及每一行的错误；有错误的行不会导入，改正后可再次导入。',
    `产品图片：把图片打包成 .zip 与表格一起上传，图片按型号命名，如 PSD-6080-60C.jpg；同一产品的多张图片依次命名为 PSD-6080-60C-2.jpg、PSD-6080-60C-3.jpg（最多 ${MAX_IMAGES_PER_PRODUCT} 张）。型号中的 / \\ : * ? " < > | 在文件名中用 _ 代替。压缩包中有图片的产品，其产品图片会替换为压缩包中的图片；没有图片的产品保持原有图片，也可以以后在后台上传。`,
    `单次最多导入 ${MAX_ROWS} 行；表格文件不超过 ${megabytes(MAX_SHEET_BYTES)}，图片压缩包不超过 ${megabytes(MAX_ZIP_BYTES)}。`,
    '也可以导入 CSV 文件（UTF-8 或 GBK 编码均可），列名与本模板相同。',
  ]) {
    const row = guide.addRow({ column: line })
    guide.mergeCells(row.number, 1, row.number, 3)
    row.getCell(1).alignment = { wrapText: true, vertical: 'top' }
    row.height = 36
  }

  const facetSheet = workbook.addWorksheet('分类与筛选项', { views: [{ state: 'frozen', ySplit: 1 }] })
  facetSheet.columns = [
    { header: '分类', key: 'category', width: 26 },
    { header: '筛选项', key: 'facet', width: 14 },
    { header: '对应列名', key: 'column', width: 28 },
    { header: '类型', key: 'kind', width: 12 },
    { header: '单位', key: 'unit', width: 8 },
    { header: '可填的值', key: 'values', width: 60 },
  ]
  facetSheet.getRow(1).eachCell((cell) => ((cell.fill = HEADER_FILL), (cell.font = { bold: true })))
  const columnOf = new Map(facets.map((facet) => [facet.key, facetHeader(facet.names, facet.key)]))
  for (const category of categories) {
    if (!category.facets.length) facetSheet.addRow({ category: category.path, facet: '（无筛选项）' })
    category.facets.forEach((facet, index) =>
      facetSheet.addRow({
        category: index === 0 ? category.path : '',
        facet: facet.name,
        column: columnOf.get(facet.key),
        kind: facet.kind === 'range' ? '数值区间' : '选项列表',
        unit: facet.unit,
        values: facet.kind === 'range' ? `数字${facet.unit ? `（单位 ${facet.unit}）` : ''}` : facet.options.join('、'),
      }),
    )
  }

  // The drop-down list of 分类 reads its values here.
  const lists = workbook.addWorksheet('分类列表', { state: 'hidden' })
  categories.forEach((category, index) => (lists.getCell(index + 1, 1).value = category.path))

  return Buffer.from(await workbook.xlsx.writeBuffer())
}
