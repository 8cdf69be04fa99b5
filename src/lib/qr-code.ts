import QRCode from 'qrcode'

/**
 * QR codes, by the `qrcode` package (ISO/IEC 18004), at error correction level M.
 * `qrModules` gives the matrix for drawings of our own (the seed's social QR
 * images); `qrCodeSvg` a whole SVG for a page (the printable datasheet).
 */

/** The modules of the QR code of `text` in byte mode, row by row, true = dark. Throws when the text does not fit version 40. */
export function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }], { errorCorrectionLevel: 'M' })
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, column) => modules.get(row, column) === 1))
}

/**
 * The QR code of `text` as an SVG document (rendered on the server, so the page
 * needs no script for it), with a quiet zone of `margin` modules; its size comes
 * from the CSS of the element that holds it.
 */
export async function qrCodeSvg(text: string, { margin = 2, dark = '#0a1f3c' }: { margin?: number; dark?: string } = {}): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin, color: { dark, light: '#ffffff' } })
}
