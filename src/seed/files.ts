import crypto from 'node:crypto'
import zlib from 'node:zlib'

/**
 * Real documents for the seeded downloads: multi-page PDFs (text pages and
 * figure images), stored ZIP archives. Every byte depends only on the
 * arguments, so each seed writes the same files.
 */

/**
 * `length` pseudo-random bytes that depend only on `seed`: the AES-128-CTR
 * key stream of a key hashed from it (native, hundreds of MB per second).
 */
export function pseudoRandomBytes(seed: string, length: number): Buffer {
  const key = crypto.createHash('sha256').update(seed).digest().subarray(0, 16)
  return crypto.createCipheriv('aes-128-ctr', key, Buffer.alloc(16)).update(Buffer.alloc(length))
}

/**
 * The grey pixels of a scanned page or a photographed figure: light, noisy
 * paper texture (values 192…255, six random bits each), `seed`-determined.
 */
export function scanPixels(seed: string, length: number): Buffer {
  const pixels = pseudoRandomBytes(seed, length)
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (pixels[index] & 0x3f) | 0xc0
  return pixels
}

/* ------------------------------------------------------------------- PDF */

export type PdfLine = { text: string; size?: number; bold?: boolean }
/** A grey image (one byte a pixel, row by row) shown under the page's text, with its caption. */
export type PdfFigure = { width: number; height: number; pixels: Buffer; caption: string }
export type PdfPage = { lines: PdfLine[]; figure?: PdfFigure }

/** Characters outside Latin-1 as WinAnsiEncoding writes them, or in ASCII. */
const WIN_ANSI: Record<string, string> = {
  '–': '\x96',
  '—': '\x97',
  '‘': '\x91',
  '’': '\x92',
  '“': '\x93',
  '”': '\x94',
  '•': '\x95',
  μ: '\xb5',
  '−': '-',
  '≤': '<=',
  '≥': '>=',
  Ω: 'Ohm',
}

/** A PDF string's bytes (latin1) in Helvetica's WinAnsiEncoding, escaped; what it cannot show (Chinese) is left out. */
function pdfText(value: string): string {
  return value.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, (char) => WIN_ANSI[char] ?? (char >= '\xa0' && char <= '\xff' ? char : ''))
}

/** `text` broken into lines of at most `width` characters, at spaces. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

const PAGE_WIDTH = 595 // A4 in points
const PAGE_HEIGHT = 842
const MARGIN = 56

function pageContent(page: PdfPage, footer: string): string {
  const ops: string[] = []
  let y = PAGE_HEIGHT - 72
  for (const line of page.lines) {
    const size = line.size ?? 10
    ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y} Td (${pdfText(line.text)}) Tj ET`)
    y -= Math.round(size * 1.5)
  }
  if (page.figure) {
    // As wide as the text, or less when the page's text leaves too little height; never distorted.
    const scale = Math.min((PAGE_WIDTH - 2 * MARGIN) / page.figure.width, (y - 90) / page.figure.height)
    const [width, height] = [page.figure.width * scale, page.figure.height * scale].map((value) => Math.round(value))
    y -= height + 10
    ops.push(`q ${width} 0 0 ${height} ${MARGIN} ${y} cm /Im1 Do Q`)
    ops.push(`BT /F1 9 Tf ${MARGIN} ${y - 16} Td (${pdfText(page.figure.caption)}) Tj ET`)
  }
  ops.push(`BT /F1 8 Tf ${MARGIN} 40 Td (${pdfText(footer)}) Tj ET`)
  return ops.join('\n')
}

/**
 * A PDF 1.4 document of A4 pages: text in Helvetica (ASCII only), each
 * page's figure an uncompressed grey image, every page numbered in its footer.
 */
export function pdfDocument(pages: PdfPage[], info: { title: string; author: string }): Buffer {
  const objects: (string | Buffer[])[] = [] // object n is objects[n - 1]
  const add = (object: string | Buffer[]) => objects.push(object)
  add('<< /Type /Catalog /Pages 2 0 R >>')
  add('') // the page tree, once the pages' numbers are known
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  add(`<< /Title (${pdfText(info.title)}) /Author (${pdfText(info.author)}) /Producer (${pdfText(info.author)} demo seed) >>`)
  const infoNumber = objects.length
  const pageNumbers: number[] = []
  for (const [index, page] of pages.entries()) {
    const content = pageContent(page, `${info.title}  -  ${index + 1} / ${pages.length}`)
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`)
    const contentNumber = objects.length
    let xObject = ''
    if (page.figure) {
      const { width, height, pixels } = page.figure
      if (pixels.length !== width * height) throw new Error(`pdfDocument: a ${width}×${height} figure needs ${width * height} bytes, not ${pixels.length}`)
      add([
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n`,
          'latin1',
        ),
        pixels,
        Buffer.from('\nendstream', 'latin1'),
      ])
      xObject = ` /XObject << /Im1 ${objects.length} 0 R >>`
    }
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Contents ${contentNumber} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >>${xObject} >> >>`)
    pageNumbers.push(objects.length)
  }
  objects[1] = `<< /Type /Pages /Kids [${pageNumbers.map((number) => `${number} 0 R`).join(' ')}] /Count ${pages.length} >>`

  // The header's second line marks the file as binary (bytes above 127), as the specification advises.
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let offset = parts[0].length
  const offsets: number[] = []
  const push = (part: Buffer) => {
    parts.push(part)
    offset += part.length
  }
  for (const [index, object] of objects.entries()) {
    offsets.push(offset)
    push(Buffer.from(`${index + 1} 0 obj\n`, 'latin1'))
    for (const part of typeof object === 'string' ? [Buffer.from(object, 'latin1')] : object) push(part)
    push(Buffer.from('\nendobj\n', 'latin1'))
  }
  const xref = offset
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  tail += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoNumber} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  push(Buffer.from(tail, 'latin1'))
  return Buffer.concat(parts)
}

/* ------------------------------------------------------------------- ZIP */

/**
 * The fields a ZIP entry's local header and its central directory header
 * share, in the same order from `at` on: version needed (2.0), flags (UTF-8
 * names), stored, the time 1980-01-01 00:00 (the format's first day: no
 * date, so the bytes stay the same), the CRC, both sizes (stored: equal) and
 * the name's length.
 */
function writeEntryFields(header: Buffer, at: number, crc: number, size: number, nameLength: number): void {
  header.writeUInt16LE(20, at)
  header.writeUInt16LE(0x0800, at + 2)
  header.writeUInt16LE((1 << 5) | 1, at + 8) // DOS date: day 1 of month 1 of 1980
  header.writeUInt32LE(crc, at + 10)
  header.writeUInt32LE(size, at + 14)
  header.writeUInt32LE(size, at + 18)
  header.writeUInt16LE(nameLength, at + 22)
}

/** A stored (uncompressed) ZIP archive of the given files: text (written as UTF-8) or bytes. */
export function zipArchive(entries: { name: string; content: string | Buffer }[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const data = typeof entry.content === 'string' ? Buffer.from(entry.content, 'utf8') : entry.content
    const crc = zlib.crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    writeEntryFields(local, 4, crc, data.length, name.length)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // made by version 2.0
    writeEntryFields(central, 6, crc, data.length, name.length)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    centrals.push(central, name)
    offset += local.length + name.length + data.length
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(centralSize, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, ...centrals, end])
}
