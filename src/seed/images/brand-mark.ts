import { C } from './palette'
import { f } from './svg-utils'

/**
 * The brand mark: a blue rounded square carrying a white square-pulse trace
 * whose last step is the orange accent. (x, y) is the top-left corner.
 */
export function brandMark(x: number, y: number, size: number, o: { bg?: string; fg?: string; accent?: string } = {}): string {
  const p = (u: number, v: number) => `${f(x + u * size)} ${f(y + v * size)}`
  const sw = f(size * 0.1)
  return (
    `<rect x="${f(x)}" y="${f(y)}" width="${f(size)}" height="${f(size)}" rx="${f(size * 0.22)}" fill="${o.bg ?? C.blue}"/>` +
    `<path d="M${p(0.16, 0.62)}L${p(0.34, 0.62)}L${p(0.34, 0.3)}L${p(0.54, 0.3)}L${p(0.54, 0.7)}L${p(0.66, 0.7)}" fill="none" stroke="${o.fg ?? C.white}" stroke-width="${sw}" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="M${p(0.66, 0.7)}L${p(0.66, 0.46)}L${p(0.84, 0.46)}" fill="none" stroke="${o.accent ?? C.orange}" stroke-width="${sw}" stroke-linejoin="round" stroke-linecap="round"/>`
  )
}
