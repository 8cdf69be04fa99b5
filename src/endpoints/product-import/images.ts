import JSZip from 'jszip'
import sharp from 'sharp'

import { normaliseText } from './columns'
import { ImportFileError, MAX_IMAGE_BYTES, megabytes } from './import-error'

export type ImageEntry = { path: string; name: string; size: number; mimeType: string }

export type ZipImages = {
  entries: ImageEntry[]
  /** Files in the zip that are not images (by their extension). */
  ignored: string[]
  /** Images that cannot be used, by path, with what is wrong in Chinese. */
  unreadable: Map<string, string>
  read: (path: string) => Promise<Buffer>
}

const MIME_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' }
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif'])

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''
const stemOf = (name: string) => name.replace(/\.[^.]+$/, '')
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1)

/** Zip entry names: UTF-8 when flagged so, else as Windows in Chinese writes them (GBK, read as GB 18030). */
function decodeFileName(bytes: string[] | Uint8Array | Buffer): string {
  const data = Array.isArray(bytes) ? Uint8Array.from(bytes.map((char) => char.charCodeAt(0))) : bytes
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data)
  } catch {
    return new TextDecoder('gb18030').decode(data)
  }
}

/** An entry's bytes, refused (null) past the limit while they are inflated, so a zip bomb stops early. */
function readBounded(file: JSZip.JSZipObject, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    // jszip's own stream (an old readable-stream): read through its events, it is not async-iterable.
    const stream = file.nodeStream('nodebuffer')
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) chunks.push(chunk)
      else {
        stream.pause()
        stream.removeAllListeners()
        resolve(null)
      }
    })
    stream.on('end', () => resolve(Buffer.concat(chunks)))
    stream.on('error', reject)
  })
}

/**
 * The images of an uploaded zip (folders, macOS resource forks and hidden
 * files skipped), each read once to learn its size and check that it is an
 * image; `read` inflates one again when it is uploaded.
 */
export async function openZip(data: Buffer): Promise<ZipImages> {
  let zip: JSZip
  try {
    zip = await JSZip.loadAsync(data, { decodeFileName, checkCRC32: true })
  } catch {
    throw new ImportFileError('无法读取图片压缩包：请上传 .zip 格式的压缩包（不支持 .rar、.7z）')
  }
  const entries: ImageEntry[] = []
  const ignored: string[] = []
  const unreadable = new Map<string, string>()
  for (const file of Object.values(zip.files)) {
    const name = baseName(file.name)
    if (file.dir || !name || name.startsWith('.') || file.name.startsWith('__MACOSX/')) continue
    const mimeType = MIME_TYPES[extensionOf(name)]
    if (!mimeType) {
      ignored.push(name)
      continue
    }
    const content = await readBounded(file, MAX_IMAGE_BYTES).catch(() => undefined)
    if (content === undefined) unreadable.set(file.name, '已损坏，无法解压')
    else if (content === null) unreadable.set(file.name, `超过 ${megabytes(MAX_IMAGE_BYTES)}，请压缩后再导入`)
    else {
      const format = await sharp(content)
        .metadata()
        .then((metadata) => metadata.format as string | undefined)
        .catch(() => undefined)
      if (!format || !FORMATS.has(format)) unreadable.set(file.name, '不是有效的图片文件')
    }
    entries.push({ path: file.name, name, size: content ? content.length : 0, mimeType })
  }
  return {
    entries,
    ignored,
    unreadable,
    read: async (path) => {
      const file = zip.file(path)
      const content = file ? await readBounded(file, MAX_IMAGE_BYTES) : null
      if (!content) throw new ImportFileError(`图片“${baseName(path)}”读取失败`)
      return content
    },
  }
}

const SUFFIX = /^(.+?)(?:[-_ ]|\s*[（(])(\d{1,2})[)）]?$/

/**
 * Zip images matched to models by file name: “PSD-6080.jpg” is the first
 * image of PSD-6080, “PSD-6080-2.jpg”, “PSD-6080_3.png”, “PSD-6080 (4).jpg”
 * the next ones in the order of their numbers. A file name that is itself a
 * model belongs to that model (“ABC-1.jpg” is ABC-1’s when the file has
 * ABC-1). Case and full-width forms are ignored.
 */
export function matchImages(entries: ImageEntry[], models: { model: string; fileName: string }[]) {
  const modelOf = new Map<string, string>()
  for (const { model, fileName } of models) if (!modelOf.has(fileName)) modelOf.set(fileName, model)
  const found = new Map<string, { entry: ImageEntry; order: number }[]>()
  const unmatched: string[] = []
  for (const entry of entries) {
    const stem = normaliseText(stemOf(entry.name)).toLowerCase()
    const suffixed = SUFFIX.exec(stem)
    const model = modelOf.get(stem) ?? (suffixed ? modelOf.get(suffixed[1].trim()) : undefined)
    if (!model) {
      unmatched.push(entry.name)
      continue
    }
    const order = modelOf.has(stem) ? 0 : Number(suffixed![2])
    found.set(model, [...(found.get(model) ?? []), { entry, order }])
  }
  const byModel = new Map<string, ImageEntry[]>()
  for (const [model, list] of found) {
    byModel.set(
      model,
      list.sort((a, b) => a.order - b.order || a.entry.name.localeCompare(b.entry.name)).map((item) => item.entry),
    )
  }
  return { byModel, unmatched }
}

/** The name without its extension and without the “-N” Payload adds when a file of that name exists already. */
const storedBase = (name: string) => stemOf(name).replace(/-\d+$/, '')

/**
 * Whether a stored image is this zip entry uploaded before: same size, same
 * extension and the same name up to the number Payload appends to keep names
 * unique. Payload keeps an uploaded original byte for byte, so the size of
 * the same file matches.
 */
export function sameImage(stored: { filename: string; filesize: number } | undefined, entry: ImageEntry): boolean {
  if (!stored) return false
  return stored.filesize === entry.size && extensionOf(stored.filename) === extensionOf(entry.name) && storedBase(stored.filename) === storedBase(entry.name)
}
