import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { readView, type View } from './view-segment'

export type ViewParams<Extra = object> = Promise<{ view: string } & Extra>

/**
 * The language and query of a cached screen, read from its `[view]` segment
 * (see view-segment.ts); screens without a query leave out `pathname`. A
 * segment the rewrites never produce is a 404. Sets the language of the
 * render (next-intl), which each screen must do for itself.
 */
export async function screenView(params: ViewParams, pathname = ''): Promise<View> {
  const view = readView((await params).view, pathname)
  if (!view) notFound()
  setRequestLocale(view.lang)
  return view
}
