/** At most this many products are compared side by side (the tray and the page). */
export const MAX_COMPARE = 4

/** Product ids are integer columns: larger numbers are never ids. */
const MAX_ID = 2 ** 31 - 1

/**
 * The `ids` of /product/compare as the page reads them: positive integers
 * written plainly ("12", not "012"), separated by commas, each once, in the
 * visitor's order, at most MAX_COMPARE; anything else is dropped.
 */
export function compareIds(text: string): number[] {
  const ids: number[] = []
  for (const part of text.split(',')) {
    const value = part.trim()
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0
    if (id > 0 && id <= MAX_ID && !ids.includes(id)) ids.push(id)
    if (ids.length === MAX_COMPARE) break
  }
  return ids
}

/** The compare page of these ids (the page itself when there are none). */
export function compareHref(ids: readonly number[]): string {
  return ids.length ? `/product/compare?ids=${ids.join(',')}` : '/product/compare'
}
