/** Front-panel layouts, one per product family, drawn in flat panel coordinates (0..W, 0..H). */
import { brandMark } from './brand-mark'
import { C } from './palette'
import { bnc, circle, glare, key, knob, led, rect, screen, screw, sevenSeg, terminal, vents } from './parts'
import { f, fitSize, text, textWidth } from './svg-utils'

export interface PanelTheme {
  dark: boolean
  bezel: string
  panelTop: string
  panelBottom: string
  ink: string
  muted: string
  divider: string
  key: 'light' | 'dark'
}

export interface PanelCtx {
  W: number
  H: number
  t: PanelTheme
  v: number
  model: string
  rnd: () => number
}

const DIGIT_ON = '#EAF2FF'
const DIGIT_ACCENT = C.orange

function pick<T>(list: T[], v: number): T {
  return list[v % list.length]
}

/** Brand mark + model name + descriptor line, baseline at y; stays within maxW (descriptor dropped if needed). */
function header(c: PanelCtx, x: number, y: number, descriptor: string, o: { size?: number; ink?: string; muted?: string; maxW?: number } = {}): string {
  const maxW = o.maxW ?? 420
  const base = o.size ?? 15
  const markW = base * 1.15 + 8
  const size = fitSize(c.model, base, maxW - markW, Math.max(8, base * 0.6), 0.4)
  const ink = o.ink ?? c.t.ink
  const muted = o.muted ?? c.t.muted
  let s = brandMark(x, y - base * 0.95, base * 1.15)
  const mx = x + markW
  s += text(mx, y, c.model, { size, fill: ink, weight: 700, letterSpacing: 0.4 })
  const dx = mx + textWidth(c.model, size, 0.4) + 12
  const dSize = base * 0.6
  if (descriptor && dx + textWidth(descriptor, dSize, 1.3) <= x + maxW) s += text(dx, y - 1, descriptor, { size: dSize, fill: muted, letterSpacing: 1.3, weight: 500 })
  return s
}

function unit(x: number, y: number, u: string, size: number, fill: string): string {
  return text(x, y, u, { size, fill, weight: 700 })
}

// ---------------------------------------------------------------------------------------------

export function programmableDc(c: PanelCtx): string {
  const { t, v, W } = c
  const V = pick(['30.000', '12.500', '60.000', '05.000'], v)
  const A = pick(['5.000', '2.148', '10.000', '0.850'], v)
  let s = header(c, 34, 40, 'PROGRAMMABLE DC POWER SUPPLY', { maxW: 500 })
  s += text(W - 30, 39, pick(['0–60 V · 0–10 A · 600 W', '0–60 V · 0–10 A · 600 W'], v), { size: 10, fill: t.muted, anchor: 'end', letterSpacing: 0.8 })
  // display
  s += screen(34, 60, 446, 194)
  const r1 = sevenSeg(V, 60, 78, 64, DIGIT_ON)
  s += r1.svg + unit(60 + r1.width + 16, 142, 'V', 30, DIGIT_ON)
  s += `<line x1="52" y1="157" x2="462" y2="157" stroke="#FFFFFF" stroke-opacity="0.08"/>`
  const r2 = sevenSeg(A, 60, 172, 64, DIGIT_ACCENT)
  s += r2.svg + unit(60 + r2.width + 16, 236, 'A', 30, DIGIT_ACCENT)
  const ann = ['CV', 'CC', 'OVP', 'RMT']
  ann.forEach((a, i) => {
    const lit = i === (v === 1 ? 1 : 0)
    s += rect(412, 80 + i * 40, 50, 24, lit ? C.orange : '#FFFFFF', `rx="3" fill-opacity="${lit ? 1 : 0.06}"`)
    s += text(437, 97 + i * 40, a, { size: 11, fill: lit ? C.navy : '#FFFFFF', anchor: 'middle', weight: 700, opacity: lit ? 1 : 0.35 })
  })
  // keys under display
  const keys = ['POWER', 'V-SET', 'I-SET', 'OVP', 'LOCK']
  keys.forEach((k, i) => {
    s += key(34 + i * 93, 274, 78, 26, k, i === 0 ? 'dark' : t.key, { led: i === 1 + (v % 4) ? C.orange : undefined })
  })
  // knob + right column
  s += `<line x1="508" y1="60" x2="508" y2="300" stroke="${t.divider}" stroke-width="1.2"/>`
  s += knob(598, 138, 56, -60 + v * 50, { ticks: t.muted, label: 'ADJUST', labelColor: t.muted })
  s += key(682, 64, 74, 36, 'OUTPUT', 'orange', { size: 12 })
  s += key(682, 114, 74, 28, 'MENU', t.key)
  s += key(682, 154, 74, 28, 'SHIFT', t.key)
  s += key(682, 194, 74, 28, 'ESC', t.key)
  // terminals
  s += terminal(598, 286, 21, 'red', '+', t.ink)
  s += terminal(660, 286, 21, 'black', '−', t.ink)
  s += terminal(722, 286, 16, 'blue', 'GND', t.muted)
  return s
}

/** Rack ears on both sides of the panel, each with its screw slots and a handle whose bar starts `top` from the top and bottom. */
function rackEars(W: number, H: number, top: number): string {
  let s = ''
  for (const side of [-1, 1]) {
    const ex = side < 0 ? -32 : W
    s += rect(ex, 0, 32, H, '#C9D0DA', 'rx="3"') + rect(ex, 0, 32, H, 'url(#g-glare)', 'rx="3"')
    s += rect(ex + 9, 16, 14, 22, '#0B111A', 'rx="7"') + rect(ex + 9, H - 38, 14, 22, '#0B111A', 'rx="7"')
    s += `<rect x="${f(ex + 6)}" y="${top}" width="20" height="${f(H - 2 * top)}" rx="8" fill="none" stroke="#6F7B8C" stroke-width="7"/>`
    s += `<rect x="${f(ex + 6)}" y="${top}" width="20" height="${f(H - 2 * top)}" rx="8" fill="none" stroke="#FFFFFF" stroke-opacity="0.55" stroke-width="2"/>`
  }
  return s
}

// ---------------------------------------------------------------------------------------------

export function switchingDc(c: PanelCtx): string {
  const { t, v, W, H } = c
  const V = pick(['60.00', '48.00', '24.00', '80.00'], v)
  const A = pick(['25.00', '12.50', '40.00', '18.75'], v)
  let s = ''
  s += rackEars(W, H, 46)
  s += rect(24, 24, 184, H - 48, '#0B111A', 'rx="4" fill-opacity="0.35"')
  s += vents(30, 30, 172, H - 60, { style: 'holes', pitch: 10, color: '#02050A', opacity: 0.9 })
  s += screen(232, 30, 330, 82)
  const r1 = sevenSeg(V, 248, 48, 44, DIGIT_ON)
  s += r1.svg + unit(248 + r1.width + 8, 90, 'V', 18, DIGIT_ON)
  const r2 = sevenSeg(A, 408, 48, 44, DIGIT_ACCENT)
  s += r2.svg + unit(408 + r2.width + 8, 90, 'A', 18, DIGIT_ACCENT)
  s += `<line x1="398" y1="40" x2="398" y2="104" stroke="#FFFFFF" stroke-opacity="0.1"/>`
  s += header(c, 232, H - 24, 'SWITCHING DC POWER SUPPLY · 2U', { size: 13, maxW: 336 })
  s += knob(614, 70, 29, -40 + v * 35, { label: 'VOLTAGE', labelColor: t.muted })
  s += knob(694, 70, 29, 30 - v * 25, { label: 'CURRENT', labelColor: t.muted })
  s += key(588, H - 42, 52, 22, 'OUT', 'orange', { size: 10 })
  s += key(650, H - 42, 52, 22, 'LOCK', t.key, { size: 10 })
  s += key(712, H - 42, 52, 22, 'RMT', t.key, { size: 10, led: v % 2 ? C.orange : undefined })
  s += terminal(784, 74, 19, 'red', '+', t.ink)
  s += terminal(834, 74, 19, 'black', '−', t.ink)
  s += led(784, H - 31, C.orange, true) + text(794, H - 27, 'CV', { size: 9, fill: t.muted, weight: 600 })
  s += led(822, H - 31, C.orange, false) + text(832, H - 27, 'CC', { size: 9, fill: t.muted, weight: 600 })
  return s
}

// ---------------------------------------------------------------------------------------------

function analogueMeter(x: number, y: number, w: number, h: number, max: number, value: number, unitLabel: string, caption: string): string {
  let s = rect(x, y, w, h, '#0B111A', 'rx="8"')
  s += rect(x + 7, y + 7, w - 14, h - 14, 'url(#g-meter)', 'rx="4"')
  const cx = x + w / 2
  const cy = y + h * 0.98
  const R = h * 0.7
  const a0 = -48
  const a1 = 48
  const pt = (deg: number, r: number) => {
    const a = ((deg - 90) * Math.PI) / 180
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as const
  }
  // arc + red zone
  const [sx, sy] = pt(a0, R)
  const [ex, ey] = pt(a1, R)
  s += `<path d="M${f(sx)} ${f(sy)}A${f(R)} ${f(R)} 0 0 1 ${f(ex)} ${f(ey)}" fill="none" stroke="${C.ink}" stroke-width="1.4"/>`
  const [zx, zy] = pt(a0 + (a1 - a0) * 0.85, R + 5)
  const [zx2, zy2] = pt(a1, R + 5)
  s += `<path d="M${f(zx)} ${f(zy)}A${f(R + 5)} ${f(R + 5)} 0 0 1 ${f(zx2)} ${f(zy2)}" fill="none" stroke="${C.orange}" stroke-width="6"/>`
  let ticks = ''
  const steps = 30
  for (let i = 0; i <= steps; i++) {
    const deg = a0 + ((a1 - a0) * i) / steps
    const major = i % 5 === 0
    const [x1, y1] = pt(deg, R)
    const [x2, y2] = pt(deg, R - (major ? 13 : 7))
    ticks += `M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}`
    if (major) {
      const [lx, ly] = pt(deg, R - 26)
      const val = (max * i) / steps
      s += text(lx, ly + 4, max < 10 ? val.toFixed(1).replace('.0', '') : String(Math.round(val)), { size: 11, fill: C.ink, anchor: 'middle', weight: 500 })
    }
  }
  s += `<path d="${ticks}" stroke="${C.ink}" stroke-width="1.2"/>`
  s += text(x + 20, y + h - 34, unitLabel, { size: 24, fill: C.navy, weight: 700 })
  s += text(x + w - 18, y + h - 36, caption, { size: 8.5, fill: C.slate, anchor: 'end', letterSpacing: 1.5 })
  // needle
  const nd = a0 + (a1 - a0) * Math.min(1, value / max)
  const [nx, ny] = pt(nd, R + 2)
  s += `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(nx)}" y2="${f(ny)}" stroke="${C.red}" stroke-width="2" stroke-linecap="round"/>`
  s += rect(x + 7, y + h - 26, w - 14, 19, C.navy, 'rx="2"')
  s += circle(cx, y + h - 20, 7, '#2B3544')
  s += glare(x + 7, y + 7, w - 14, h - 14)
  return s
}

export function linear(c: PanelCtx): string {
  const { t, v, W } = c
  const vVal = pick([18.5, 12, 27.2, 5], v)
  const aVal = pick([1.6, 2.4, 0.8, 2.9], v)
  let s = header(c, 30, 38, 'LINEAR DC POWER SUPPLY', { size: 14, maxW: 500 })
  s += analogueMeter(30, 56, 240, 152, 30, vVal, 'V', 'DC VOLTS')
  s += analogueMeter(W - 270, 56, 240, 152, 3, aVal, 'A', 'DC AMPERES')
  const ky = 270
  s += knob(82, ky, 30, -80 + v * 45, { ticks: t.muted })
  s += knob(164, ky, 21, 40 - v * 30, { ticks: t.muted })
  s += knob(W - 164, ky, 30, 20 + v * 30, { ticks: t.muted })
  s += knob(W - 82, ky, 21, -30 + v * 20, { ticks: t.muted })
  s += text(123, 328, 'VOLTAGE', { size: 10, fill: t.ink, anchor: 'middle', letterSpacing: 2, weight: 700 })
  s += text(W - 123, 328, 'CURRENT', { size: 10, fill: t.ink, anchor: 'middle', letterSpacing: 2, weight: 700 })
  s += led(W / 2 - 14, 256, C.orange, v !== 2) + text(W / 2 - 2, 260, 'CV', { size: 9, fill: t.muted, weight: 600 })
  s += led(W / 2 - 14, 284, C.orange, v === 2) + text(W / 2 - 2, 288, 'CC', { size: 9, fill: t.muted, weight: 600 })
  // bottom row: power rocker + terminals
  s += `<line x1="30" y1="342" x2="${f(W - 30)}" y2="342" stroke="${t.divider}"/>`
  s += rect(30, 352, 60, 34, '#0B111A', 'rx="5"') + rect(35, 356, 50, 26, v % 2 ? '#C8352B' : '#2B3544', 'rx="3"')
  s += rect(35, 356, 25, 26, '#FFFFFF', 'rx="3" fill-opacity="0.14"')
  s += text(100, 373, 'POWER', { size: 9, fill: t.muted, letterSpacing: 1, weight: 600 })
  s += terminal(W - 170, 374, 17, 'red', '+', t.ink)
  s += terminal(W - 110, 374, 17, 'black', '−', t.ink)
  s += terminal(W - 50, 374, 14, 'blue', 'GND', t.muted)
  s += text(W / 2 - 20, 378, '0–30 V / 0–3 A', { size: 11, fill: t.muted, anchor: 'middle', letterSpacing: 0.8 })
  return s
}

// ---------------------------------------------------------------------------------------------

export function electronicLoad(c: PanelCtx): string {
  const { t, v, H } = c
  let s = rect(22, 22, 152, H - 44, '#05080D', 'rx="5" fill-opacity="0.55"')
  s += vents(28, 28, 140, H - 56, { style: 'holes', pitch: 11, color: '#000000', opacity: 0.95 })
  s += screen(196, 34, 280, 142)
  const mode = pick(['CC', 'CV', 'CR', 'CP'], v)
  s += rect(206, 44, 40, 18, C.orange, 'rx="3"') + text(226, 57.5, mode, { size: 11.5, fill: C.navy, anchor: 'middle', weight: 700 })
  s += text(256, 57, 'LOAD ON', { size: 10, fill: '#FFFFFF', weight: 600, letterSpacing: 1, opacity: 0.75 })
  s += text(466, 57, pick(['RANGE H', 'RANGE L', 'REMOTE', 'RANGE H'], v), { size: 9.5, fill: C.blueSoft, anchor: 'end', letterSpacing: 1 })
  const rows: [string, string, string][] = [
    [pick(['12.000', '48.000', '05.000', '24.000'], v), 'V', DIGIT_ON],
    [pick(['5.0000', '2.5000', '30.000', '8.2500'], v), 'A', DIGIT_ACCENT],
    [pick(['60.000', '120.00', '150.00', '198.00'], v), 'W', C.blueSoft],
  ]
  rows.forEach(([val, u, col], i) => {
    const r = sevenSeg(val, 232, 72 + i * 33, 25, col)
    s += r.svg + unit(232 + r.width + 12, 97 + i * 33, u, 15, col)
  })
  const modes = ['CC', 'CV', 'CR', 'CP']
  modes.forEach((m, i) => (s += key(196 + i * 73, 196, 62, 24, m, m === mode ? 'blue' : t.key)))
  ;['SHIFT', 'TRAN', 'LIST'].forEach((m, i) => (s += key(196 + i * 73, 234, 62, 24, m, t.key)))
  s += key(415, 234, 62, 24, 'ON/OFF', 'orange', { size: 10 })
  const pad = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '0', '.', 'ENT', 'ESC', '◀', '▶']
  pad.forEach((p, i) => {
    const col = i % 3
    const row = Math.floor(i / 3)
    s += key(500 + col * 44, 34 + row * 46, 36, 34, p, p === 'ENT' ? 'blue' : t.key, { size: p.length > 1 ? 10 : 14 })
  })
  s += knob(712, 92, 44, -70 + v * 48, { ticks: t.muted })
  s += terminal(676, 214, 27, 'red', '+', t.ink)
  s += terminal(752, 214, 27, 'black', '−', t.ink)
  s += text(714, 268, '150 V / 60 A / 300 W', { size: 9.5, fill: t.muted, anchor: 'middle', letterSpacing: 0.6 })
  s += header(c, 196, 286, 'DC ELECTRONIC LOAD', { size: 12, maxW: 440 })
  return s
}

// ---------------------------------------------------------------------------------------------

function loadModule(x: number, y: number, w: number, h: number, ch: number, v: number, blank: boolean): string {
  let s = rect(x, y, w, h, '#0E141E', 'rx="5"')
  s += rect(x + 2, y + 2, w - 4, h - 4, '#1E2836', 'rx="4"')
  s += screw(x + 9, y + 9) + screw(x + w - 9, y + 9) + screw(x + 9, y + h - 9) + screw(x + w - 9, y + h - 9)
  if (blank) {
    s += vents(x + 18, y + 40, w - 36, h - 80, { style: 'louvres', pitch: 12, color: '#0B111A' })
    return s
  }
  s += text(x + 22, y + 30, `CH${ch}`, { size: 13, fill: '#FFFFFF', weight: 700 })
  s += led(x + w - 24, y + 25, C.orange, (ch + v) % 3 !== 0)
  const sx = x + 12
  const sw = w - 24
  s += screen(sx, y + 44, sw, 68)
  const vals = ['12.00', '24.00', '05.00', '48.00', '3.300', '15.00']
  const amps = ['3.500', '1.200', '8.000', '0.750', '5.000', '2.250']
  const r1 = sevenSeg(vals[(ch + v) % 6], sx + 8, y + 52, 20, DIGIT_ON)
  s += r1.svg + unit(sx + 10 + r1.width + 4, y + 71, 'V', 11, DIGIT_ON)
  const r2 = sevenSeg(amps[(ch * 2 + v) % 6], sx + 8, y + 82, 20, DIGIT_ACCENT)
  s += r2.svg + unit(sx + 10 + r2.width + 4, y + 101, 'A', 11, DIGIT_ACCENT)
  const kw = (w - 30) / 2
  ;['CC', 'CV', 'CR', 'ON'].forEach((m, i) => {
    const style = m === 'ON' ? 'orange' : i === (ch + v) % 3 ? 'blue' : 'dark'
    s += key(x + 12 + (i % 2) * (kw + 6), y + 128 + Math.floor(i / 2) * 28, kw, 20, m, style, { size: 10 })
  })
  s += vents(x + 14, y + 190, w - 28, 44, { style: 'louvres', pitch: 9, color: '#0B111A' })
  s += terminal(x + w * 0.31, y + h - 34, 15, 'red')
  s += terminal(x + w * 0.69, y + h - 34, 15, 'black')
  return s
}

export function moduleLoad(c: PanelCtx): string {
  const { t, v, W } = c
  let s = header(c, 30, 42, 'MODULAR DC ELECTRONIC LOAD MAINFRAME', { size: 15, maxW: 640 })
  s += screen(30, 58, 250, 32)
  s += text(42, 79, 'SYSTEM', { size: 10, fill: C.blueSoft, letterSpacing: 1.2, weight: 600 })
  const r = sevenSeg(pick(['1200', '0960', '1800', '0450'], v), 120, 64, 20, DIGIT_ON)
  s += r.svg + unit(120 + r.width + 6, 83, 'W', 12, DIGIT_ON)
  s += text(268, 79, '6 CH', { size: 10, fill: C.orange, anchor: 'end', weight: 700 })
  ;['SYNC', 'MENU', 'SAVE', 'RECALL'].forEach((k, i) => (s += key(312 + i * 84, 60, 74, 28, k, t.key, { led: i === 0 && v % 2 === 0 ? C.orange : undefined })))
  s += knob(692, 60, 22, v * 40 - 40, {})
  s += key(742, 56, 86, 34, 'POWER', 'dark')
  s += `<line x1="24" y1="104" x2="${f(W - 24)}" y2="104" stroke="${t.divider}" stroke-width="1.2"/>`
  const n = 6
  const gap = 8
  const mw = (W - 48 - gap * (n - 1)) / n
  for (let i = 0; i < n; i++) {
    s += loadModule(24 + i * (mw + gap), 114, mw, c.H - 136, i + 1, v, v === 2 && i === n - 1)
  }
  return s
}

// ---------------------------------------------------------------------------------------------

function wave(kind: 'sine' | 'square' | 'ring' | 'step' | 'ripple' | 'pwm' | 'tri' | 'sine2', x: number, y: number, w: number, h: number, phase: number): string {
  const pts: string[] = []
  const n = 220
  for (let i = 0; i <= n; i++) {
    const u = i / n
    const X = x + u * w
    let Y = 0
    const p = u * Math.PI * 2 * 2.5 + phase
    switch (kind) {
      case 'sine':
        Y = Math.sin(p)
        break
      case 'sine2':
        Y = Math.sin(p - 1.2) * 0.7
        break
      case 'square':
        Y = Math.sin(p) >= 0 ? 0.8 : -0.8
        break
      case 'tri':
        Y = (2 / Math.PI) * Math.asin(Math.sin(p))
        break
      case 'ring': {
        const tt = u - 0.28
        Y = tt < 0 ? -0.8 : 0.5 - 1.3 * Math.exp(-tt * 9) * Math.cos(tt * 70)
        break
      }
      case 'step':
        Y = u < 0.28 ? -0.8 : 0.5
        break
      case 'ripple':
        Y = 0.2 + 0.12 * (((u * 9 + phase) % 1) * 2 - 1) + 0.02 * Math.sin(u * 300)
        break
      case 'pwm': {
        const cyc = (u * 6 + phase) % 1
        Y = cyc < 0.35 ? 0.75 : -0.75
        break
      }
    }
    pts.push(`${f(X)} ${f(y + h / 2 - (Y * h) / 2)}`)
  }
  return 'M' + pts.join('L')
}

export function instrument(c: PanelCtx): string {
  const { t, v } = c
  const sx = 26
  const sy = 26
  const sw = 412
  const sh = 302
  let s = screen(sx, sy, sw, sh, { glare: false })
  s += rect(sx, sy, sw, 22, '#000000', 'fill-opacity="0.35"')
  s += text(sx + 8, sy + 15, 'CH1 2.00V', { size: 10, fill: C.orange, weight: 700 })
  s += text(sx + 80, sy + 15, 'CH2 500mV', { size: 10, fill: C.blueSoft, weight: 700 })
  s += text(sx + 166, sy + 15, pick(['H 200µs', 'H 50µs', 'H 2ms', 'H 500µs'], v), { size: 10, fill: '#FFFFFF', opacity: 0.8 })
  s += text(sx + sw - 8, sy + 15, 'TRIG ↑ 1.20V', { size: 10, fill: '#FFFFFF', anchor: 'end', opacity: 0.8 })
  const gx = sx + 8
  const gy = sy + 30
  const gw = sw - 16
  const gh = sh - 68
  let grid = ''
  for (let i = 0; i <= 10; i++) grid += `M${f(gx + (gw * i) / 10)} ${f(gy)}v${f(gh)}`
  for (let j = 0; j <= 8; j++) grid += `M${f(gx)} ${f(gy + (gh * j) / 8)}h${f(gw)}`
  s += `<path d="${grid}" stroke="#FFFFFF" stroke-opacity="0.12" stroke-width="0.8" stroke-dasharray="2 3"/>`
  s += `<path d="M${f(gx + gw / 2)} ${f(gy)}v${f(gh)}M${f(gx)} ${f(gy + gh / 2)}h${f(gw)}" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="0.8"/>`
  const pairs: ['sine' | 'ring' | 'ripple' | 'sine2', 'square' | 'step' | 'pwm' | 'tri'][] = [
    ['sine', 'square'],
    ['ring', 'step'],
    ['ripple', 'pwm'],
    ['sine', 'tri'],
  ]
  const [w1, w2] = pick(pairs, v)
  s += `<path d="${wave(w2, gx, gy + gh * 0.52, gw, gh * 0.36, 0.3)}" fill="none" stroke="${C.blueSoft}" stroke-width="2" stroke-linejoin="round"/>`
  s += `<path d="${wave(w1, gx, gy + gh * 0.06, gw, gh * 0.46, 0)}" fill="none" stroke="${C.orange}" stroke-width="2.2" stroke-linejoin="round"/>`
  const meas = pick(
    [
      ['Vpp 4.02V', 'Freq 1.000kHz', 'Vrms 1.41V'],
      ['Overshoot 18%', 'Rise 12.4µs', 'Vmax 2.36V'],
      ['Ripple 18.6mV', 'Duty 35.0%', 'Freq 20.0kHz'],
      ['Vpp 3.98V', 'Phase 68.7°', 'Freq 250Hz'],
    ],
    v,
  )
  meas.forEach((m, i) => {
    s += rect(sx + 8 + i * 134, sy + sh - 32, 126, 24, '#FFFFFF', 'rx="3" fill-opacity="0.08"')
    s += text(sx + 16 + i * 134, sy + sh - 15, m, { size: 10.5, fill: i === 0 ? C.orange : '#FFFFFF', weight: 600, opacity: i === 0 ? 1 : 0.85 })
  })
  s += glare(sx, sy, sw, sh)
  for (let i = 0; i < 6; i++) s += key(34 + i * 68, 342, 58, 16, '', t.key)
  const labels = ['CH1', 'CH2', 'CH3', 'CH4']
  labels.forEach((l, i) => {
    s += bnc(62 + i * 96, 392, 15)
    s += text(84 + i * 96, 397, l, { size: 10, fill: i === 0 ? C.orange : t.muted, weight: 700 })
  })
  s += `<line x1="456" y1="26" x2="456" y2="${f(c.H - 26)}" stroke="${t.divider}" stroke-width="1.2"/>`
  s += header(c, 472, 46, '', { size: 15, maxW: 196 })
  s += text(472, 66, 'DIGITAL OSCILLOSCOPE · 4 CH · 200 MHz', { size: 8.5, fill: t.muted, letterSpacing: 0.8 })
  s += key(472, 82, 78, 30, 'RUN/STOP', 'orange', { size: 10.5 })
  s += key(558, 82, 50, 30, 'AUTO', 'blue', { size: 10.5 })
  s += key(616, 82, 50, 30, 'SINGLE', t.key, { size: 9.5 })
  const cols = [
    ['VERT', 494],
    ['HORIZ', 568],
    ['TRIG', 642],
  ] as const
  cols.forEach(([l, x], i) => {
    s += text(x, 140, l, { size: 9.5, fill: t.muted, anchor: 'middle', letterSpacing: 1.2, weight: 600 })
    s += knob(x, 176, 22, (i - 1) * 40 + v * 20, { indicator: i === 0 ? C.orange : '#0B111A' })
    s += knob(x, 236, 14, 50 - i * 30, { indicator: '#0B111A' })
  })
  ;['MEAS', 'CURSOR', 'MATH', 'SAVE', 'UTIL', 'HELP'].forEach((k, i) => {
    s += key(470 + (i % 3) * 66, 276 + Math.floor(i / 3) * 30, 58, 22, k, t.key, { size: 9.5 })
  })
  s += rect(474, 376, 34, 14, '#0B111A', 'rx="2"') + rect(479, 380, 24, 6, '#6F7B8C', 'rx="1"')
  s += text(516, 387, 'USB', { size: 9, fill: t.muted, weight: 600 })
  s += circle(650, 384, 15, '#0B111A') + circle(650, 384, 11, 'url(#g-key-dark)')
  s += `<path d="M650 377v6M645 380.5a6 6 0 1 0 10 0" stroke="${C.orange}" stroke-width="1.8" fill="none" stroke-linecap="round"/>`
  return s
}

// ---------------------------------------------------------------------------------------------

export function highPower(c: PanelCtx): string {
  const { v, W, H } = c
  let s = ''
  // header band
  s += rect(14, 14, W - 28, 62, C.navy)
  s += brandMark(30, 28, 30)
  s += text(70, 50, c.model, { size: fitSize(c.model, 18, W - 190, 10, 0.5), fill: '#FFFFFF', weight: 700, letterSpacing: 0.5 })
  s += text(70, 66, 'HIGH POWER PROGRAMMABLE DC SYSTEM', { size: 8.5, fill: C.blueSoft, letterSpacing: 1.2 })
  s += led(W - 46, 45, C.orange, true, 5) + text(W - 58, 49, 'RUN', { size: 10, fill: '#FFFFFF', anchor: 'end', weight: 700 })
  s += rect(14, 74, W - 28, 3, C.orange)
  // control unit
  const uy = 90
  s += rect(22, uy, W - 44, 150, '#EEF1F5', 'rx="4"') + rect(22, uy, W - 44, 150, 'none', 'rx="4" stroke="#000" stroke-opacity="0.15"')
  s += screen(40, uy + 18, 206, 112)
  const r1 = sevenSeg(pick(['800.0', '600.0', '1000.', '450.0'], v), 54, uy + 30, 36, DIGIT_ON)
  s += r1.svg + unit(54 + r1.width + 8, uy + 64, 'V', 16, DIGIT_ON)
  const r2 = sevenSeg(pick(['150.0', '200.0', '060.0', '300.0'], v), 54, uy + 80, 36, DIGIT_ACCENT)
  s += r2.svg + unit(54 + r2.width + 8, uy + 114, 'A', 16, DIGIT_ACCENT)
  s += knob(300, uy + 58, 28, -30 + v * 40, { ticks: C.slate })
  s += key(266, uy + 110, 68, 24, 'OUTPUT', 'orange', { size: 10 })
  s += circle(396, uy + 70, 34, C.orange) + circle(396, uy + 70, 34, 'none', 'stroke="#000" stroke-opacity="0.2"')
  s += circle(398, uy + 74, 25, '#000', 'opacity="0.3"') + circle(396, uy + 70, 24, 'url(#g-estop)')
  s += text(396, uy + 132, 'EMERGENCY', { size: 8, fill: C.slate, anchor: 'middle', letterSpacing: 1, weight: 700 })
  // power modules
  const n = 5
  const my0 = uy + 162
  const mh = 96
  for (let i = 0; i < n; i++) {
    const y = my0 + i * (mh + 10)
    s += rect(22, y, W - 44, mh, '#E3E8EE', 'rx="4"') + rect(22, y, W - 44, mh, 'none', 'rx="4" stroke="#000" stroke-opacity="0.16"')
    s += rect(30, y + 10, 16, mh - 20, '#9AA5B4', 'rx="6"') + rect(W - 46, y + 10, 16, mh - 20, '#9AA5B4', 'rx="6"')
    s += rect(33, y + 14, 4, mh - 28, '#FFFFFF', 'rx="2" opacity="0.6"') + rect(W - 43, y + 14, 4, mh - 28, '#FFFFFF', 'rx="2" opacity="0.6"')
    s += vents(120, y + 14, W - 184, mh - 28, { style: 'slots', pitch: 9, color: '#1A2331', opacity: 0.75 })
    s += led(66, y + 28, C.orange, (i + v) % 4 !== 3) + text(60, y + 54, `PM${i + 1}`, { size: 11, fill: C.navy, weight: 700 })
    s += text(60, y + 70, '30 kW', { size: 9, fill: C.slate })
  }
  // plinth
  const py = my0 + n * (mh + 10)
  s += rect(14, py, W - 28, H - 14 - py, C.navy)
  s += vents(40, py + 10, W - 80, H - 24 - py - 10, { style: 'slots', pitch: 8, color: '#000', opacity: 0.6 })
  return s
}

// ---------------------------------------------------------------------------------------------

export function bidirectional(c: PanelCtx): string {
  const { t, v, W, H } = c
  const sourcing = v % 2 === 0
  let s = ''
  s += rackEars(W, H, 50)
  // touch screen with a power-flow diagram
  const sx = 30
  const sy = 30
  const sw = 404
  const sh = H - 60
  s += screen(sx, sy, sw, sh, { glare: false })
  s += rect(sx, sy, sw, 22, C.blue, 'fill-opacity="0.55"')
  s += text(sx + 10, sy + 15, 'SOURCE ⇄ SINK', { size: 10, fill: '#FFFFFF', weight: 700, letterSpacing: 1 })
  s += text(sx + sw - 10, sy + 15, sourcing ? 'MODE  SOURCE' : 'MODE  SINK · REGEN', { size: 9.5, fill: '#FFFFFF', anchor: 'end', opacity: 0.8 })
  const by = sy + 40
  // left block: DC bus / DUT (battery), right block: grid
  s += rect(sx + 18, by, 86, 74, '#FFFFFF', 'rx="6" fill-opacity="0.08" stroke="#FFFFFF" stroke-opacity="0.3"')
  s += rect(sx + 40, by + 18, 36, 22, 'none', 'rx="2" stroke="#FFFFFF" stroke-width="2"') + rect(sx + 76, by + 24, 4, 10, '#FFFFFF')
  s += rect(sx + 44, by + 22, sourcing ? 12 : 24, 14, C.orange)
  s += text(sx + 61, by + 62, 'DUT / BATT', { size: 9, fill: '#FFFFFF', anchor: 'middle', opacity: 0.85 })
  s += rect(sx + sw - 104, by, 86, 74, '#FFFFFF', 'rx="6" fill-opacity="0.08" stroke="#FFFFFF" stroke-opacity="0.3"')
  s += `<path d="M${f(sx + sw - 76)} ${f(by + 40)}q7 -20 14 0t14 0" stroke="#FFFFFF" stroke-width="2" fill="none"/>`
  s += text(sx + sw - 61, by + 62, 'AC GRID', { size: 9, fill: '#FFFFFF', anchor: 'middle', opacity: 0.85 })
  const ax0 = sx + 116
  const ax1 = sx + sw - 116
  const arrow = (y: number, dir: 1 | -1, col: string, active: boolean, label: string) => {
    const a = dir > 0 ? ax1 : ax0
    const b = dir > 0 ? ax0 : ax1
    const op = active ? 1 : 0.3
    return (
      `<path d="M${f(b)} ${f(y)}L${f(a - dir * 12)} ${f(y)}" stroke="${col}" stroke-width="${active ? 4 : 2.5}" stroke-opacity="${op}" ${active ? '' : 'stroke-dasharray="6 5"'}/>` +
      `<path d="M${f(a)} ${f(y)}l${f(-dir * 16)} -9v18z" fill="${col}" fill-opacity="${op}"/>` +
      text((ax0 + ax1) / 2, y - 9, label, { size: 10, fill: col, anchor: 'middle', weight: 700, opacity: active ? 1 : 0.5 })
    )
  }
  s += arrow(by + 26, -1, C.orange, sourcing, `SOURCE ${pick(['+3.20', '+1.60', '+6.00', '+4.80'], v)} kW`)
  s += arrow(by + 62, 1, C.blueSoft, !sourcing, `SINK ${pick(['−2.40', '−4.10', '−1.80', '−5.60'], v)} kW`)
  // readouts
  const ry = sy + sh - 66
  s += `<line x1="${f(sx + 12)}" y1="${f(ry - 10)}" x2="${f(sx + sw - 12)}" y2="${f(ry - 10)}" stroke="#FFFFFF" stroke-opacity="0.12"/>`
  const r1 = sevenSeg(pick(['400.0', '800.0', '048.0', '750.0'], v), sx + 18, ry, 34, DIGIT_ON)
  s += r1.svg + unit(sx + 22 + r1.width, ry + 34, 'V', 15, DIGIT_ON)
  const amps = pick(['8.000', '5.125', '37.50', '6.400'], v)
  const r2 = sevenSeg((sourcing ? ' ' : '-') + amps, sx + 200, ry, 34, sourcing ? DIGIT_ACCENT : C.blueSoft)
  s += r2.svg + unit(sx + 204 + r2.width, ry + 34, 'A', 15, sourcing ? DIGIT_ACCENT : C.blueSoft)
  s += glare(sx, sy, sw, sh)
  // emblem: two-direction energy icon
  const ex = 512
  const ey = 110
  s += circle(ex, ey, 42, 'none', `stroke="${t.muted}" stroke-opacity="0.5" stroke-width="1.5"`)
  s += circle(ex, ey, 34, C.navy)
  s += `<path d="M${ex - 18} ${ey - 7}h30" stroke="${C.orange}" stroke-width="5" stroke-linecap="round"/><path d="M${ex + 20} ${ey - 7}l-10 -8v16z" fill="${C.orange}"/>`
  s += `<path d="M${ex + 18} ${ey + 8}h-30" stroke="${C.blueSoft}" stroke-width="5" stroke-linecap="round"/><path d="M${ex - 20} ${ey + 8}l10 -8v16z" fill="${C.blueSoft}"/>`
  s += text(ex, ey + 64, 'REGENERATIVE', { size: 8.5, fill: t.muted, anchor: 'middle', letterSpacing: 1.4, weight: 600 })
  s += header(c, 466, 44, '', { size: 15, ink: t.ink, maxW: 200 })
  s += knob(640, 112, 38, -50 + v * 40, { ticks: t.muted })
  s += key(462, H - 74, 70, 26, 'SOURCE', sourcing ? 'orange' : t.key, { size: 10.5 })
  s += key(540, H - 74, 70, 26, 'SINK', sourcing ? t.key : 'blue', { size: 10.5 })
  s += key(618, H - 74, 70, 26, 'MENU', t.key, { size: 10.5 })
  s += text(462, H - 26, 'BIDIRECTIONAL DC POWER SUPPLY', { size: 9, fill: t.muted, letterSpacing: 1.2 })
  s += terminal(760, 132, 28, 'red', '+', t.ink)
  s += terminal(828, 132, 28, 'black', '−', t.ink)
  s += text(794, 198, '±60 A · 1500 V', { size: 10, fill: t.muted, anchor: 'middle', letterSpacing: 0.6 })
  s += led(748, H - 60, C.orange, sourcing) + text(758, H - 56, 'SRC', { size: 9, fill: t.muted, weight: 600 })
  s += led(800, H - 60, C.blueSoft, !sourcing) + text(810, H - 56, 'SNK', { size: 9, fill: t.muted, weight: 600 })
  return s
}
