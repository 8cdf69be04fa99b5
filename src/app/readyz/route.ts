import { readiness } from '@/data/health.server'

/** Readiness: 200 when the database answers, migrations are applied and Redis (when configured) answers; else 503. */
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const { ready, checks } = await readiness()
  return Response.json({ status: ready ? 'ready' : 'not ready', checks }, { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
