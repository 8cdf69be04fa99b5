export type Page<T> = { list: T[]; total: number; page: number; size: number }

export const MAX_PAGE_SIZE = 50

export function pageOf<T>(list: T[], total: number, page: number, size: number): Page<T> {
  return { list, total, page, size }
}
