/** SVG scene builders for banners, covers, certificates, QR cards, the logo and video posters. */
import { qrModules } from '@/lib/qr-code'

import { brandMark } from './brand-mark'
import { drawInstrument, type Box } from './instrument'
import type { RenderKind } from './kinds'
import { C } from './palette'
import { partDefs } from './parts'
import { f, fitSize, prng, svgDoc, text, textWidth, wrapText } from './svg-utils'

/** Chinese category names, used as eyebrow text. */
export const KIND_LABELS: Record<RenderKind, string> = {
  'programmable-dc': '可编程直流电源',
  'switching-dc': '开关直流电源',
  linear: '线性直流电源',
  'electronic-load': '直流电子负载',
  'module-load': '模块化电子负载',
  instrument: '测试测量仪器',
  'high-power': '大功率直流电源系统',
  bidirectional: '双向直流电源',
}

/** Default model names printed on panels when a scene has no specific product. */
export const KIND_MODELS: Record<RenderKind, string> = {
  'programmable-dc': 'PSP-6010',
  'switching-dc': 'PSW-80-40',
  linear: 'PSL-3003',
  'electronic-load': 'ELD-150-60',
  'module-load': 'MLD-6000',
  instrument: 'DSO-2204',
  'high-power': 'PSH-1000',
  bidirectional: 'PBD-1500',
}

const COMPANION: Record<RenderKind, RenderKind> = {
  'programmable-dc': 'electronic-load',
  'switching-dc': 'programmable-dc',
  linear: 'instrument',
  'electronic-load': 'programmable-dc',
  'module-load': 'programmable-dc',
  instrument: 'linear',
  'high-power': 'bidirectional',
  bidirectional: 'electronic-load',
}

function lines(xs: string[], x: number, y: number, lh: number, o: Parameters<typeof text>[3]): string {
  return xs.map((l, i) => text(x, y + i * lh, l, o)).join('')
}

/** Grid lines fading in from the left, as one path with a gradient stroke. */
function grid(x: number, y: number, w: number, h: number, step: number, gradId: string): string {
  let d = ''
  for (let gx = x; gx <= x + w + 0.1; gx += step) d += `M${f(gx)} ${f(y)}V${f(y + h)}`
  for (let gy = y; gy <= y + h + 0.1; gy += step) d += `M${f(x)} ${f(gy)}H${f(x + w)}`
  return `<path d="${d}" stroke="url(#${gradId})" stroke-width="1" fill="none"/>`
}

function fadeGrad(id: string, color: string, from: number, to: number, horizontal = true): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${horizontal ? 1 : 0}" y2="${horizontal ? 0 : 1}"><stop offset="0" stop-color="${color}" stop-opacity="${from}"/><stop offset="1" stop-color="${color}" stop-opacity="${to}"/></linearGradient>`
}

/** A smooth "power-on" trace: flat, a soft step, a little ringing, then flat. */
function stepTrace(x0: number, x1: number, yLow: number, yHigh: number, at: number): string {
  const pts: string[] = []
  const n = 160
  for (let i = 0; i <= n; i++) {
    const u = i / n
    const x = x0 + (x1 - x0) * u
    let v = 0
    if (u > at) {
      const t = (u - at) * 30
      v = 1 - Math.exp(-t) * Math.cos(t * 2.2)
    }
    pts.push(`${f(x)} ${f(yLow + (yHigh - yLow) * v)}`)
  }
  return 'M' + pts.join('L')
}

// ---------------------------------------------------------------------------------------------

export function bannerSvg(o: { title?: string; subtitle?: string; kind: RenderKind; size: 'desktop' | 'mobile' }): { svg: string; W: number; H: number } {
  const desktop = o.size === 'desktop'
  const W = desktop ? 1920 : 750
  const H = desktop ? 640 : 900
  let defs = partDefs()
  defs += `<linearGradient id="bn-bg" x1="0" y1="0" x2="1" y2="${desktop ? 0.35 : 1}"><stop offset="0" stop-color="${C.navyDeep}"/><stop offset="0.45" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.blue}"/></linearGradient>`
  defs += `<radialGradient id="bn-glow"><stop offset="0" stop-color="${C.blueBright}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.blueBright}" stop-opacity="0"/></radialGradient>`
  defs += fadeGrad('bn-grid', '#FFFFFF', 0, 0.08, desktop)
  let s = `<rect width="${W}" height="${H}" fill="url(#bn-bg)"/>`
  const prod: Box = desktop ? { x: 1010, y: 150, w: 580, h: 400 } : { x: 70, y: 470, w: 610, h: 340 }
  const gcx = prod.x + prod.w / 2
  const gcy = prod.y + prod.h / 2
  s += `<ellipse cx="${f(gcx)}" cy="${f(gcy)}" rx="${f(prod.w * 0.75)}" ry="${f(prod.h * 0.75)}" fill="url(#bn-glow)"/>`
  s += desktop ? grid(760, 0, W - 760, H, 48, 'bn-grid') : grid(0, 380, W, H - 380, 46, 'bn-grid')
  // accent trace
  if (desktop) {
    s += `<path d="${stepTrace(0, 940, 560, 500, 0.62)}" fill="none" stroke="${C.orange}" stroke-width="2.5" stroke-opacity="0.9"/>`
    s += `<circle cx="940" cy="500" r="5" fill="${C.orange}"/><circle cx="940" cy="500" r="12" fill="${C.orange}" opacity="0.25"/>`
  } else {
    s += `<path d="${stepTrace(0, W, 440, 400, 0.3)}" fill="none" stroke="${C.orange}" stroke-width="2.5" stroke-opacity="0.9"/>`
  }
  // products
  if (desktop) {
    const comp = COMPANION[o.kind]
    s += drawInstrument({ kind: comp, model: KIND_MODELS[comp], variant: 0, box: { x: 1480, y: 150, w: 360, h: 330 }, uid: 'b2', ground: 'dark', align: 'bottom' })
    s += drawInstrument({ kind: o.kind, model: KIND_MODELS[o.kind], variant: 0, box: prod, uid: 'b1', ground: 'dark', align: 'bottom' })
  } else {
    s += drawInstrument({ kind: o.kind, model: KIND_MODELS[o.kind], variant: 0, box: prod, uid: 'b1', ground: 'dark', align: 'bottom' })
  }
  // copy: a picture without words leaves the room for the page's own text (the site's banners)
  if (!o.title) return { svg: svgDoc(W, H, `<defs>${defs}</defs>${s}`), W, H }
  const tx = desktop ? 160 : 56
  const maxW = desktop ? 780 : W - 112
  let y = desktop ? 196 : 128
  s += `<rect x="${tx}" y="${y - 4}" width="44" height="4" fill="${C.orange}"/>`
  s += text(tx + 60, y + 2, KIND_LABELS[o.kind], { size: desktop ? 22 : 24, fill: '#C7D6EA', letterSpacing: 4, weight: 500 })
  y += desktop ? 78 : 84
  const titleSize = desktop ? 64 : 56
  const tl = wrapText(o.title, titleSize, maxW, 2)
  s += lines(tl, tx, y, titleSize * 1.25, { size: titleSize, fill: '#FFFFFF', weight: 700, letterSpacing: 2 })
  y += (tl.length - 1) * titleSize * 1.25
  if (o.subtitle) {
    const subSize = desktop ? 26 : 28
    const sl = wrapText(o.subtitle, subSize, maxW, 2)
    y += desktop ? 58 : 64
    s += lines(sl, tx, y, subSize * 1.55, { size: subSize, fill: '#C7D6EA', letterSpacing: 1 })
  }
  return { svg: svgDoc(W, H, `<defs>${defs}</defs>${s}`), W, H }
}

// ---------------------------------------------------------------------------------------------

type Tone = 'blue' | 'navy' | 'orange'

const TONES: Record<
  Tone,
  { bg0: string; bg1: string; line: string; lineOp: number; trace: string; traceOp: number; wave2: string; label: string; panel: string; panelOp: number }
> = {
  blue: { bg0: '#0D5BBB', bg1: '#083A7A', line: '#FFFFFF', lineOp: 0.07, trace: '#FFFFFF', traceOp: 0.22, wave2: '#FFFFFF', label: '#FFFFFF', panel: C.navy, panelOp: 0.55 },
  navy: { bg0: '#102B52', bg1: C.navyDeep, line: '#8DB4E6', lineOp: 0.08, trace: '#8DB4E6', traceOp: 0.26, wave2: C.blueSoft, label: '#FFFFFF', panel: C.blue, panelOp: 0.35 },
  orange: { bg0: '#FFFFFF', bg1: '#E6EBF2', line: C.navy, lineOp: 0.06, trace: C.blue, traceOp: 0.2, wave2: C.blue, label: C.navy, panel: '#FFFFFF', panelOp: 0.85 },
}

type Pt = [number, number]

/** Offset a polyline sideways by d (miter joins), for parallel PCB-style trace bundles. */
function offsetPolyline(points: Pt[], d: number): Pt[] {
  const norm = (x: number, y: number): Pt => {
    const l = Math.hypot(x, y) || 1
    return [x / l, y / l]
  }
  return points.map((p, i) => {
    const prev = points[Math.max(0, i - 1)]
    const next = points[Math.min(points.length - 1, i + 1)]
    const u1 = i > 0 ? norm(p[0] - prev[0], p[1] - prev[1]) : norm(next[0] - p[0], next[1] - p[1])
    const u2 = i < points.length - 1 ? norm(next[0] - p[0], next[1] - p[1]) : u1
    const n1: Pt = [-u1[1], u1[0]]
    const n2: Pt = [-u2[1], u2[0]]
    const m = norm(n1[0] + n2[0], n1[1] + n2[1])
    const k = d / (m[0] * n1[0] + m[1] * n1[1])
    return [p[0] + m[0] * k, p[1] + m[1] * k]
  })
}

/** An IC package with bundles of parallel traces running off to the edges, ending in pads and vias. */
function circuitArt(rnd: () => number, W: number, H: number, color: string, op: number): string {
  const icw = 150
  const ich = 110
  const icx = W * (0.58 + rnd() * 0.22) - icw / 2
  const icy = H * (0.2 + rnd() * 0.45) - ich / 2
  let d = ''
  let dots = ''
  let pins = ''
  const pitch = 16
  const sides: ('l' | 'r' | 't' | 'b')[] = ['l', 'r', 't', 'b']
  for (const side of sides) {
    const n = 3 + Math.floor(rnd() * 4)
    const jog = (rnd() < 0.5 ? -1 : 1) * (40 + rnd() * 80)
    const run = 60 + rnd() * 160
    let base: Pt[]
    if (side === 'l' || side === 'r') {
      const dir = side === 'l' ? -1 : 1
      const x0 = side === 'l' ? icx - 14 : icx + icw + 14
      const y0 = icy + ich / 2
      base = [
        [x0, y0],
        [x0 + dir * run, y0],
        [x0 + dir * (run + Math.abs(jog)), y0 + jog],
        [dir < 0 ? -20 : W + 20, y0 + jog],
      ]
    } else {
      const dir = side === 't' ? -1 : 1
      const y0 = side === 't' ? icy - 14 : icy + ich + 14
      const x0 = icx + icw / 2
      base = [
        [x0, y0],
        [x0, y0 + dir * run * 0.6],
        [x0 + jog, y0 + dir * (run * 0.6 + Math.abs(jog))],
        [x0 + jog, dir < 0 ? -20 : H + 20],
      ]
    }
    for (let i = 0; i < n; i++) {
      const off = (i - (n - 1) / 2) * pitch
      const pts = offsetPolyline(base, off)
      const [px, py] = pts[0]
      pins += side === 'l' || side === 'r' ? `M${f(px + (side === 'l' ? 0 : -14))} ${f(py)}h14` : `M${f(px)} ${f(py + (side === 't' ? 0 : -14))}v14`
      d += 'M' + pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')
      if (rnd() < 0.45) {
        // terminate early on a via
        const [bx, by] = pts[2]
        const [cx, cy] = pts[3]
        const t = 0.15 + rnd() * 0.5
        const vx = bx + (cx - bx) * t
        const vy = by + (cy - by) * t
        d = d.slice(0, d.lastIndexOf('L')) + `L${f(vx)} ${f(vy)}`
        dots += `<circle cx="${f(vx)}" cy="${f(vy)}" r="5" fill="none" stroke="${color}" stroke-opacity="${f(op * 1.8)}" stroke-width="2"/>`
      }
    }
  }
  let s = `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${f(op)}" stroke-width="2.2" stroke-linejoin="round"/>` + dots
  // package + pins
  s += `<path d="${pins}" stroke="${color}" stroke-opacity="${f(op * 2)}" stroke-width="5"/>`
  s += `<rect x="${f(icx)}" y="${f(icy)}" width="${icw}" height="${ich}" rx="8" fill="${color}" fill-opacity="${f(op * 0.6)}" stroke="${color}" stroke-opacity="${f(op * 2.4)}" stroke-width="2"/>`
  s += `<circle cx="${f(icx + 18)}" cy="${f(icy + 18)}" r="5" fill="${color}" fill-opacity="${f(op * 2.4)}"/>`
  return s
}

function wavePath(kind: number, x0: number, x1: number, cy: number, amp: number, cycles: number, phase: number): string {
  const n = 260
  const pts: string[] = []
  for (let i = 0; i <= n; i++) {
    const u = i / n
    const p = u * Math.PI * 2 * cycles + phase
    let v: number
    switch (kind % 4) {
      case 0:
        v = Math.sin(p) * (0.35 + 0.65 * Math.sin(u * Math.PI))
        break
      case 1:
        v = Math.sin(p) >= 0 ? 0.8 : -0.8
        break
      case 2:
        v = ((p / (Math.PI * 2)) % 1) * 2 - 1
        break
      default:
        v = Math.sin(p) * 0.7 + Math.sin(p * 3) * 0.25
    }
    pts.push(`${f(x0 + (x1 - x0) * u)} ${f(cy - v * amp)}`)
  }
  return 'M' + pts.join('L')
}

export function coverSvg(o: { label?: string; seed: string; tone?: Tone }): string {
  const W = 1200
  const H = 675
  const tone = o.tone ?? 'blue'
  const t = TONES[tone]
  const rnd = prng(`cover|${o.seed}`)
  let defs = `<linearGradient id="cv-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.bg0}"/><stop offset="1" stop-color="${t.bg1}"/></linearGradient>`
  defs += `<radialGradient id="cv-glow"><stop offset="0" stop-color="${C.orange}" stop-opacity="${tone === 'orange' ? 0.22 : 0.3}"/><stop offset="1" stop-color="${C.orange}" stop-opacity="0"/></radialGradient>`
  let s = `<rect width="${W}" height="${H}" fill="url(#cv-bg)"/>`
  // grid: minor + major
  let minor = ''
  let major = ''
  for (let x = 0; x <= W; x += 30) {
    if (x % 150 === 0) major += `M${x} 0V${H}`
    else minor += `M${x} 0V${H}`
  }
  for (let y = 15; y <= H; y += 30) {
    if ((y - 15) % 150 === 0) major += `M0 ${y}H${W}`
    else minor += `M0 ${y}H${W}`
  }
  s += `<path d="${minor}" stroke="${t.line}" stroke-opacity="${t.lineOp}" stroke-width="1"/>`
  s += `<path d="${major}" stroke="${t.line}" stroke-opacity="${t.lineOp * 2}" stroke-width="1"/>`
  s += circuitArt(rnd, W, H, t.trace, t.traceOp)
  // waveforms
  const cy = H * (0.38 + rnd() * 0.16)
  const k1 = Math.floor(rnd() * 4)
  const k2 = (k1 + 1 + Math.floor(rnd() * 3)) % 4
  const cycles = 2 + rnd() * 2.5
  const gx = W * (0.55 + rnd() * 0.25)
  s += `<ellipse cx="${f(gx)}" cy="${f(cy)}" rx="360" ry="240" fill="url(#cv-glow)"/>`
  s += `<path d="${wavePath(k2, 0, W, cy + 40, 70, cycles * 1.5, rnd() * 6)}" fill="none" stroke="${t.wave2}" stroke-opacity="0.55" stroke-width="2"/>`
  const w1 = wavePath(k1, 0, W, cy, 120, cycles, rnd() * 6)
  s += `<path d="${w1}" fill="none" stroke="${C.orange}" stroke-opacity="0.25" stroke-width="10" stroke-linejoin="round"/>`
  s += `<path d="${w1}" fill="none" stroke="${C.orange}" stroke-width="3" stroke-linejoin="round"/>`
  // cursor markers
  const mx = W * (0.62 + rnd() * 0.2)
  s += `<path d="M${f(mx)} 40V${H - 40}" stroke="${t.label}" stroke-opacity="0.35" stroke-dasharray="6 6" stroke-width="1.5"/>`
  s += `<rect x="${f(mx + 10)}" y="48" width="150" height="30" rx="4" fill="${t.panel}" fill-opacity="${t.panelOp}"/>`
  s += text(mx + 22, 69, `Δt ${(1 + rnd() * 9).toFixed(2)} ms`, { size: 15, fill: t.label, weight: 600 })
  if (o.label) {
    const size = fitSize(o.label, 46, W - 260, 28, 2)
    const label = wrapText(o.label, size, W - 260, 1)[0] ?? ''
    const tw = textWidth(label, size, 2)
    const bx = 72
    const by = H - 150
    s += `<rect x="${bx}" y="${by}" width="${f(tw + 84)}" height="${f(size + 52)}" rx="8" fill="${t.panel}" fill-opacity="${t.panelOp}"/>`
    s += `<rect x="${bx}" y="${by}" width="6" height="${f(size + 52)}" rx="3" fill="${C.orange}"/>`
    s += text(bx + 40, by + 26 + size * 0.86, label, { size, fill: t.label, weight: 700, letterSpacing: 2 })
  }
  return svgDoc(W, H, `<defs>${defs}</defs>${s}`)
}

// ---------------------------------------------------------------------------------------------

function laurel(cx: number, cy: number, r: number, side: 1 | -1, color: string): string {
  // position angle a: PI = bottom of the circle, PI/2 = the side; leaves climb from the bottom up the side
  const pos = (a: number): [number, number] => [cx + side * Math.sin(a) * r, cy - Math.cos(a) * r]
  const a0 = Math.PI * 0.96
  const a1 = Math.PI * 0.22
  let s = ''
  const n = 8
  for (let i = 0; i < n; i++) {
    const a = a0 + ((a1 - a0) * i) / (n - 1)
    const [x, y] = pos(a)
    const dir = Math.atan2(-Math.sin(a), -side * Math.cos(a)) // tangent, moving up the branch
    for (const tilt of [-0.55, 0.55]) {
      const ang = dir + tilt * side
      const len = r * (0.24 - i * 0.012)
      const lx = x + Math.cos(ang) * len * 0.55
      const ly = y + Math.sin(ang) * len * 0.55
      s += `<ellipse cx="${f(lx)}" cy="${f(ly)}" rx="${f(len * 0.55)}" ry="${f(len * 0.2)}" fill="${color}" transform="rotate(${f((ang * 180) / Math.PI)} ${f(lx)} ${f(ly)})"/>`
    }
  }
  const [sx, sy] = pos(a0)
  const [ex, ey] = pos(a1)
  s += `<path d="M${f(sx)} ${f(sy)}A${f(r)} ${f(r)} 0 0 ${side > 0 ? 0 : 1} ${f(ex)} ${f(ey)}" fill="none" stroke="${color}" stroke-width="2.5"/>`
  return s
}

/** Characters placed around a circle (librsvg has no textPath), spaced by width. Starts at the top, clockwise. */
function ringText(cx: number, cy: number, r: number, value: string, size: number, fill: string): string {
  const chars = Array.from(value)
  const widths = chars.map((ch) => textWidth(ch, size) + size * 0.12)
  const total = widths.reduce((sum, w) => sum + w, 0)
  let acc = 0
  return chars
    .map((ch, i) => {
      const a = -Math.PI / 2 + ((acc + widths[i] / 2) / total) * Math.PI * 2
      acc += widths[i]
      const x = cx + Math.cos(a) * r
      const y = cy + Math.sin(a) * r
      const rot = (a * 180) / Math.PI + 90
      return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">${text(0, size * 0.35, ch, { size, fill, anchor: 'middle', weight: 700 })}</g>`
    })
    .join('')
}

function star(cx: number, cy: number, r: number, fill: string): string {
  const pts: string[] = []
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2
    const rr = i % 2 === 0 ? r : r * 0.42
    pts.push(`${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`)
  }
  return `<path d="M${pts.join('L')}Z" fill="${fill}"/>`
}

export function honorSvg(o: { title: string; year: string }): string {
  const W = 900
  const H = 1200
  let defs = `<radialGradient id="hn-bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="#EEF2F7"/></radialGradient>`
  defs += `<linearGradient id="hn-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFB24D"/><stop offset="1" stop-color="#D06F00"/></linearGradient>`
  let s = `<rect width="${W}" height="${H}" fill="url(#hn-bg)"/>`
  // frame
  s += `<rect x="24" y="24" width="${W - 48}" height="${H - 48}" fill="none" stroke="${C.navy}" stroke-width="20"/>`
  s += `<rect x="50" y="50" width="${W - 100}" height="${H - 100}" fill="none" stroke="${C.orange}" stroke-width="3"/>`
  s += `<rect x="60" y="60" width="${W - 120}" height="${H - 120}" fill="none" stroke="${C.blue}" stroke-width="1.2"/>`
  // guilloche bands top and bottom
  let gd = ''
  for (let k = 0; k < 7; k++) {
    for (const base of [96, H - 96]) {
      const pts: string[] = []
      for (let i = 0; i <= 180; i++) {
        const x = 76 + ((W - 152) * i) / 180
        const y = base + Math.sin(i * 0.35 + k * 0.9) * 12 * Math.cos(i * 0.05 + k * 0.3)
        pts.push(`${f(x)} ${f(y)}`)
      }
      gd += 'M' + pts.join('L')
    }
  }
  s += `<path d="${gd}" fill="none" stroke="${C.blue}" stroke-opacity="0.35" stroke-width="1"/>`
  // corner ornaments
  for (const [x, y] of [
    [50, 50],
    [W - 50, 50],
    [50, H - 50],
    [W - 50, H - 50],
  ]) {
    s += `<rect x="${x - 16}" y="${y - 16}" width="32" height="32" fill="${C.navy}"/><rect x="${x - 8}" y="${y - 8}" width="16" height="16" fill="${C.orange}" transform="rotate(45 ${x} ${y})"/>`
  }
  // emblem
  const ey = 240
  s += laurel(W / 2, ey, 78, 1, C.blue) + laurel(W / 2, ey, 78, -1, C.blue)
  s += `<circle cx="${W / 2}" cy="${ey}" r="52" fill="${C.navy}"/><circle cx="${W / 2}" cy="${ey}" r="44" fill="none" stroke="url(#hn-gold)" stroke-width="3"/>`
  s += star(W / 2, ey - 2, 30, 'url(#hn-gold)')
  // heading
  s += text(W / 2, 420, '荣誉证书', { size: 86, fill: C.navy, anchor: 'middle', weight: 700, letterSpacing: 22 })
  s += text(W / 2, 468, 'CERTIFICATE OF HONOR', { size: 18, fill: C.slate, anchor: 'middle', letterSpacing: 8, weight: 500 })
  s += `<path d="M${W / 2 - 150} 506H${W / 2 - 16}M${W / 2 + 16} 506H${W / 2 + 150}" stroke="${C.orange}" stroke-width="2"/><rect x="${W / 2 - 6}" y="500" width="12" height="12" fill="${C.orange}" transform="rotate(45 ${W / 2} 506)"/>`
  // title
  let size = 58
  let tl = wrapText(o.title, size, W - 240, 3)
  while (size > 36 && (tl.length > 2 || tl.some((l) => textWidth(l, size) > W - 240))) {
    size -= 4
    tl = wrapText(o.title, size, W - 240, 3)
  }
  const lh = size * 1.35
  const ty = 640 - ((tl.length - 1) * lh) / 2
  s += lines(tl, W / 2, ty, lh, { size, fill: C.ink, anchor: 'middle', weight: 700, letterSpacing: 4 })
  s += text(W / 2, 800, '特发此证，以资鼓励。', { size: 26, fill: C.slate, anchor: 'middle', letterSpacing: 6 })
  // year + stamp
  s += text(W / 2 - 60, 1010, `${o.year} 年`, { size: 34, fill: C.navy, anchor: 'middle', weight: 700, letterSpacing: 4 })
  s += `<g opacity="0.88"><circle cx="${W / 2 + 190}" cy="1000" r="96" fill="none" stroke="${C.orange}" stroke-width="6"/><circle cx="${W / 2 + 190}" cy="1000" r="86" fill="none" stroke="${C.orange}" stroke-width="1.5"/>`
  s += ringText(W / 2 + 190, 1000, 68, `荣誉证书·CERTIFICATE·${o.year}·`, 17, C.orange)
  s += star(W / 2 + 190, 1002, 30, C.orange) + '</g>'
  return svgDoc(W, H, `<defs>${defs}</defs>${s}`)
}

// ---------------------------------------------------------------------------------------------

export function qrSvg(o: { text: string; label?: string }): string {
  const W = 400
  const H = 400
  const m = qrModules(o.text)
  const n = m.length
  const quiet = 4
  // whole-pixel modules keep edges crisp for scanners
  const cell = Math.floor(300 / (n + quiet * 2))
  const area = cell * (n + quiet * 2)
  const ox = Math.round((W - area) / 2)
  const oy = o.label ? Math.round(18 + (300 - area) / 2) : Math.round((H - area) / 2)
  let d = ''
  for (let y = 0; y < n; y++) {
    let x = 0
    while (x < n) {
      if (!m[y][x]) {
        x++
        continue
      }
      let run = 1
      while (x + run < n && m[y][x + run]) run++
      d += `M${f(ox + (x + quiet) * cell)} ${f(oy + (y + quiet) * cell)}h${f(run * cell)}v${f(cell)}h${f(-run * cell)}z`
      x += run
    }
  }
  let s = `<rect width="${W}" height="${H}" fill="#FFFFFF"/>`
  s += `<rect x="${ox - 6}" y="${oy - 6}" width="${area + 12}" height="${area + 12}" rx="14" fill="none" stroke="${C.line}" stroke-width="2"/>`
  s += `<path d="${d}" fill="${C.navy}" shape-rendering="crispEdges"/>`
  // small brand mark in the centre (well within level-M error correction)
  // versions 2-6 only: from version 7 on an alignment pattern sits in the centre
  const withMark = n >= 25 && n <= 41
  const ms = Math.round(n * 0.16) * cell
  if (withMark)
    s += `<rect x="${f(W / 2 - ms / 2 - cell * 0.6)}" y="${f(oy + area / 2 - ms / 2 - cell * 0.6)}" width="${f(ms + cell * 1.2)}" height="${f(ms + cell * 1.2)}" rx="${f(cell)}" fill="#FFFFFF"/>`
  if (withMark) s += brandMark(W / 2 - ms / 2, oy + area / 2 - ms / 2, ms)
  if (o.label) {
    const size = fitSize(o.label, 26, W - 60, 16, 2)
    s += text(W / 2, 372, wrapText(o.label, size, W - 40, 1)[0] ?? '', { size, fill: C.ink, anchor: 'middle', weight: 700, letterSpacing: 2 })
  }
  return svgDoc(W, H, s)
}

// ---------------------------------------------------------------------------------------------

export function logoSvg(o: { name: string }): string {
  const W = 480
  const H = 120
  const markSize = 84
  let s = brandMark(12, (H - markSize) / 2, markSize)
  const tx = 12 + markSize + 18
  const size = fitSize(o.name, 46, W - tx - 10, 14, 1)
  const name = wrapText(o.name, size, W - tx - 10, 1)[0] ?? ''
  s += text(tx, H / 2 + size * 0.36, name, { size, fill: C.navy, weight: 700, letterSpacing: 1 })
  return svgDoc(W, H, s)
}

// ---------------------------------------------------------------------------------------------

/** A poster without words or a play button: the page draws both, the title in its own language. */
export function posterSvg(o: { kind: RenderKind }): string {
  const W = 1280
  const H = 720
  let defs = partDefs()
  defs += `<linearGradient id="vp-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.blue}"/></linearGradient>`
  defs += `<radialGradient id="vp-glow"><stop offset="0" stop-color="${C.blueBright}" stop-opacity="0.5"/><stop offset="1" stop-color="${C.blueBright}" stop-opacity="0"/></radialGradient>`
  defs += `<linearGradient id="vp-fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.navyDeep}" stop-opacity="0"/><stop offset="1" stop-color="${C.navyDeep}" stop-opacity="0.92"/></linearGradient>`
  defs += fadeGrad('vp-grid', '#FFFFFF', 0.07, 0.02, false)
  let s = `<rect width="${W}" height="${H}" fill="url(#vp-bg)"/>`
  s += grid(0, 0, W, H, 40, 'vp-grid')
  s += `<ellipse cx="${W / 2}" cy="330" rx="520" ry="300" fill="url(#vp-glow)"/>`
  s += drawInstrument({ kind: o.kind, model: KIND_MODELS[o.kind], variant: 3, box: { x: 250, y: 60, w: 780, h: 470 }, uid: 'vp', ground: 'dark', align: 'bottom' })
  s += `<rect x="0" y="${H - 300}" width="${W}" height="300" fill="url(#vp-fade)"/>`
  return svgDoc(W, H, `<defs>${defs}</defs>${s}`)
}
