import type { ProductCard } from '@/data/products.server'

type Param = ProductCard['params'][number]

const trim = (value: number) => String(Number(value.toFixed(4)))

/** A parameter as a datasheet writes it: "80 V", "1.5 kW" (not "1500 W"), "0.02%", or its option's label (the stored text when it has none). */
export function formatParam(param: Param): string {
  if (param.text) return param.display || param.text
  if (param.value === null) return param.display
  if (param.unit === 'W' && param.value >= 1000) return `${trim(param.value / 1000)} kW`
  if (param.unit === '%') return `${trim(param.value)}%`
  return `${trim(param.value)}${param.unit ? ` ${param.unit}` : ''}`
}
