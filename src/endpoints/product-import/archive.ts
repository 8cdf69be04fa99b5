import type { Readable } from 'node:stream'

import yauzl, { type Entry, type ZipFile } from 'yauzl'

import { ImportFileError, megabytes } from './import-error'

/** A zip entry as its central directory declares it, before anything is inflated. */
export type ArchiveEntry = { name: string; declaredBytes: number; isDirectory: boolean; entry: Entry }

export type Archive = {
  entries: ArchiveEntry[]
  /** The sum of the entries' declared sizes. */
  declaredBytes: number
  /** One entry's bytes, inflated by Node's zlib off the main thread; refused (null) past `limit`, or past its declared size. */
  read: (entry: ArchiveEntry, limit: number) => Promise<Buffer | null>
  /** One entry's bytes as they inflate (off the main thread, in small chunks); an error past its declared size. */
  stream: (entry: ArchiveEntry) => Promise<Readable>
  /** Whether every entry inflates to no more than it declares (nothing is kept). */
  inflatesAsDeclared: () => Promise<boolean>
}

/** Zip entry names: UTF-8 when flagged so, else as Windows in Chinese writes them (GBK, read as GB 18030). */
function decodeName(raw: Buffer, utf8Flag: boolean): string {
  if (!utf8Flag) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(raw)
    } catch {
      return new TextDecoder('gb18030').decode(raw)
    }
  }
  return raw.toString('utf8')
}

const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06])

/**
 * Whether the entries' data lie end to end from the start of the file to its
 * central directory, with nothing between or hidden among them: a reader that
 * walks the file from its start (ExcelJS's) then meets exactly the entries
 * whose declared sizes were checked.
 */
async function entriesTile(zip: ZipFile, data: Buffer, entries: Entry[]): Promise<boolean> {
  const end = data.lastIndexOf(END_OF_CENTRAL_DIRECTORY)
  if (end < 0 || end + 20 > data.length) return false
  const centralDirectory = data.readUInt32LE(end + 16)
  let expected = 0
  for (const entry of [...entries].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader)) {
    // A data descriptor (12 or 16 bytes, 20 or 24 in zip64) may follow an entry's data.
    const gap = entry.relativeOffsetOfLocalHeader - expected
    if (gap < 0 || (gap > 0 && ![12, 16, 20, 24].includes(gap))) return false
    const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true })
    expected = fileDataStart + entry.compressedSize
  }
  const tail = centralDirectory - expected
  return centralDirectory === 0xffffffff || tail === 0 || [12, 16, 20, 24].includes(tail)
}

function readEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = []
    zip.on('entry', (entry: Entry) => {
      entries.push(entry)
      zip.readEntry()
    })
    zip.once('end', () => resolve(entries))
    zip.once('error', reject)
    zip.readEntry()
  })
}

/** Reads a stream to its end, or gives up (null) once it passes `limit` bytes; `keep: false` only counts. */
function collect(stream: Readable, limit: number, keep = true): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        stream.destroy()
        resolve(null)
      } else if (keep) chunks.push(chunk)
    })
    stream.once('end', () => resolve(Buffer.concat(chunks)))
    stream.once('error', reject)
  })
}

type Limits = {
  /** At most this many entries. */
  entries: number
  /** At most this many bytes declared in all. */
  totalBytes: number
  /** What the staff member is told, in Chinese, when a limit is passed (the archive's declared size in MB). */
  tooLarge: (declaredMegabytes: string) => string
  unreadable: string
}

/**
 * A zip read by its central directory: its entries and their declared sizes
 * first, so a bomb is refused before a byte is inflated (more than
 * `limits.entries` entries, or more than `limits.totalBytes` declared); each
 * entry is inflated only when read, bounded by its declared size and a limit.
 */
export async function openArchive(data: Buffer, limits: Limits): Promise<Archive> {
  let zip: ZipFile
  let entries: Entry[]
  try {
    zip = await yauzl.fromBufferPromise(data, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true })
    if (zip.entryCount > limits.entries) throw new ImportFileError(limits.tooLarge(`${zip.entryCount} 个文件`))
    entries = await readEntries(zip)
  } catch (error) {
    if (error instanceof ImportFileError) throw error
    throw new ImportFileError(limits.unreadable)
  }
  const declaredBytes = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0)
  if (declaredBytes > limits.totalBytes) throw new ImportFileError(limits.tooLarge(megabytes(declaredBytes)), 413)
  if (entries.some((entry) => entry.isEncrypted()) || !(await entriesTile(zip, data, entries).catch(() => false))) throw new ImportFileError(limits.unreadable)
  return {
    entries: entries.map((entry) => {
      const name = decodeName(entry.fileNameRaw, (entry.generalPurposeBitFlag & 0x800) !== 0).replace(/\\/g, '/')
      return { name, declaredBytes: entry.uncompressedSize, isDirectory: name.endsWith('/'), entry }
    }),
    declaredBytes,
    read: async ({ entry }, limit) => {
      if (entry.uncompressedSize > limit) return null
      const stream = await zip.openReadStreamPromise(entry)
      return collect(stream, limit)
    },
    stream: ({ entry }) => zip.openReadStreamPromise(entry),
    // yauzl stops an entry that inflates past its declared size with an error.
    inflatesAsDeclared: async () => {
      for (const entry of entries) {
        const counted = await zip
          .openReadStreamPromise(entry)
          .then((stream) => collect(stream, entry.uncompressedSize, false))
          .catch(() => null)
        if (counted === null) return false
      }
      return true
    },
  }
}
