/**
 * Seed image generators: product renders, banners, covers, certificates, QR codes, logo, video posters.
 * Everything is drawn as SVG and rasterised with sharp; output is deterministic for the same input.
 */
import { drawInstrument } from './instrument'
import { RENDER_KINDS, type RenderKind } from './kinds'
import { C } from './palette'
import { partDefs } from './parts'
import { bannerSvg, coverSvg, honorSvg, logoSvg, posterSvg, qrSvg } from './scenes'
import { svgDoc, svgToJpeg, svgToPng } from './svg-utils'

export type { RenderKind }
export { RENDER_KINDS }

/** Mimetype of productRender() output (a PNG Buffer). */
export const PRODUCT_RENDER_MIMETYPE = 'image/png'

/**
 * 1200x900 PNG product render of an instrument family on a light ground.
 * `model` is printed on the front panel; `variant` (0..3, taken modulo 4) changes the viewing angle,
 * display readouts and lit controls so gallery images of one product differ.
 */
export async function productRender(opts: { kind: RenderKind; model: string; variant?: number }): Promise<Buffer> {
  const W = 1200
  const H = 900
  const v = opts.variant ?? 0
  let body = `<defs>${partDefs()}
    <radialGradient id="bg" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#FFFFFF"/><stop offset="0.6" stop-color="${C.paper}"/><stop offset="1" stop-color="#E6EAF0"/></radialGradient>
  </defs>`
  body += `<rect width="${W}" height="${H}" fill="url(#bg)"/>`
  body += drawInstrument({ kind: opts.kind, model: opts.model, variant: v, box: { x: 110, y: 120, w: W - 220, h: H - 250 }, uid: 'p', ground: 'light' })
  return svgToPng(svgDoc(W, H, body))
}

type Encoded = { data: Buffer; mimetype: string; ext: string }

const png = (data: Buffer): Encoded => ({ data, mimetype: 'image/png', ext: 'png' })
const jpeg = (data: Buffer): Encoded => ({ data, mimetype: 'image/jpeg', ext: 'jpg' })

/** Banner: product renders over a navy/blue gradient, with a headline and subtitle when given (without, a picture with no words). JPEG. */
export async function bannerImage(opts: {
  title?: string
  subtitle?: string
  kind: RenderKind
  size: 'desktop' | 'mobile'
}): Promise<{ data: Buffer; mimetype: string; ext: string }> {
  const { svg } = bannerSvg(opts)
  return jpeg(await svgToJpeg(svg, 84))
}

/** 1200x675 abstract engineering cover (grid, circuit traces, waveforms), optional label. JPEG. */
export async function coverImage(opts: { label?: string; seed: string; tone?: 'blue' | 'navy' | 'orange' }): Promise<{ data: Buffer; mimetype: string; ext: string }> {
  return jpeg(await svgToJpeg(coverSvg(opts), 84))
}

/** 900x1200 certificate-style honor image. JPEG. */
export async function honorImage(opts: { title: string; year: string }): Promise<{ data: Buffer; mimetype: string; ext: string }> {
  return jpeg(await svgToJpeg(honorSvg(opts), 86))
}

/** 400x400 scannable QR code (byte mode, level M), with a label underneath when given. PNG. */
export async function qrImage(opts: { text: string; label?: string }): Promise<{ data: Buffer; mimetype: string; ext: string }> {
  return png(await svgToPng(qrSvg(opts), { palette: true, colours: 32 }))
}

/** 480x120 transparent logo: brand mark + company name. PNG with alpha. */
export async function logoImage(opts: { name: string }): Promise<{ data: Buffer; mimetype: string; ext: string }> {
  return png(await svgToPng(logoSvg(opts), { palette: true, colours: 64 }))
}

/** 1280x720 video poster for a video of a `kind` of instrument, without words. JPEG. */
export async function videoPoster(opts: { kind: RenderKind }): Promise<{ data: Buffer; mimetype: string; ext: string }> {
  return jpeg(await svgToJpeg(posterSvg(opts), 84))
}
