import sharp from 'sharp'

import { FONT } from './palette'

/** Escape text for use inside SVG markup. */
export function esc(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** Round a number for compact, stable SVG output. */
export function f(value: number): string {
  const rounded = Math.round(value * 100) / 100
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

/** 32-bit FNV-1a hash of a string. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Small deterministic PRNG (mulberry32) seeded from a string. Returns floats in [0, 1). */
export function prng(seed: string): () => number {
  let state = hashString(seed) || 1
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function isWide(code: number): boolean {
  return (
    (code >= 0x2e80 && code <= 0x9fff) ||
    (code >= 0xac00 && code <= 0xd7af) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    code === 0x3000
  )
}

/** Rough advance width of a string in the CJK sans font, good enough for layout. */
export function textWidth(value: string, size: number, letterSpacing = 0): number {
  let width = 0
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (isWide(code)) width += 1
    else if (char === ' ') width += 0.28
    else if (/[A-Z]/.test(char)) width += 0.64
    else if (/[0-9]/.test(char)) width += 0.56
    else if (/[a-z]/.test(char)) width += 0.53
    else if (/[.,:;'|!il]/.test(char)) width += 0.27
    else width += 0.5
    width += letterSpacing / size
  }
  return width * size
}

const NO_LINE_START = new Set(Array.from('，。、；：！？）》」』”’,.;:!?)%'))

/** Split text into wrap units: single CJK characters, or Latin words (with their trailing space). */
function wrapUnits(value: string): string[] {
  const units: string[] = []
  let word = ''
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (isWide(code)) {
      if (word) units.push(word)
      word = ''
      units.push(char)
    } else if (char === ' ') {
      units.push(word + ' ')
      word = ''
    } else {
      word += char
    }
  }
  if (word) units.push(word)
  return units
}

/** Greedy line wrapping for mixed Chinese/Latin text. Truncates with an ellipsis past maxLines. */
export function wrapText(value: string, size: number, maxWidth: number, maxLines: number): string[] {
  const units = wrapUnits(value.trim())
  const lines: string[] = []
  let line = ''
  for (const unit of units) {
    const candidate = line + unit
    if (line && textWidth(candidate.trimEnd(), size) > maxWidth && !NO_LINE_START.has(unit)) {
      lines.push(line.trimEnd())
      line = unit.trimStart()
    } else {
      line = candidate
    }
  }
  if (line.trim()) lines.push(line.trimEnd())
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  let last = kept[maxLines - 1]
  while (last.length > 1 && textWidth(last + '…', size) > maxWidth) last = Array.from(last).slice(0, -1).join('')
  kept[maxLines - 1] = last + '…'
  return kept
}

export interface TextOptions {
  size: number
  fill: string
  weight?: number
  anchor?: 'start' | 'middle' | 'end'
  letterSpacing?: number
  opacity?: number
}

/** A single <text> element using the brand font stack. */
export function text(x: number, y: number, value: string, o: TextOptions): string {
  const attrs = [`x="${f(x)}"`, `y="${f(y)}"`, `font-family='${FONT}'`, `font-size="${f(o.size)}"`, `fill="${o.fill}"`]
  if (o.weight && o.weight !== 400) attrs.push(`font-weight="${o.weight}"`)
  if (o.anchor && o.anchor !== 'start') attrs.push(`text-anchor="${o.anchor}"`)
  if (o.letterSpacing) attrs.push(`letter-spacing="${f(o.letterSpacing)}"`)
  if (o.opacity !== undefined && o.opacity !== 1) attrs.push(`opacity="${f(o.opacity)}"`)
  return `<text ${attrs.join(' ')}>${esc(value)}</text>`
}

/** Shrink a font size until the text fits in maxWidth. */
export function fitSize(value: string, size: number, maxWidth: number, minSize: number, letterSpacing = 0): number {
  let s = size
  while (s > minSize && textWidth(value, s, letterSpacing) > maxWidth) s -= 1
  return s
}

export function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

/**
 * Rasterise to PNG. `palette` quantises to <=256 colours (small files for flat art, slower);
 * otherwise a truecolour PNG, dropping the alpha channel unless `alpha` is set.
 */
export async function svgToPng(svg: string, opts: { palette?: boolean; colours?: number; alpha?: boolean } = {}): Promise<Buffer> {
  const img = sharp(Buffer.from(svg))
  if (opts.palette) {
    return img.png({ palette: true, colours: opts.colours ?? 256, quality: 90, dither: 0.5, effort: 3, compressionLevel: 9 }).toBuffer()
  }
  return (opts.alpha ? img : img.removeAlpha()).png({ compressionLevel: 9, adaptiveFiltering: false }).toBuffer()
}

/** Rasterise to a JPEG (used where gradients would make a PNG large). */
export async function svgToJpeg(svg: string, quality = 84): Promise<Buffer> {
  return sharp(Buffer.from(svg)).flatten({ background: '#0A1F3C' }).jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer()
}
