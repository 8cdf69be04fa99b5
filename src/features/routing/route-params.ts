/** A route or query id: a positive integer written plainly ("12", not "012" or "1e3"), else null. */
export function positiveId(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string') return null
  const number = Number.parseInt(value, 10)
  return Number.isInteger(number) && number > 0 && String(number) === value ? number : null
}

/** A page number from the query string: 1 when missing or invalid. */
export function pageNumber(value: string | string[] | undefined): number {
  return positiveId(value) ?? 1
}

/** A trimmed keyword from the query string, at most 100 characters. */
export function keywordParam(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value.trim().slice(0, 100) : ''
}
