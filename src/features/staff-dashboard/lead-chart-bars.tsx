'use client'

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts'

import type { DayFigures, LeadType } from '@/data/dashboard.server'

import { axisDay, longDay } from './format'

export type ChartSeries = { type: LeadType; label: string; color: string }

/** The 30-day chart itself: recharts, loaded only by lead-chart.tsx when the chart is on screen. */
export function LeadChartBars({ data, series }: { data: DayFigures[]; series: ChartSeries[] }) {
  return (
    <BarChart data={data} responsive style={{ width: '100%', height: 260 }} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer>
      <CartesianGrid vertical={false} stroke="var(--theme-elevation-100)" />
      <XAxis
        dataKey="day"
        tickFormatter={axisDay}
        interval="preserveStartEnd"
        minTickGap={12}
        tick={{ fill: 'var(--theme-elevation-500)', fontSize: 11 }}
        tickLine={false}
        axisLine={{ stroke: 'var(--theme-elevation-150)' }}
      />
      <YAxis allowDecimals={false} width={44} tick={{ fill: 'var(--theme-elevation-500)', fontSize: 11 }} tickLine={false} axisLine={false} />
      <Tooltip
        cursor={{ fill: 'var(--theme-elevation-100)' }}
        labelFormatter={(day) => longDay(String(day))}
        formatter={(value, name) => [`${value} 条`, name]}
        contentStyle={{
          background: 'var(--theme-elevation-0)',
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 'var(--style-radius-m)',
          color: 'var(--theme-text)',
          fontSize: 12,
        }}
        labelStyle={{ color: 'var(--theme-text)', fontWeight: 600 }}
      />
      <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12, color: 'var(--theme-elevation-800)' }} />
      {series.map((entry, index) => (
        <Bar
          key={entry.type}
          dataKey={entry.type}
          name={entry.label}
          stackId="leads"
          fill={entry.color}
          maxBarSize={18}
          isAnimationActive={false}
          radius={index === series.length - 1 ? [2, 2, 0, 0] : 0}
        />
      ))}
    </BarChart>
  )
}
