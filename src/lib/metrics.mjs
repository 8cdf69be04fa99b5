// The site's metrics in Prometheus text format, at GET /metrics (docs/deployment.md, "Watch"), with
// prom-client, the Prometheus client for Node.js that Prometheus lists: the process metrics (memory,
// CPU, event-loop delay, heap) come with it, and a scrape needs no collector or agent beside the site
// (the OpenTelemetry exporter would bring an SDK, a meter provider and a second HTTP listener for the
// same text). Plain JavaScript: server/index.mjs loads it as Node does and the app's bundle loads its
// own copy; both count into the one registry kept on globalThis, as the logger does.
import crypto from 'node:crypto'

import client from 'prom-client'

const KEY = Symbol.for('power-site.metrics')

/** Request groups: a bounded label, never the path itself. The first that matches names the request. */
const GROUPS = /** @type {const} */ ([
  ['static', /^\/_next\/static\//],
  ['image', /^\/_next\/image/],
  ['file', /^\/cms-api\/(?:media|files)\/file\//],
  ['admin', /^\/admin(?:[/?]|$)/],
  ['cms-api', /^\/cms-api(?:[/?]|$)/],
  ['api', /^\/api\//],
  ['health', /^\/(?:healthz|readyz)(?:\?|$)/],
  ['metrics', /^\/metrics(?:\?|$)/],
  ['member', /^\/(?:en\/)?(?:member|apply|sign-up|inquiry)(?:[/?]|$)/],
])

/** @param {string} url */
export const requestGroup = (url) => GROUPS.find(([, pattern]) => pattern.test(url))?.[0] ?? 'page'

function createMetrics() {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    requests: new client.Counter({ name: 'site_http_requests_total', help: 'HTTP answers by request group and status', labelNames: ['group', 'status'], registers }),
    duration: new client.Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by request group',
      labelNames: ['group'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    cache: new client.Counter({
      name: 'site_cache_lookups_total',
      help: 'Cache lookups by layer (answer: the server’s memory of whole public answers; page: Next’s cache of pages and reads; redis: the copy shared by instances) and result',
      labelNames: ['layer', 'result'],
      registers,
    }),
    changes: new client.Counter({ name: 'site_content_changes_total', help: 'Changes of content that expired cached pages and reads', registers }),
    expiries: new client.Counter({ name: 'site_content_expired_tags_total', help: 'Cache tags expired by changes of content, by kind of tag', labelNames: ['kind'], registers }),
    notifications: new client.Counter({
      name: 'site_notifications_total',
      help: 'Mails and group-robot posts, by channel and result',
      labelNames: ['channel', 'result'],
      registers,
    }),
    refusals: new client.Counter({ name: 'site_rate_limit_refusals_total', help: 'Requests refused by a rate limit, by limit', labelNames: ['limit'], registers }),
  }
}

/** @type {ReturnType<typeof createMetrics>} */
export const metrics = /** @type {never} */ (globalThis[KEY] ??= createMetrics())

/** Counts one cache lookup. @param {'answer' | 'page' | 'redis'} layer @param {boolean} hit */
export function countCacheLookup(layer, hit) {
  metrics.cache.inc({ layer, result: hit ? 'hit' : 'miss' })
}

/** Counts a change of content and the tags it expired (by their kind: `product` of `product:12`). @param {string[]} tags */
export function countExpiry(tags) {
  metrics.changes.inc()
  for (const tag of tags) metrics.expiries.inc({ kind: tag.split(':')[0] || 'other' })
}

/** Counts one mail or robot post. @param {'mail' | 'robot'} channel @param {boolean} sent */
export function countNotification(channel, sent) {
  metrics.notifications.inc({ channel, result: sent ? 'sent' : 'failed' })
}

/** Counts an answer once it has been sent (or the client left). @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
export function watchAnswer(req, res) {
  const group = requestGroup(req.url ?? '/')
  const stop = metrics.duration.startTimer({ group })
  res.once('close', () => {
    stop()
    metrics.requests.inc({ group, status: String(res.statusCode) })
  })
}

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/
/** A token shorter than this is ignored: a guess must be hopeless without a limit on tries. */
const MIN_TOKEN_LENGTH = 32
const digest = (/** @type {string} */ text) => crypto.createHash('sha256').update(text).digest()

/**
 * Who may read /metrics: the machine itself, an address of the proxy network TRUSTED_PROXIES lists
 * (addresses or CIDRs; a number of hops names no network), or a caller with `Authorization: Bearer
 * <METRICS_TOKEN>`. `address` is the client address the server believed; `trust` its proxy test.
 * @param {import('node:http').IncomingMessage} req @param {(address: string, hop: number) => boolean} trust
 */
export function mayReadMetrics(req, trust) {
  const address = String(req.headers['x-client-address'] ?? '')
  if (LOOPBACK.test(address)) return true
  if (!/^\s*\d*\s*$/.test(process.env.TRUSTED_PROXIES ?? '') && address && trust(address, 0)) return true
  const token = process.env.METRICS_TOKEN?.trim() ?? ''
  const sent = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''))?.[1]
  return token.length >= MIN_TOKEN_LENGTH && Boolean(sent) && crypto.timingSafeEqual(digest(token), digest(sent ?? ''))
}

/** Answers GET /metrics, or 403 to a caller who may not read it. @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {(address: string, hop: number) => boolean} trust */
export async function serveMetrics(req, res, trust) {
  res.setHeader('cache-control', 'no-store')
  if (!mayReadMetrics(req, trust)) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' })
    return void res.end('metrics are served to this machine, the proxy network (TRUSTED_PROXIES) or a bearer token (METRICS_TOKEN)\n')
  }
  const text = await metrics.registry.metrics()
  res.writeHead(200, { 'content-type': metrics.registry.contentType })
  res.end(text)
}
