/** Liveness for load balancers and orchestrators: the process answers. Readiness is /readyz. */
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return Response.json({ status: 'ok', uptime: Math.round(process.uptime()) }, { headers: { 'cache-control': 'no-store' } })
}
