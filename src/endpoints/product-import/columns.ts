/** The columns of the product import sheet and how a header names one. */

export type FixedColumn = 'category' | 'model' | 'name' | 'series' | 'summary' | 'status'

export type ColumnSpec = { key: FixedColumn; header: string; aliases: string[]; required: boolean; note: string }

export const FIXED_COLUMNS: ColumnSpec[] = [
  { key: 'category', header: '分类', aliases: ['产品分类', '所属分类'], required: true, note: '填写“分类与筛选项”表中的分类名称；同名的下级分类写成“上级分类/分类”' },
  { key: 'model', header: '型号', aliases: ['产品型号'], required: true, note: '产品的唯一标识：型号已存在则更新该产品，不存在则新建' },
  { key: 'name', header: '产品名称', aliases: ['名称'], required: true, note: '如“宽范围可编程直流电源”' },
  { key: 'series', header: '系列/类型', aliases: ['系列', '类型'], required: false, note: '列表页“类型”筛选使用，如“PSD-6000C 系列”' },
  { key: 'summary', header: '产品概述', aliases: ['概述', '简介'], required: false, note: '一两句话介绍产品，显示在产品卡片和详情页顶部' },
  { key: 'status', header: '发布状态', aliases: ['状态'], required: false, note: '填“发布”或“草稿”；留空时新产品直接发布，已有产品保持原状态' },
]

/** A facet column's header: the facet's names across categories, then its key, e.g. “输出电压/输入电压（voltage）”. */
export const facetHeader = (names: string[], key: string) => `${names.join('/')}（${key}）`

const FACET_KEY = /[（(\[]\s*([A-Za-z][\w-]*)\s*[)）\]]\s*$/

export type ColumnMap = { fixed: Partial<Record<FixedColumn, number>>; facets: Map<string, number>; unknown: string[]; duplicate: string[] }

/** Full-width letters, digits and punctuation as their ASCII forms; runs of spaces as one. */
export const normaliseText = (value: string) => value.normalize('NFKC').replace(/\s+/g, ' ').trim()

const headerText = (value: string) =>
  normaliseText(value)
    .replace(/[*＊]/g, '')
    .replace(/\s*（必填）$/, '')
    .trim()

/**
 * Which column holds what: the fixed columns by their header or an alias, a
 * facet column by the key in brackets at its end, by its bare key or by a
 * facet name that belongs to one key only. Blank headers are skipped; others
 * are reported as unknown (ignored) or duplicate.
 */
export function mapColumns(headers: string[], facetNames: Map<string, Set<string>>): ColumnMap {
  const map: ColumnMap = { fixed: {}, facets: new Map(), unknown: [], duplicate: [] }
  const keyOfName = new Map<string, string | null>()
  for (const [key, names] of facetNames) {
    for (const name of names) keyOfName.set(name, keyOfName.has(name) && keyOfName.get(name) !== key ? null : key)
  }
  headers.forEach((raw, index) => {
    const header = headerText(raw)
    if (!header) return
    const fixed = FIXED_COLUMNS.find((column) => column.header === header || column.aliases.includes(header))
    if (fixed) {
      if (map.fixed[fixed.key] !== undefined) map.duplicate.push(header)
      else map.fixed[fixed.key] = index
      return
    }
    const key = FACET_KEY.exec(header)?.[1] ?? (facetNames.has(header) ? header : (keyOfName.get(header) ?? undefined))
    if (!key || !facetNames.has(key)) {
      map.unknown.push(header)
      return
    }
    if (map.facets.has(key)) map.duplicate.push(header)
    else map.facets.set(key, index)
  })
  return map
}
