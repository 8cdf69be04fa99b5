'use client'

import dynamic from 'next/dynamic'

import type { DayFigures } from '@/data/dashboard.server'

import styles from './dashboard.module.css'
import type { ChartSeries } from './lead-chart-bars'

// recharts comes in its own chunk, fetched only when this chart renders: no other admin screen loads it.
const LeadChartBars = dynamic(() => import('./lead-chart-bars').then((module) => module.LeadChartBars), {
  ssr: false,
  loading: () => <div className={styles.chartPlaceholder} aria-hidden />,
})

/** New leads per day and type over the last 30 days, as stacked bars. */
export function LeadChart({ data, series, label }: { data: DayFigures[]; series: ChartSeries[]; label: string }) {
  return (
    <div className={styles.chart} role="img" aria-label={label} data-testid="lead-chart">
      <LeadChartBars data={data} series={series} />
    </div>
  )
}
