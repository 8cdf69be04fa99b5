import sharp from 'sharp'

import { openArchive } from './archive'
import { normaliseText } from './columns'
import { ImportFileError, MAX_IMAGE_BYTES, MAX_ZIP_ENTRIES, MAX_ZIP_UNPACKED_BYTES, megabytes } from './import-error'

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

/**
 * The images of an uploaded zip (folders, macOS resource forks and hidden
 * files skipped). The archive is refused by what its directory declares (too
 * many files, too much in all) before anything is inflated; an image declared
 * larger than the limit is reported without being inflated; each other image
 * is inflated once, bounded, to check that it is one, and again when uploaded.
 */
export async function openZip(data: Buffer): Promise<ZipImages> {
  const archive = await openArchive(data, {
    entries: MAX_ZIP_ENTRIES,
    totalBytes: MAX_ZIP_UNPACKED_BYTES,
    tooLarge: (declared) =>
      `图片压缩包解压后过大（${declared}，上限 ${megabytes(MAX_ZIP_UNPACKED_BYTES)}、${MAX_ZIP_ENTRIES} 个文件）：请分成几批导入，每张图片不超过 ${megabytes(MAX_IMAGE_BYTES)}`,
    unreadable: '无法读取图片压缩包：请上传 .zip 格式的压缩包（不支持 .rar、.7z 和加密的压缩包）',
  })
  const byPath = new Map(archive.entries.map((entry) => [entry.name, entry]))
  const entries: ImageEntry[] = []
  const ignored: string[] = []
  const unreadable = new Map<string, string>()
  for (const file of archive.entries) {
    const name = baseName(file.name)
    if (file.isDirectory || !name || name.startsWith('.') || file.name.startsWith('__MACOSX/')) continue
    const mimeType = MIME_TYPES[extensionOf(name)]
    if (!mimeType) {
      ignored.push(name)
      continue
    }
    const content = await archive.read(file, MAX_IMAGE_BYTES).catch(() => undefined)
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
      const file = byPath.get(path)
      const content = file ? await archive.read(file, MAX_IMAGE_BYTES).catch(() => null) : null
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
