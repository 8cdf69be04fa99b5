/** Reusable front-panel parts: knobs, keys, binding posts, vents, screens and 7-segment readouts. */
import { C } from './palette'
import { f, text } from './svg-utils'

/** Gradients and filters referenced by the parts below. Include once per SVG document. */
export function partDefs(): string {
  return [
    grad('g-key-light', ['#FFFFFF', '#D7DDE5']),
    grad('g-key-dark', ['#3C495C', '#1A2230']),
    grad('g-key-orange', ['#FFA43C', '#D97400']),
    grad('g-key-blue', ['#3A82DC', '#0B4EA2']),
    grad('g-screen', ['#0F2C52', '#06142A']),
    grad('g-meter', ['#FFFFFF', '#EEF1F5']),
    `<linearGradient id="g-glare" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.16"/><stop offset="0.45" stop-color="#FFFFFF" stop-opacity="0.04"/><stop offset="0.46" stop-color="#FFFFFF" stop-opacity="0"/></linearGradient>`,
    radial('g-knob-cap', ['#F7F9FB', '#C3CBD6', '#7F8A9A'], 0.36, 0.3),
    radial('g-knob-skirt', ['#354257', '#0C121C'], 0.45, 0.35),
    radial('g-term-red', ['#FF7A6B', '#C8352B', '#6E1811'], 0.35, 0.3),
    radial('g-term-black', ['#6A7689', '#222B38', '#07090D'], 0.35, 0.3),
    radial('g-term-blue', ['#7DB0F0', '#0B4EA2', '#062A58'], 0.35, 0.3),
    radial('g-metal', ['#FFFFFF', '#C9D0DA', '#6F7B8C'], 0.35, 0.3),
    radial('g-estop', ['#FF7A6B', '#C8352B', '#5E130D'], 0.4, 0.32),
  ].join('')
}

function grad(id: string, stops: string[], vertical = true): string {
  const s = stops.map((c, i) => `<stop offset="${f(i / (stops.length - 1))}" stop-color="${c}"/>`).join('')
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${s}</linearGradient>`
}

function radial(id: string, stops: string[], cx: number, cy: number): string {
  const s = stops.map((c, i) => `<stop offset="${f(i / (stops.length - 1))}" stop-color="${c}"/>`).join('')
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="0.75" fx="${cx}" fy="${cy}">${s}</radialGradient>`
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`
}

/** Rotary knob/encoder. angle 0 = pointing up, clockwise degrees. */
export function knob(cx: number, cy: number, r: number, angle: number, o: { indicator?: string; ticks?: string; label?: string; labelColor?: string } = {}): string {
  let s = ''
  if (o.ticks) {
    let d = ''
    for (let i = 0; i <= 10; i++) {
      const a = ((-135 + i * 27 - 90) * Math.PI) / 180
      const r1 = r * 1.16
      const r2 = r * (i % 5 === 0 ? 1.34 : 1.26)
      d += `M${f(cx + Math.cos(a) * r1)} ${f(cy + Math.sin(a) * r1)}L${f(cx + Math.cos(a) * r2)} ${f(cy + Math.sin(a) * r2)}`
    }
    s += `<path d="${d}" stroke="${o.ticks}" stroke-width="${f(Math.max(1, r * 0.045))}" stroke-linecap="round" fill="none"/>`
  }
  s += circle(cx + r * 0.06, cy + r * 0.14, r * 1.03, '#000', 'opacity="0.28"')
  s += circle(cx, cy, r, 'url(#g-knob-skirt)')
  const kr = r * 0.86
  const dash = (2 * Math.PI * kr) / 48
  s += circle(cx, cy, kr, 'none', `stroke="#5A6780" stroke-width="${f(r * 0.14)}" stroke-dasharray="${f(dash / 2)} ${f(dash / 2)}"`)
  s += circle(cx, cy, r * 0.7, 'url(#g-knob-cap)')
  s += circle(cx, cy, r * 0.7, 'none', `stroke="#FFFFFF" stroke-opacity="0.55" stroke-width="${f(r * 0.03)}"`)
  const a = ((angle - 90) * Math.PI) / 180
  s += `<line x1="${f(cx + Math.cos(a) * r * 0.22)}" y1="${f(cy + Math.sin(a) * r * 0.22)}" x2="${f(cx + Math.cos(a) * r * 0.6)}" y2="${f(cy + Math.sin(a) * r * 0.6)}" stroke="${o.indicator ?? C.orange}" stroke-width="${f(r * 0.1)}" stroke-linecap="round"/>`
  if (o.label)
    s += text(cx, cy + r * (o.ticks ? 1.62 : 1.5), o.label, { size: Math.max(9, r * 0.3), fill: o.labelColor ?? C.slate, anchor: 'middle', letterSpacing: 1, weight: 500 })
  return s
}

export type KeyStyle = 'light' | 'dark' | 'orange' | 'blue'

/** A push button. Label inside when it fits, otherwise below. */
export function key(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  style: KeyStyle,
  o: { below?: boolean; labelColor?: string; led?: string; size?: number } = {},
): string {
  const rx = Math.min(h * 0.24, 5)
  let s = rect(x, y + h * 0.08 + 1, w, h, '#000', `rx="${f(rx)}" opacity="0.22"`)
  s += rect(x, y, w, h, `url(#g-key-${style})`, `rx="${f(rx)}" stroke="#000" stroke-opacity="0.25" stroke-width="0.8"`)
  s += `<line x1="${f(x + rx)}" y1="${f(y + 1.2)}" x2="${f(x + w - rx)}" y2="${f(y + 1.2)}" stroke="#FFFFFF" stroke-opacity="${style === 'light' ? 0.9 : 0.3}" stroke-width="1"/>`
  if (o.led) s += circle(x + w - 7, y + 7, 2.6, o.led, 'stroke="#000" stroke-opacity="0.3" stroke-width="0.5"')
  if (label) {
    const inside = !o.below
    const size = o.size ?? (inside ? Math.min(h * 0.42, 12) : 9.5)
    const fill = o.labelColor ?? (inside ? (style === 'light' ? C.ink : '#FFFFFF') : C.slate)
    s += inside
      ? text(x + w / 2, y + h / 2 + size * 0.36, label, { size, fill, anchor: 'middle', weight: 600, letterSpacing: 0.5 })
      : text(x + w / 2, y + h + size + 5, label, { size, fill, anchor: 'middle', weight: 500, letterSpacing: 0.8 })
  }
  return s
}

export type PostColor = 'red' | 'black' | 'blue'

/** Binding post / output terminal. */
export function terminal(cx: number, cy: number, r: number, color: PostColor, label?: string, labelColor?: string): string {
  let s = circle(cx + r * 0.08, cy + r * 0.16, r * 1.04, '#000', 'opacity="0.3"')
  s += circle(cx, cy, r, '#0D141E')
  s += circle(cx, cy, r * 0.9, 'url(#g-metal)')
  s += circle(cx, cy, r * 0.74, `url(#g-term-${color})`)
  s += circle(cx, cy, r * 0.74, 'none', `stroke="#000" stroke-opacity="0.35" stroke-width="${f(r * 0.05)}"`)
  s += `<ellipse cx="${f(cx - r * 0.22)}" cy="${f(cy - r * 0.3)}" rx="${f(r * 0.26)}" ry="${f(r * 0.14)}" fill="#FFFFFF" opacity="0.35" transform="rotate(-30 ${f(cx - r * 0.22)} ${f(cy - r * 0.3)})"/>`
  s += circle(cx, cy, r * 0.2, '#05070A')
  s += circle(cx, cy, r * 0.2, 'none', `stroke="#C9D0DA" stroke-width="${f(r * 0.05)}"`)
  if (label) s += text(cx, cy - r - 7, label, { size: Math.max(10, r * 0.55), fill: labelColor ?? C.slate, anchor: 'middle', weight: 700 })
  return s
}

/** BNC connector. */
export function bnc(cx: number, cy: number, r: number): string {
  let s = circle(cx + 1, cy + 2, r * 1.05, '#000', 'opacity="0.3"')
  s += circle(cx, cy, r, 'url(#g-metal)')
  s += circle(cx, cy, r * 0.72, '#3B4556')
  s += circle(cx, cy, r * 0.55, 'url(#g-metal)')
  s += circle(cx, cy, r * 0.36, '#0B0F16')
  s += circle(cx, cy, r * 0.1, '#E5E7EB')
  return s
}

/** Vent grille: rounded slots (rows of dashes) or a hole grid. */
export function vents(x: number, y: number, w: number, h: number, o: { style?: 'slots' | 'holes' | 'louvres'; color?: string; pitch?: number; opacity?: number } = {}): string {
  const style = o.style ?? 'slots'
  const color = o.color ?? '#0B111A'
  const pitch = o.pitch ?? 9
  const op = o.opacity ?? 0.85
  let d = ''
  if (style === 'holes') {
    const rows = Math.max(1, Math.floor(h / pitch))
    const cols = Math.max(1, Math.floor(w / pitch))
    const ox = x + (w - (cols - 1) * pitch) / 2
    const oy = y + (h - (rows - 1) * pitch) / 2
    for (let r = 0; r < rows; r++) {
      const shift = r % 2 ? pitch / 2 : 0
      const n = r % 2 ? cols - 1 : cols
      d += `M${f(ox + shift)} ${f(oy + r * pitch)}h${f((n - 1) * pitch + 0.01)}`
    }
    return `<path d="${d}" stroke="${color}" stroke-opacity="${op}" stroke-width="${f(pitch * 0.62)}" stroke-linecap="round" stroke-dasharray="0 ${f(pitch)}" fill="none"/>`
  }
  if (style === 'louvres') {
    const rows = Math.max(1, Math.floor(h / pitch))
    for (let r = 0; r < rows; r++) d += `M${f(x)} ${f(y + r * pitch + pitch / 2)}h${f(w)}`
    return (
      `<path d="${d}" stroke="${color}" stroke-opacity="${op}" stroke-width="${f(pitch * 0.42)}" fill="none"/>` +
      `<path d="${d.replace(/M([\d.]+) ([\d.]+)/g, (_m, a: string, b: string) => `M${a} ${f(Number(b) + pitch * 0.3)}`)}" stroke="#FFFFFF" stroke-opacity="0.18" stroke-width="1" fill="none"/>`
    )
  }
  const rows = Math.max(1, Math.floor(h / pitch))
  const slot = Math.max(pitch * 2.5, Math.min(46, w / 4))
  for (let r = 0; r < rows; r++) {
    const shift = r % 2 ? slot * 0.6 : 0
    d += `M${f(x + pitch / 2 + shift)} ${f(y + r * pitch + pitch / 2)}H${f(x + w - pitch / 2)}`
  }
  return `<path d="${d}" stroke="${color}" stroke-opacity="${op}" stroke-width="${f(pitch * 0.46)}" stroke-linecap="round" stroke-dasharray="${f(slot)} ${f(pitch * 1.3)}" fill="none"/>`
}

/** A display window: bezel, dark glass, soft glare. Returns markup; content is drawn by the caller on top. */
export function screen(x: number, y: number, w: number, h: number, o: { bezel?: string; glare?: boolean } = {}): string {
  let s = rect(x - 5, y - 5, w + 10, h + 10, o.bezel ?? '#0B111A', 'rx="6"')
  s += rect(x, y, w, h, 'url(#g-screen)', 'rx="3"')
  return o.glare === false ? s : s + glare(x, y, w, h)
}

export function glare(x: number, y: number, w: number, h: number): string {
  return rect(x, y, w, h, 'url(#g-glare)', 'rx="3"')
}

/** Screw head. */
export function screw(cx: number, cy: number, r = 3.2): string {
  return (
    circle(cx, cy, r, 'url(#g-metal)', 'stroke="#000" stroke-opacity="0.35" stroke-width="0.6"') +
    `<line x1="${f(cx - r * 0.6)}" y1="${f(cy - r * 0.6)}" x2="${f(cx + r * 0.6)}" y2="${f(cy + r * 0.6)}" stroke="#3B4556" stroke-width="${f(r * 0.3)}"/>`
  )
}

/** Small status LED with a soft halo when lit. */
export function led(cx: number, cy: number, color: string, lit: boolean, r = 3.4): string {
  if (!lit) return circle(cx, cy, r, '#2B3544', 'stroke="#000" stroke-opacity="0.3" stroke-width="0.6"')
  return circle(cx, cy, r * 2.2, color, 'opacity="0.18"') + circle(cx, cy, r, color) + circle(cx - r * 0.3, cy - r * 0.35, r * 0.35, '#FFFFFF', 'opacity="0.7"')
}

// ---------------------------------------------------------------------------------------------
// 7-segment digits

const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
  '-': 'g',
  ' ': '',
  A: 'abcefg',
  b: 'cdefg',
  C: 'adef',
  c: 'deg',
  d: 'bcdeg',
  E: 'adefg',
  F: 'aefg',
  H: 'bcefg',
  L: 'def',
  n: 'ceg',
  o: 'cdeg',
  P: 'abefg',
  r: 'eg',
  t: 'defg',
  U: 'bcdef',
  V: 'bcdef',
}

function segPolygon(x1: number, y1: number, x2: number, y2: number, t: number, gap: number): string {
  const len = Math.hypot(x2 - x1, y2 - y1)
  const ux = (x2 - x1) / len
  const uy = (y2 - y1) / len
  const nx = -uy
  const ny = ux
  const h = t / 2
  const pts: [number, number][] = [
    [x1 + ux * gap, y1 + uy * gap],
    [x1 + ux * (gap + h) + nx * h, y1 + uy * (gap + h) + ny * h],
    [x2 - ux * (gap + h) + nx * h, y2 - uy * (gap + h) + ny * h],
    [x2 - ux * gap, y2 - uy * gap],
    [x2 - ux * (gap + h) - nx * h, y2 - uy * (gap + h) - ny * h],
    [x1 + ux * (gap + h) - nx * h, y1 + uy * (gap + h) - ny * h],
  ]
  return 'M' + pts.map(([px, py]) => `${f(px)} ${f(py)}`).join('L') + 'Z'
}

/**
 * Draw a 7-segment string with its top-left at (x, y) and digit height h.
 * '.' lights the decimal point of the preceding digit. Returns markup and advance width.
 */
export function sevenSeg(value: string, x: number, y: number, h: number, on: string, off = '#FFFFFF', offOpacity = 0.06): { svg: string; width: number } {
  const w = h * 0.54
  const t = h * 0.12
  const gap = t * 0.12
  const adv = w + h * 0.2
  const glyphs: { ch: string; dot: boolean }[] = []
  for (const ch of value) {
    if (ch === '.' && glyphs.length) glyphs[glyphs.length - 1].dot = true
    else glyphs.push({ ch, dot: false })
  }
  let lit = ''
  let ghost = ''
  glyphs.forEach((g, i) => {
    const ox = i * adv
    const L = t / 2
    const R = w - t / 2
    const T = -h + t / 2
    const M = -h / 2
    const B = -t / 2
    const segs: Record<string, [number, number, number, number]> = {
      a: [L, T, R, T],
      b: [R, T, R, M],
      c: [R, M, R, B],
      d: [L, B, R, B],
      e: [L, M, L, B],
      f: [L, T, L, M],
      g: [L, M, R, M],
    }
    const litSet = SEGMENTS[g.ch] ?? ''
    for (const [name, [x1, y1, x2, y2]] of Object.entries(segs)) {
      const p = segPolygon(ox + x1, y1, ox + x2, y2, t, gap)
      if (litSet.includes(name)) lit += p
      else ghost += p
    }
    const dotPath = `M${f(ox + w + h * 0.04)} ${f(-t)}h${f(t)}v${f(t)}h${f(-t)}Z`
    if (g.dot) lit += dotPath
    else ghost += dotPath
  })
  const tf = `transform="translate(${f(x)} ${f(y + h)}) skewX(-7)"`
  const svg = `<g ${tf}><path d="${ghost}" fill="${off}" fill-opacity="${offOpacity}"/><path d="${lit}" fill="${on}"/></g>`
  return { svg, width: glyphs.length * adv - h * 0.2 }
}
