/** Where each kind of published document is seen on the public site. */
export const DETAIL_PATH = { products: '/product/', news: '/news/', downloads: '/download/middleware/' } as const

/** Activities have no page of their own: they are seen on the activity list. */
export const ACTIVITY_LIST_PATH = '/activity'

export type PagedCollection = keyof typeof DETAIL_PATH | 'activities'

/** The public path of one published document. */
export function publicPathOf(collection: PagedCollection, id: number | string): string {
  return collection === 'activities' ? ACTIVITY_LIST_PATH : `${DETAIL_PATH[collection]}${id}`
}
