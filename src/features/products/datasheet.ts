import type { ProductDetail } from '@/data/products.server'

/**
 * The printable datasheet's layout decisions (/product/{id}/datasheet), kept
 * pure so they can be tested: the spec table in groups, how tightly the second
 * page sets it, the key parameters and the contact lines of the footer.
 */

export type SpecGroup = { name: string; rows: { name: string; value: string }[]; continued?: boolean }

/** The rows of a specification table in groups, each group where it first appears (rows without a group form the group named ''). */
export function specGroups(specs: ProductDetail['specs']): SpecGroup[] {
  const groups = new Map<string, SpecGroup>()
  for (const row of specs) {
    let group = groups.get(row.group)
    if (!group) groups.set(row.group, (group = { name: row.group, rows: [] }))
    group.rows.push({ name: row.name, value: row.value })
  }
  return [...groups.values()]
}

/** Full-width characters on one line of the name and value cells: the one-column table (182 mm at 9.5 pt) and each half of the two-column table (8.5 pt). */
const TABLE_WIDTHS = { name: 17, value: 32 }
const COLUMN_WIDTHS = { name: 10, value: 15 }
type CellWidths = typeof TABLE_WIDTHS

/** Width of a text in full-width characters: CJK and full-width forms count one, everything else a half. */
export function textWidth(text: string): number {
  let width = 0
  for (const char of text) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char) ? 1 : 0.5
  return width
}

/** The lines a row takes: its name's or its value's, whichever wraps more (never less than one). */
const rowLines = (row: SpecGroup['rows'][number], widths: CellWidths) => Math.max(1, Math.ceil(textWidth(row.name) / widths.name), Math.ceil(textWidth(row.value) / widths.value))

/** The lines a spec table takes: one per group heading (unnamed groups have none) and per line of each row. */
export function specLines(groups: SpecGroup[], widths: CellWidths = TABLE_WIDTHS): number {
  return groups.reduce((sum, group) => sum + (group.name ? 1 : 0) + group.rows.reduce((rows, row) => rows + rowLines(row, widths), 0), 0)
}

export type SpecLayout = 'regular' | 'compact' | 'columns'

/**
 * The lines the second page holds between its heading and the contact block
 * (about 188 mm): rows of 7.3 mm at the regular size (9.5 pt), 5.7 mm compact
 * (8.5 pt), measured in Chromium. Past the compact limit the table is set in
 * two compact columns, which hold about twice as much; a table longer still
 * lengthens the second sheet onto a third page rather than being cut.
 */
export const SPEC_PAGE_LINES = { regular: 24, compact: 30 } as const

/** How the second page sets the spec table so that it fits the page: regular, compact, or compact in two columns. */
export function specLayout(groups: SpecGroup[]): SpecLayout {
  const lines = specLines(groups)
  if (lines <= SPEC_PAGE_LINES.regular) return 'regular'
  if (lines <= SPEC_PAGE_LINES.compact) return 'compact'
  return 'columns'
}

/** Lines of one compact column on a sheet after the second: the whole A4 height less the sheet's padding, at 5.7 mm a line. */
const FURTHER_PAGE_LINES = 48

/**
 * The pages the datasheet prints on, for its "page 1 of N": two, the first
 * sheet's one and the second's, unless a table longer than two compact
 * columns hold lengthens the second sheet onto further pages (then its footer
 * falls on the last one).
 */
export function datasheetPages(groups: SpecGroup[]): number {
  if (specLayout(groups) !== 'columns') return 2
  const longest = Math.max(...splitColumns(groups).map((column) => specLines(column, COLUMN_WIDTHS)))
  return 2 + Math.max(0, Math.ceil((longest - SPEC_PAGE_LINES.compact) / FURTHER_PAGE_LINES))
}

/**
 * The QR code's address in two parts, the site and the path, so a narrow
 * caption breaks between them and never inside the path ("/product/1" stays
 * whole rather than leaving its id alone on a line).
 */
export function addressParts(url: string): { site: string; path: string } {
  const match = /^(https?:\/\/[^/]+)(\/.*)?$/.exec(url)
  return match ? { site: match[1] as string, path: match[2] ?? '' } : { site: url, path: '' }
}

/**
 * The spec table cut into two columns of about as many lines each (lines
 * counted at the columns' width). The cut falls between rows; a group cut in
 * two repeats its heading at the top of the second column, marked `continued`.
 */
export function splitColumns(groups: SpecGroup[]): [SpecGroup[], SpecGroup[]] {
  const half = specLines(groups, COLUMN_WIDTHS) / 2
  const first: SpecGroup[] = []
  const second: SpecGroup[] = []
  let used = 0
  for (const group of groups) {
    const heading = group.name ? 1 : 0
    let head: SpecGroup | null = null
    let tail: SpecGroup | null = null
    group.rows.forEach((row, index) => {
      const lines = rowLines(row, COLUMN_WIDTHS) + (index === 0 ? heading : 0)
      // A row goes to the first column while the first column stays within half (or is still empty).
      if (!tail && (used + lines <= half || used === 0)) {
        if (!head) first.push((head = { name: group.name, rows: [] }))
        head.rows.push(row)
        used += lines
      } else {
        if (!tail) second.push((tail = { name: group.name, rows: [], ...(head ? { continued: true } : {}) }))
        tail.rows.push(row)
        used = Infinity
      }
    })
  }
  return [first, second]
}

export type KeyFact = { label: string; value: string }

/** The key parameters as the first page lists them: each parameter of the product with a value, in its order. */
export function keyFacts(params: ProductDetail['params'], format: (param: ProductDetail['params'][number]) => string): KeyFact[] {
  return params.map((param) => ({ label: param.name, value: format(param) })).filter((fact) => fact.label && fact.value)
}

export type ContactSource = {
  siteName: string
  phones: { information: string; support: string; service: string }
  footer: { address: string; email: string }
  company: { name: string; address: string; phone: string; fax: string; email: string; postcode: string }
}

export type ContactKey = 'address' | 'information' | 'support' | 'service' | 'switchboard' | 'fax' | 'email'

export type ContactLine = { key: ContactKey; label: string; value: string }

/** The lines' labels in the page's language (the `products` catalogue's `datasheet.lines`), and the postcode after the address. */
export type ContactLabels = Record<ContactKey, string> & { postcode: (code: string) => string }

/**
 * The contact lines of the datasheet: the company's own details (company
 * info) first, the site config's footer where company info is empty, each
 * number once even when both globals hold it.
 */
export function contactLines(source: ContactSource, labels: ContactLabels): { name: string; lines: ContactLine[] } {
  const { company, phones, footer } = source
  const address = company.address || footer.address
  const values: [ContactKey, string][] = [
    ['address', address ? `${address}${company.postcode ? labels.postcode(company.postcode) : ''}` : ''],
    ['information', phones.information],
    ['support', phones.support],
    ['service', phones.service],
    ['switchboard', company.phone],
    ['fax', company.fax],
    ['email', company.email || footer.email],
  ]
  const seen = new Set<string>()
  const lines: ContactLine[] = []
  for (const [key, text] of values) {
    const value = text.trim()
    if (!value || seen.has(value)) continue
    seen.add(value)
    lines.push({ key, label: labels[key], value: text })
  }
  return { name: company.name || source.siteName, lines }
}
