// The Grafana dashboard and the alerting rules read the site's metrics by name and label: these checks
// keep them to what GET /metrics serves (src/lib/metrics.mjs, src/data/operations-metrics.ts).
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { watchOperations } from '../../src/data/operations-metrics'
import { metrics } from '../../src/lib/metrics.mjs'

const here = path.dirname(new URL(import.meta.url).pathname)
type Rule = { alert: string; expr: string; for?: string; labels: { severity: string }; annotations: { summary: string; description: string } }
const rules = (parse(fs.readFileSync(path.join(here, 'alerts.yml'), 'utf8')) as { groups: { name: string; rules: Rule[] }[] }).groups.flatMap((group) => group.rules)
const dashboard = JSON.parse(fs.readFileSync(path.join(here, 'grafana-dashboard.json'), 'utf8')) as {
  uid: string
  panels: { title: string; datasource: { uid: string }; targets: { expr: string }[] }[]
}

// Every metric the site serves, with its labels: the database's gauges are added as a starting Payload adds them.
watchOperations({ db: { pool: { totalCount: 0, idleCount: 0, waitingCount: 0 } }, logger: { warn: () => undefined } } as unknown as Payload)
const served = new Map((await metrics.registry.getMetricsAsJSON()).map((metric) => [metric.name, metric]))
const labelsOf = (name: string) => new Set(((metrics.registry.getSingleMetric(name) as unknown as { labelNames?: string[] })?.labelNames ?? []).concat('instance', 'job', 'le'))

/** Each metric an expression reads, with the labels it matches or groups by. */
function readsOf(expr: string): { metric: string; labels: string[] }[] {
  const reads: { metric: string; labels: string[] }[] = []
  const grouping = [...expr.matchAll(/\b(?:by|without)\s*\(([^)]*)\)/g)].flatMap((match) => match[1].split(',').map((label) => label.trim()))
  for (const match of expr.matchAll(/\b((?:site|process|nodejs)_[a-z0-9_]+)(\{[^}]*\})?/g)) {
    const metric = match[1].replace(/_(bucket|count|sum)$/, (suffix) => (served.has(match[1]) ? suffix : ''))
    const matched = [...(match[2] ?? '').matchAll(/([a-z_]+)\s*(?:=~|!~|!=|=)/g)].map((label) => label[1])
    reads.push({ metric, labels: [...matched, ...grouping] })
  }
  return reads
}

describe('deploy/monitoring', () => {
  it('has the three alerting rules: 5xx ratio, p99 answer time, failed notifications', () => {
    expect(rules.map((rule) => rule.alert)).toEqual(['SiteServerErrors', 'SiteSlowAnswers', 'SiteNotificationsFailing'])
    expect(rules[0].expr).toMatch(/status=~"5\.\."/)
    expect(rules[1].expr).toMatch(/histogram_quantile\(0\.99,/)
    expect(rules[2].expr).toMatch(/result="failed"/)
    for (const rule of rules) expect([rule.labels.severity, rule.annotations.summary.length > 0]).toEqual([expect.stringMatching(/^(page|warn)$/), true])
  })

  it('reads, in every rule and panel, only metrics the site serves and labels they carry', () => {
    const expressions = [...rules.map((rule) => rule.expr), ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr))]
    expect(expressions.length).toBeGreaterThan(12)
    const wrong = expressions.flatMap((expr) =>
      readsOf(expr).flatMap(({ metric, labels }) => {
        if (!served.has(metric)) return [`${metric} is not served (${expr})`]
        return labels.filter((label) => !labelsOf(metric).has(label)).map((label) => `${metric} has no label ${label} (${expr})`)
      }),
    )
    expect(wrong).toEqual([])
  })

  it('is a dashboard Grafana imports: one data source input, every panel on it', () => {
    expect(dashboard.uid).toBe('power-site')
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(10)
    expect(new Set(dashboard.panels.map((panel) => panel.datasource.uid))).toEqual(new Set(['${DS_PROMETHEUS}']))
    // The metrics the issue asks to watch each have a panel.
    const read = new Set(dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => readsOf(target.expr).map((each) => each.metric))))
    for (const name of [
      'site_http_requests_total',
      'site_http_request_duration_seconds',
      'site_cache_lookups_total',
      'site_content_expired_tags_total',
      'site_jobs_waiting',
      'site_jobs_failed',
      'site_notifications_total',
      'site_rate_limit_refusals_total',
      'site_db_pool_connections',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(read, name).toContain(name)
  })
})
