import { NextResponse, type NextRequest } from 'next/server'

import { loginFirst } from '@/features/member/login-first'
import { viewSegment } from '@/features/routing/view-segment'

/**
 * Two jobs that must run before a page is chosen:
 * - The member centre without the token cookie (the first matcher): the visitor is sent to log in
 *   with a redirect status. The centre itself reads the member in a part of the page that streams
 *   after the site's header, when a redirect can no longer be a status.
 * - Screens with a query (/product?category=3&page=2, /en/product?…): the query moves into the
 *   screen's cached `[view]` segment, normalised, with the language (docs/decisions/0010, 0020).
 *   Screens without a query never run this: next.config.ts rewrites them, which costs far less per
 *   request than a proxy.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  const english = pathname === '/en' || pathname.startsWith('/en/')
  const lang = english ? 'en' : 'zh'
  const path = english ? pathname.slice('/en'.length) || '/' : pathname
  if (path === '/member') return NextResponse.redirect(new URL(loginFirst(lang, '/member'), request.url))
  const url = request.nextUrl.clone()
  url.pathname = `/${viewSegment(path, searchParams, lang)}${path}`
  return NextResponse.rewrite(url)
}

// One entry per screen and query key of SCREEN_QUERIES (view-segment.ts; a test
// keeps the two in step), in both languages. Product facets (f.*) only apply within a category.
export const config = {
  matcher: [
    // The cookie's name is TOKEN_COOKIE (src/data/members.server.ts; a test keeps the two in step): a matcher is a literal.
    { source: '/:lang(en)?/member', missing: [{ type: 'cookie', key: 'token' }] },
    { source: '/:lang(en)?/product', has: [{ type: 'query', key: 'category' }] },
    { source: '/:lang(en)?/product', has: [{ type: 'query', key: 'type' }] },
    { source: '/:lang(en)?/product', has: [{ type: 'query', key: 'keyword' }] },
    { source: '/:lang(en)?/product', has: [{ type: 'query', key: 'page' }] },
    { source: '/:lang(en)?/product/compare', has: [{ type: 'query', key: 'ids' }] },
    { source: '/:lang(en)?/product/video', has: [{ type: 'query', key: 'kind' }] },
    { source: '/:lang(en)?/product/video', has: [{ type: 'query', key: 'page' }] },
    { source: '/:lang(en)?/news/list', has: [{ type: 'query', key: 'column' }] },
    { source: '/:lang(en)?/news/list', has: [{ type: 'query', key: 'keyword' }] },
    { source: '/:lang(en)?/news/list', has: [{ type: 'query', key: 'page' }] },
    { source: '/:lang(en)?/download', has: [{ type: 'query', key: 'category' }] },
    { source: '/:lang(en)?/download', has: [{ type: 'query', key: 'keyword' }] },
    { source: '/:lang(en)?/download', has: [{ type: 'query', key: 'page' }] },
    { source: '/:lang(en)?/activity', has: [{ type: 'query', key: 'page' }] },
    { source: '/:lang(en)?/about', has: [{ type: 'query', key: 'tab' }] },
    { source: '/:lang(en)?/serve', has: [{ type: 'query', key: 'category' }] },
    { source: '/:lang(en)?/product/select', has: [{ type: 'query', key: 'mode' }] },
    { source: '/:lang(en)?/product/select', has: [{ type: 'query', key: 'voltage' }] },
    { source: '/:lang(en)?/product/select', has: [{ type: 'query', key: 'current' }] },
    { source: '/:lang(en)?/product/select', has: [{ type: 'query', key: 'power' }] },
    { source: '/:lang(en)?/product/select', has: [{ type: 'query', key: 'channels' }] },
    { source: '/:lang(en)?/product/select', has: [{ type: 'query', key: 'interface' }] },
    { source: '/:lang(en)?/product/select', has: [{ type: 'query', key: 'bidirectional' }] },
    { source: '/:lang(en)?/product/select', has: [{ type: 'query', key: 'rack' }] },
    { source: '/:lang(en)?/product/select', has: [{ type: 'query', key: 'category' }] },
    { source: '/:lang(en)?/product/select', has: [{ type: 'query', key: 'page' }] },
  ],
}
