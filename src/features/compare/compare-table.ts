import type { CompareProduct } from '@/data/products.server'
import { formatParam } from '@/features/products/product-params'
import chinese from '@/messages/zh/compare.json'

/** One row of the compare table: a cell per product (null where the product has no such row). */
export type CompareRow = { key: string; label: string; cells: (string | null)[]; same: boolean }

/** Rows under one heading: the key parameters, then one section per specification group. */
export type CompareSection = { key: string; title: string; rows: CompareRow[]; same: boolean }

/** The headings and basic rows' labels (the `compare` catalogue's `table`). */
export type CompareTableLabels = typeof chinese.table

/** Values compared as a visitor reads them: blanks collapsed, nothing else changed. */
const comparable = (cell: string | null) => (cell === null ? null : cell.replace(/\s+/g, ' ').trim() || null)

/** Every product has the row and all of them say the same (one product alone is never "different"). */
function allSame(cells: (string | null)[]): boolean {
  const values = cells.map(comparable)
  return values.every((value) => value !== null && value === values[0])
}

type Draft = { key: string; labels: string[]; cells: (string | null)[] }

/** Rows in the order they first appear, product by product; a product's repeated row joins its values. */
function collect(products: CompareProduct[], entries: (product: CompareProduct) => { key: string; label: string; value: string }[]): Draft[] {
  const rows = new Map<string, Draft>()
  products.forEach((product, column) => {
    for (const entry of entries(product)) {
      let row = rows.get(entry.key)
      if (!row) rows.set(entry.key, (row = { key: entry.key, labels: [], cells: products.map(() => null) }))
      if (!row.labels.includes(entry.label)) row.labels.push(entry.label)
      const before = row.cells[column]
      row.cells[column] = before === null ? entry.value : `${before}；${entry.value}`
    }
  })
  return [...rows.values()]
}

const finish = (draft: Draft, label = draft.labels.join(' / ')): CompareRow => ({ key: draft.key, label, cells: draft.cells, same: allSame(draft.cells) })

const section = (key: string, title: string, rows: CompareRow[]): CompareSection => ({ key, title, rows, same: rows.every((row) => row.same) })

/**
 * The compare table of these products, column by column in their order.
 * Key parameters are aligned by their facet key and labelled with the facet's
 * name (the unit is in each value, as the detail page writes it); the
 * specification rows are aligned by group and name. A row is `same` when every
 * product has it with the same value; a section when all its rows are. The
 * labels are the page's language's (Chinese by default).
 */
export function compareSections(products: CompareProduct[], labels: CompareTableLabels = chinese.table): CompareSection[] {
  const basics = collect(products, (product) => [
    ...(product.category ? [{ key: 'category', label: labels.category, value: product.category.name }] : []),
    ...(product.series ? [{ key: 'series', label: labels.series, value: product.series }] : []),
  ])
  const params = collect(products, (product) =>
    product.params.map((param) => ({ key: `param:${param.key}`, label: param.name, value: formatParam(param) })).filter((entry) => entry.value),
  )
  const specs = collect(products, (product) => product.specs.map((row) => ({ key: JSON.stringify([row.group.trim(), row.name.trim()]), label: row.name.trim(), value: row.value })))
  const sections: CompareSection[] = []
  const keyRows = [...basics, ...params].map((draft) => finish(draft))
  if (keyRows.length) sections.push(section('key', labels.keyParams, keyRows))
  const groups = new Map<string, CompareRow[]>()
  for (const draft of specs) {
    const [group] = JSON.parse(draft.key) as [string, string]
    groups.set(group, [...(groups.get(group) ?? []), finish(draft)])
  }
  for (const [group, rows] of groups) sections.push(section(`spec:${group}`, group || labels.specs, rows))
  return sections
}
