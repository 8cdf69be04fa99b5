export type Page<T> = { list: T[]; total: number; page: number; size: number }

/**
 * Largest page any public list or search returns; the contract's size
 * parameter refuses more (src/contract/inputs.ts), so no read asks the
 * database for more rows than this per page.
 */
export const MAX_PAGE_SIZE = 100

export function pageOf<T>(list: T[], total: number, page: number, size: number): Page<T> {
  return { list, total, page, size }
}

/** Largest page number the contract accepts (size 100 × 1,000,000 pages is far past any list). */
export const MAX_PAGE = 1_000_000

/**
 * Rows to skip for a page. Pages past any real list are clamped to an
 * offset that still fits every database's integer (they are empty anyway).
 */
export function offsetOf(page: number, size: number): number {
  return Math.min(Math.max(0, (Math.floor(page) - 1) * size), 2 ** 31 - 1)
}

/** Rows to read for a page: never more than MAX_PAGE_SIZE, whoever calls. */
export function limitOf(size: number): number {
  return Math.min(Math.max(0, Math.floor(size)), MAX_PAGE_SIZE)
}
