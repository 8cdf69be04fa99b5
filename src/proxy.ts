import { NextResponse, type NextRequest } from 'next/server'

import { viewSegment } from '@/features/layout/view-segment'

/**
 * Screens with a query (/product?category=3&page=2): the query moves into
 * the screen's cached `[view]` segment, normalised (docs/decisions/0010).
 * Screens without a query never run this: next.config.ts rewrites them, which
 * costs far less per request than a proxy.
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone()
  url.pathname = `/${viewSegment(request.nextUrl.pathname, request.nextUrl.searchParams)}${request.nextUrl.pathname}`
  return NextResponse.rewrite(url)
}

// One entry per screen and query key of SCREEN_QUERIES (view-segment.ts; a test
// keeps the two in step). Product facets (f.*) only apply within a category.
export const config = {
  matcher: [
    { source: '/product', has: [{ type: 'query', key: 'category' }] },
    { source: '/product', has: [{ type: 'query', key: 'type' }] },
    { source: '/product', has: [{ type: 'query', key: 'keyword' }] },
    { source: '/product', has: [{ type: 'query', key: 'page' }] },
    { source: '/product/compare', has: [{ type: 'query', key: 'ids' }] },
    { source: '/product/video', has: [{ type: 'query', key: 'kind' }] },
    { source: '/product/video', has: [{ type: 'query', key: 'page' }] },
    { source: '/news/list', has: [{ type: 'query', key: 'column' }] },
    { source: '/news/list', has: [{ type: 'query', key: 'keyword' }] },
    { source: '/news/list', has: [{ type: 'query', key: 'page' }] },
    { source: '/download', has: [{ type: 'query', key: 'category' }] },
    { source: '/download', has: [{ type: 'query', key: 'keyword' }] },
    { source: '/download', has: [{ type: 'query', key: 'page' }] },
    { source: '/activity', has: [{ type: 'query', key: 'page' }] },
    { source: '/about', has: [{ type: 'query', key: 'tab' }] },
    { source: '/serve', has: [{ type: 'query', key: 'category' }] },
    { source: '/product/select', has: [{ type: 'query', key: 'voltage' }] },
    { source: '/product/select', has: [{ type: 'query', key: 'current' }] },
    { source: '/product/select', has: [{ type: 'query', key: 'power' }] },
    { source: '/product/select', has: [{ type: 'query', key: 'channels' }] },
    { source: '/product/select', has: [{ type: 'query', key: 'interface' }] },
    { source: '/product/select', has: [{ type: 'query', key: 'bidirectional' }] },
    { source: '/product/select', has: [{ type: 'query', key: 'rack' }] },
    { source: '/product/select', has: [{ type: 'query', key: 'category' }] },
    { source: '/product/select', has: [{ type: 'query', key: 'page' }] },
  ],
}
