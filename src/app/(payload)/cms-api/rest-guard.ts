import 'server-only'

import { payloadClient } from '@/data/payload-client.server'
import { signedInAs } from '@/data/staff-session.server'
import { withinTimeBudget } from '@/lib/read-bounds'

type RouteContext = { params: Promise<{ slug: string[] }> }
type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>

/** How long a REST read may take before it is answered 503 and stopped (src/lib/read-bounds.ts). */
export const REST_READ_BUDGET_MS = 10_000

/** Staff auth routes the admin's sign-in, first-user and password screens call before anyone is signed in. */
const OPEN_STAFF_ROUTES: Record<string, string[]> = {
  login: ['POST'],
  logout: ['POST'],
  me: ['GET', 'HEAD'],
  init: ['GET', 'HEAD'],
  'first-register': ['POST'],
  'forgot-password': ['POST'],
  'reset-password': ['POST'],
  'refresh-token': ['POST'],
}

const json = (status: number, message: string, headers: HeadersInit = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store', ...headers } })

/** Whether the request carries a credential Payload reads (its cookie, or an Authorization header). */
const carriesCredential = (request: Request) => request.headers.has('authorization') || /(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')

/**
 * What visitors and members may reach of Payload's REST API: the files the
 * site links to (`/<upload collection>/file/<name>`, after the collection's
 * own access rule) and the routes the admin's sign-in screens need. The site
 * reads its content through the public contract; collection reads are for staff.
 */
function openToAnyone(method: string, segments: string[], uploadSlugs: Set<string>): boolean {
  const [first, second] = segments
  if ((method === 'GET' || method === 'HEAD') && segments.length === 3 && second === 'file') return uploadSlugs.has(first)
  return first === 'users' && segments.length === 2 && (OPEN_STAFF_ROUTES[second]?.includes(method) ?? false)
}

/** Upload collections whose files are public (src/access/files-or-staff.ts): a file refused there is a file that does not exist. */
const PUBLIC_FILES = new Set(['media'])

/** A plain file name: no folders, no encoded separators, no dot files. */
const plainFileName = (name: string) => name.length > 0 && name.length <= 255 && !/[/\\%\0]/.test(name) && !name.startsWith('.')

/**
 * The read's query as Payload is to see it: `limit` and `page` whole numbers (Payload would pass a word on
 * to the database). How many documents a read returns is bounded for every staff read (src/collections/read-bounds-hooks.ts).
 */
function boundedQuery(url: URL): URL {
  const bounded = new URL(url)
  const limit = bounded.searchParams.get('limit')
  if (limit !== null && !Number.isInteger(Number(limit))) bounded.searchParams.delete('limit')
  const page = bounded.searchParams.get('page')
  if (page !== null && !(Number.isInteger(Number(page)) && Number(page) >= 1 && Number(page) <= 1_000_000)) bounded.searchParams.delete('page')
  return bounded
}

/**
 * Payload's REST routes as the site allows them (docs/security.md): visitors
 * and members reach only what openToAnyone lists (401, or 403 for a member, before
 * Payload reads anything); a file that is not there is a 404; staff reads
 * are answered 503 and stopped after REST_READ_BUDGET_MS (how many documents
 * and how deep: src/collections/read-bounds-hooks.ts and the config's maxDepth).
 */
export function guardRestRoutes(handler: RouteHandler): RouteHandler {
  return async (request, context) => {
    const url = new URL(request.url)
    const segments = (await context.params).slug ?? []
    const method = request.method
    const payload = await payloadClient()
    const uploadSlugs = new Set<string>(payload.config.collections.filter((collection) => collection.upload).map((collection) => collection.slug))
    const isFile = segments.length === 3 && segments[1] === 'file' && uploadSlugs.has(segments[0])
    if (isFile && !plainFileName(segments[2])) return json(404, '文件不存在')
    if (!openToAnyone(method, segments, uploadSlugs)) {
      const caller = carriesCredential(request) ? await signedInAs(request.headers) : null
      if (caller !== 'staff') return json(caller ? 403 : 401, '此接口仅供后台员工使用，请先登录后台：网站内容请通过网站页面或公开接口（/api/index/*）读取')
    }
    if (method !== 'GET' && method !== 'HEAD') return handler(request, context)
    const bounded = boundedQuery(url)
    const forPayload = bounded.search === url.search ? request : new Request(bounded, request)
    const response = await withinTimeBudget(
      REST_READ_BUDGET_MS,
      () => handler(forPayload, context),
      () => json(503, '请求处理时间过长，已停止，请缩小查询范围后重试', { 'retry-after': '5' }),
    )
    // Payload answers a file missing from the disk with 500, and an unknown name of a public collection with 403.
    if (isFile && (response.status === 500 || (response.status === 403 && PUBLIC_FILES.has(segments[0])))) return json(404, '文件不存在')
    return response
  }
}
