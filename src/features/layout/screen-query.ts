import { notFound } from 'next/navigation'

import { readView, type ScreenSearch } from './view-segment'

export type ViewParams<Extra = object> = Promise<{ view: string } & Extra>

/**
 * The query of a cached screen, read from its `[view]` segment (see
 * view-segment.ts); screens without a query leave out `pathname`. A segment
 * the rewrites never produce is a 404.
 */
export async function screenQuery(params: ViewParams, pathname = ''): Promise<ScreenSearch> {
  const view = readView((await params).view, pathname)
  if (!view) notFound()
  return view.query
}
