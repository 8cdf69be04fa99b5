/** Projects a front panel onto a 3/4-view box (front, top, side faces) with a soft floor shadow. */
import type { RenderKind } from './kinds'
import { C } from './palette'
import * as P from './panels'
import { rect, vents } from './parts'
import { f, prng } from './svg-utils'

interface CaseTheme {
  top: string
  topFront: string
  side: string
  sideDark: string
  seam: string
}

interface KindSpec {
  W: number
  H: number
  D: number
  /** Rack ears beyond the front face, in panel units. */
  ears?: number
  inset: number
  panel: P.PanelTheme
  case: CaseTheme
  draw: (c: P.PanelCtx) => string
  feet: 'feet' | 'casters' | 'none'
  top: 'vents' | 'handle' | 'fans' | 'plain'
  side: 'vents' | 'handle' | 'plain'
}

const LIGHT: P.PanelTheme = {
  dark: false,
  bezel: '#13294A',
  panelTop: '#F4F6F9',
  panelBottom: '#E1E6ED',
  ink: C.ink,
  muted: C.slate,
  divider: '#C9D0DA',
  key: 'light',
}

const DARK: P.PanelTheme = {
  dark: true,
  bezel: '#0B111A',
  panelTop: '#2A3547',
  panelBottom: '#171F2C',
  ink: '#F5F7FA',
  muted: '#9AA5B4',
  divider: '#3B4758',
  key: 'dark',
}

const NAVY_CASE: CaseTheme = { top: '#1D3D69', topFront: '#2C5387', side: '#0F2746', sideDark: '#0A1F3C', seam: '#061428' }
const LIGHT_CASE: CaseTheme = { top: '#DDE2E9', topFront: '#EEF1F5', side: '#B8C1CD', sideDark: '#9AA5B4', seam: '#7D8898' }
const BLUE_CASE: CaseTheme = { top: '#2B67B8', topFront: '#3B7AD0', side: '#0B4EA2', sideDark: '#083B7C', seam: '#062A58' }

const SPECS: Record<RenderKind, KindSpec> = {
  'programmable-dc': { W: 790, H: 330, D: 440, inset: 11, panel: LIGHT, case: NAVY_CASE, draw: P.programmableDc, feet: 'feet', top: 'vents', side: 'handle' },
  'switching-dc': { W: 860, H: 176, D: 620, ears: 32, inset: 8, panel: DARK, case: LIGHT_CASE, draw: P.switchingDc, feet: 'feet', top: 'vents', side: 'vents' },
  linear: { W: 560, H: 410, D: 460, inset: 12, panel: LIGHT, case: BLUE_CASE, draw: P.linear, feet: 'feet', top: 'handle', side: 'vents' },
  'electronic-load': { W: 800, H: 300, D: 540, inset: 10, panel: DARK, case: NAVY_CASE, draw: P.electronicLoad, feet: 'feet', top: 'vents', side: 'vents' },
  'module-load': { W: 860, H: 420, D: 520, inset: 10, panel: LIGHT, case: LIGHT_CASE, draw: P.moduleLoad, feet: 'feet', top: 'vents', side: 'handle' },
  instrument: { W: 690, H: 420, D: 330, inset: 10, panel: DARK, case: LIGHT_CASE, draw: P.instrument, feet: 'feet', top: 'handle', side: 'vents' },
  'high-power': {
    W: 460,
    H: 860,
    D: 500,
    inset: 14,
    panel: { ...LIGHT, bezel: C.navy, panelTop: '#CBD3DD', panelBottom: '#B7C1CD' },
    case: NAVY_CASE,
    draw: P.highPower,
    feet: 'casters',
    top: 'fans',
    side: 'plain',
  },
  bidirectional: { W: 880, H: 280, D: 600, ears: 32, inset: 9, panel: DARK, case: BLUE_CASE, draw: P.bidirectional, feet: 'feet', top: 'vents', side: 'vents' },
}

interface View {
  ex: [number, number]
  ez: [number, number]
}

function view(a: number, b: number, k: number, left = false): View {
  const ar = (a * Math.PI) / 180
  const br = (b * Math.PI) / 180
  return left ? { ex: [Math.cos(ar), -Math.sin(ar)], ez: [-Math.cos(br) * k, -Math.sin(br) * k] } : { ex: [Math.cos(ar), Math.sin(ar)], ez: [Math.cos(br) * k, -Math.sin(br) * k] }
}

const VIEWS: View[] = [view(6, 34, 0.46), view(6, 34, 0.46, true), view(0, 58, 0.3), view(11, 30, 0.58)]

export interface Box {
  x: number
  y: number
  w: number
  h: number
}

export interface InstrumentOptions {
  kind: RenderKind
  model: string
  variant: number
  box: Box
  /** Unique prefix for ids of gradients defined by this instrument. */
  uid: string
  ground: 'light' | 'dark'
  /** Vertical placement inside the box (default: centred). */
  align?: 'bottom' | 'center'
  /** Override the projection (index into VIEWS). */
  view?: number
}

const pt = (x: number, y: number) => `${f(x)} ${f(y)}`

/** Draws one instrument fitted into `box` (horizontally centred). Needs partDefs() in the document. */
export function drawInstrument(o: InstrumentOptions): string {
  const spec = SPECS[o.kind]
  const v = ((o.variant % 4) + 4) % 4
  const vw = VIEWS[o.view ?? v]
  const { W, H, D } = spec
  const ears = spec.ears ?? 0
  const [exx, exy] = vw.ex
  const [ezx, ezy] = vw.ez
  const fp = (u: number, y: number): [number, number] => [u * exx, u * exy + y]
  const bp = (u: number, y: number, d: number): [number, number] => [u * exx + d * ezx, u * exy + y + d * ezy]
  const footH = spec.feet === 'casters' ? 34 : spec.feet === 'feet' ? 10 : 0
  const pts: [number, number][] = [fp(-ears, 0), fp(W + ears, 0), fp(-ears, H + footH), fp(W + ears, H + footH), bp(0, 0, D), bp(W, 0, D), bp(0, H, D), bp(W, H, D)]
  const minX = Math.min(...pts.map((p) => p[0]))
  const maxX = Math.max(...pts.map((p) => p[0]))
  const minY = Math.min(...pts.map((p) => p[1]))
  const maxY = Math.max(...pts.map((p) => p[1]))
  const s = Math.min(o.box.w / (maxX - minX), o.box.h / (maxY - minY))
  const tx = o.box.x + (o.box.w - (maxX - minX) * s) / 2 - minX * s
  const free = o.box.h - (maxY - minY) * s
  const ty = o.box.y + (o.align === 'bottom' ? free : free * 0.55) - minY * s
  const id = (n: string) => `${o.uid}-${n}`
  const ct = spec.case

  let defs = `<linearGradient id="${id('panel')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${spec.panel.panelTop}"/><stop offset="1" stop-color="${spec.panel.panelBottom}"/></linearGradient>`
  defs += `<linearGradient id="${id('top')}" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${ct.topFront}"/><stop offset="1" stop-color="${ct.top}"/></linearGradient>`
  defs += `<linearGradient id="${id('side')}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${ct.side}"/><stop offset="1" stop-color="${ct.sideDark}"/></linearGradient>`

  let g = ''
  // floor shadow: a soft radial ellipse under the footprint plus a contact strip along the front edge
  const shadowCol = o.ground === 'light' ? C.navy : '#000000'
  const fpPts = [bp(-ears, H + footH, 0), bp(W + ears, H + footH, 0), bp(W + ears, H + footH, D), bp(-ears, H + footH, D)]
  const fx0 = Math.min(...fpPts.map((p) => p[0]))
  const fx1 = Math.max(...fpPts.map((p) => p[0]))
  const fy0 = Math.min(...fpPts.map((p) => p[1]))
  const fy1 = Math.max(...fpPts.map((p) => p[1]))
  const spread = Math.max(40, (fx1 - fx0) * 0.08)
  defs += `<radialGradient id="${id('shadow')}"><stop offset="0" stop-color="${shadowCol}" stop-opacity="${o.ground === 'light' ? 0.34 : 0.6}"/><stop offset="0.55" stop-color="${shadowCol}" stop-opacity="${o.ground === 'light' ? 0.16 : 0.3}"/><stop offset="1" stop-color="${shadowCol}" stop-opacity="0"/></radialGradient>`
  g += `<ellipse cx="${f((fx0 + fx1) / 2)}" cy="${f((fy0 + fy1) / 2 + 10)}" rx="${f((fx1 - fx0) / 2 + spread)}" ry="${f((fy1 - fy0) / 2 + spread * 0.6)}" fill="url(#${id('shadow')})"/>`
  const [c0x, c0y] = fp(-ears * 0.4, H + footH)
  const [c1x, c1y] = fp(W + ears * 0.4, H + footH)
  const rot = (Math.atan2(c1y - c0y, c1x - c0x) * 180) / Math.PI
  const ccx = (c0x + c1x) / 2
  const ccy = (c0y + c1y) / 2
  g += `<ellipse cx="${f(ccx)}" cy="${f(ccy)}" rx="${f(Math.hypot(c1x - c0x, c1y - c0y) / 2 + 30)}" ry="22" fill="url(#${id('shadow')})" transform="rotate(${f(rot)} ${f(ccx)} ${f(ccy)})"/>`

  // feet / casters (drawn before the body so the body overlaps them)
  const rightVisible = ezx > 0
  if (spec.feet !== 'none') {
    const spots = [W * 0.08, W * 0.92]
    for (const u of spots) {
      for (const d of [D * 0.85, 0]) {
        const [x, y] = bp(u, H, d)
        if (spec.feet === 'casters') {
          g += `<rect x="${f(x - 16)}" y="${f(y)}" width="32" height="12" fill="#1A2331"/>`
          g += `<circle cx="${f(x)}" cy="${f(y + 22)}" r="12" fill="#111827"/><circle cx="${f(x)}" cy="${f(y + 22)}" r="4.5" fill="#9AA5B4"/>`
        } else {
          g += `<rect x="${f(x - 20)}" y="${f(y - 2)}" width="40" height="${f(footH + 2)}" rx="3" fill="#111827"/>`
        }
      }
    }
  }

  // top face
  const topFace = [bp(0, 0, 0), bp(W, 0, 0), bp(W, 0, D), bp(0, 0, D)]
  g += `<path d="M${topFace.map(([x, y]) => pt(x, y)).join('L')}Z" fill="url(#${id('top')})"/>`
  const topTf = `matrix(${f(exx)} ${f(exy)} ${f(ezx)} ${f(ezy)} 0 0)`
  let top = ''
  if (spec.top === 'vents') top += vents(W * 0.12, D * 0.5, W * 0.76, D * 0.38, { style: 'slots', pitch: 14, color: ct.seam, opacity: 0.55 })
  if (spec.top === 'fans') {
    for (const u of [W * 0.3, W * 0.7]) {
      top += `<circle cx="${f(u)}" cy="${f(D * 0.55)}" r="${f(W * 0.15)}" fill="${ct.seam}" opacity="0.6"/>`
      let spokes = ''
      for (let r = 1; r <= 4; r++)
        spokes += `<circle cx="${f(u)}" cy="${f(D * 0.55)}" r="${f((W * 0.15 * r) / 4.4)}" fill="none" stroke="${ct.topFront}" stroke-width="3" opacity="0.7"/>`
      top += spokes
    }
  }
  if (spec.top === 'handle') {
    top += rect(W * 0.3, D * 0.18, W * 0.4, D * 0.16, ct.seam, `rx="${f(D * 0.06)}" opacity="0.55"`)
    top += rect(W * 0.32, D * 0.21, W * 0.36, D * 0.1, ct.topFront, `rx="${f(D * 0.04)}"`)
  }
  top += `<line x1="0" y1="${f(D * 0.04)}" x2="${f(W)}" y2="${f(D * 0.04)}" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="2"/>`
  g += `<g transform="${topTf}">${top}</g>`

  // side face
  const su = rightVisible ? W : 0
  const sideFace = [bp(su, 0, 0), bp(su, 0, D), bp(su, H, D), bp(su, H, 0)]
  g += `<path d="M${sideFace.map(([x, y]) => pt(x, y)).join('L')}Z" fill="url(#${id('side')})"/>`
  const [sx0, sy0] = bp(su, 0, 0)
  const sideTf = `matrix(${f(ezx)} ${f(ezy)} 0 1 ${f(sx0)} ${f(sy0)})`
  let side = ''
  if (spec.side === 'vents') side += vents(D * 0.45, H * 0.2, D * 0.48, H * 0.6, { style: 'slots', pitch: Math.min(14, H / 8), color: ct.seam, opacity: 0.6 })
  if (spec.side === 'handle') {
    side += rect(D * 0.3, H * 0.36, D * 0.4, H * 0.2, ct.seam, `rx="${f(H * 0.08)}" opacity="0.7"`)
    side += rect(D * 0.33, H * 0.4, D * 0.34, H * 0.1, ct.top, `rx="${f(H * 0.05)}"`)
  }
  if (o.kind === 'high-power') {
    side += rect(D * 0.06, H * 0.1, D * 0.88, H * 0.8, 'none', `stroke="${ct.seam}" stroke-width="3" rx="4" opacity="0.7"`)
    side += rect(0, H * 0.08, D, 5, C.orange, 'opacity="0.9"')
  }
  side += `<line x1="0" y1="0" x2="0" y2="${f(H)}" stroke="#FFFFFF" stroke-opacity="0.2" stroke-width="2"/>`
  g += `<g transform="${sideTf}">${side}</g>`

  // front face
  const frontTf = `matrix(${f(exx)} ${f(exy)} 0 1 0 0)`
  const c: P.PanelCtx = { W, H, t: spec.panel, v, model: o.model, rnd: prng(`${o.kind}|${o.model}|${v}`) }
  let front = rect(0, 0, W, H, spec.panel.bezel, 'rx="6"')
  const i = spec.inset
  if (i > 0) front += rect(i, i, W - 2 * i, H - 2 * i, `url(#${id('panel')})`, 'rx="5"')
  else front += rect(0, 0, W, H, `url(#${id('panel')})`)
  front += spec.draw(c)
  front += `<path d="M6 0.8H${f(W - 6)}" stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="1.6"/>`
  g += `<g transform="${frontTf}">${front}</g>`

  return `<defs>${defs}</defs><g transform="translate(${f(tx)} ${f(ty)}) scale(${s.toFixed(4)})">${g}</g>`
}
