import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import type { SiteLanguage } from '@/i18n/routing'

import { positiveId } from './route-params'
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

/**
 * The language of a detail screen (`…/[id]`) and the document its id names,
 * read by `read` in that language; null when the id is not written plainly or
 * nothing is published under it.
 */
export async function screenDocument<T>(
  params: ViewParams<{ id: string }>,
  read: (id: number, lang: SiteLanguage) => Promise<T | null>,
): Promise<{ lang: SiteLanguage; doc: T | null }> {
  const { lang } = await screenView(params)
  const id = positiveId((await params).id)
  return { lang, doc: id ? await read(id, lang) : null }
}
