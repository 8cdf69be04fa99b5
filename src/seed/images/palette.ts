/** Brand palette and type settings shared by every generated seed image. */

export const C = {
  blue: '#0B4EA2',
  navy: '#0A1F3C',
  orange: '#F08300',
  ink: '#111827',
  slate: '#4B5563',
  line: '#E5E7EB',
  paper: '#F5F7FA',
  white: '#FFFFFF',
  // Tints and shades derived from the brand colours (used sparingly for depth).
  blueBright: '#2F74CF',
  blueSoft: '#8DB4E6',
  blueMist: '#DCE7F5',
  navyDeep: '#061428',
  navyMid: '#132F57',
  graphite: '#1A2331',
  steel: '#9AA5B4',
  red: '#C8352B',
} as const

/** Font stack for all SVG text (fontconfig resolves it to Noto Sans CJK SC on the seed machine). */
export const FONT = '"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif'
