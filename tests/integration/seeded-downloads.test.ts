import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { dispatch } from '@/contract/dispatch.server'
import { formatSize } from '@/lib/format'
import { uploadRoot } from '@/lib/upload-root'
import { downloads } from '@/seed/content'
import { seed } from '@/seed/seed'

import { call } from '../setup/contract'
import { testPayload } from '../setup/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

/** Each seeded download's file record and the bytes of its file on disk, by file name. */
async function seededFiles() {
  const { docs } = await payload.find({ collection: 'files', where: { filename: { in: downloads.map((item) => item.fileName) } }, limit: 100, overrideAccess: true, depth: 0 })
  return new Map(docs.map((doc) => [doc.filename!, { doc, bytes: fs.readFileSync(path.join(uploadRoot(), 'files', doc.filename!)) }]))
}

/** Checks that `bytes` is a whole PDF: its cross-reference table finds every object where it says; answers its page count. */
function pdfPages(bytes: Buffer): number {
  const text = bytes.toString('latin1')
  expect(text.startsWith('%PDF-1.')).toBe(true)
  expect(text.endsWith('%%EOF\n')).toBe(true)
  const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1])
  expect(text.slice(xref, xref + 5)).toBe('xref\n')
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(xref)) ?? []
  expect(Number(first)).toBe(0)
  const rows = text
    .slice(xref)
    .split('\n')
    .slice(2, 2 + Number(count))
  expect(rows[0]).toBe('0000000000 65535 f ')
  for (const [number, row] of rows.entries()) {
    if (number === 0) continue
    expect(row).toMatch(/^\d{10} 00000 n $/)
    expect(text.slice(Number(row.slice(0, 10))).startsWith(`${number} 0 obj\n`)).toBe(true)
  }
  expect(text).toMatch(new RegExp(`trailer\\n<< /Size ${count} /Root 1 0 R`))
  const pages = text.match(/\/Type \/Page /g)?.length ?? 0
  expect(Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)?.[1])).toBe(pages)
  return pages
}

/** Checks that `bytes` is a whole stored ZIP: the end record, the central directory and each entry with its CRC; answers the names. */
function zipNames(bytes: Buffer): string[] {
  const end = bytes.length - 22
  expect(bytes.readUInt32LE(end)).toBe(0x06054b50)
  const count = bytes.readUInt16LE(end + 10)
  const directorySize = bytes.readUInt32LE(end + 12)
  const directoryAt = bytes.readUInt32LE(end + 16)
  expect(directoryAt + directorySize).toBe(end)
  const names: string[] = []
  let at = directoryAt
  for (let index = 0; index < count; index += 1) {
    expect(bytes.readUInt32LE(at)).toBe(0x02014b50)
    const [method, crc, size, nameLength, extraLength, commentLength, local] = [
      bytes.readUInt16LE(at + 10),
      bytes.readUInt32LE(at + 16),
      bytes.readUInt32LE(at + 20),
      bytes.readUInt16LE(at + 28),
      bytes.readUInt16LE(at + 30),
      bytes.readUInt16LE(at + 32),
      bytes.readUInt32LE(at + 42),
    ]
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength))
    expect(bytes.readUInt32LE(local)).toBe(0x04034b50)
    const dataAt = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28)
    expect(method).toBe(0)
    expect(zlib.crc32(bytes.subarray(dataAt, dataAt + size))).toBe(crc)
    at += 46 + nameLength + extraLength + commentLength
  }
  expect(at).toBe(end)
  return names
}

describe('seeded downloads', () => {
  it('weigh what such files weigh, in all at most 30 MB; the recorded size is the size on disk and the one the download shows', async () => {
    const files = await seededFiles()
    expect([...files.keys()].sort()).toEqual(downloads.map((item) => item.fileName).sort())
    let total = 0
    for (const item of downloads) {
      const { doc, bytes } = files.get(item.fileName)!
      expect(doc.filesize, item.fileName).toBe(bytes.length)
      total += bytes.length
      if (item.fileKind === 'txt') expect(bytes.length).toBeGreaterThan(0)
      else expect(bytes.length, item.fileName).toBeGreaterThanOrEqual(100 * 1024)
      const { docs } = await payload.find({ collection: 'downloads', where: { title: { equals: item.title } }, overrideAccess: true, depth: 0 })
      expect(docs[0].size, item.fileName).toBe(bytes.length)
    }
    // The test suites keep several seeded caches: the seed's downloads stay modest.
    expect(total).toBeLessThanOrEqual(30_000_000)

    // The download centre's list answers the real sizes, shown in KB and MB (all its pages: other files may have added downloads).
    const listed: { title: string; size: number }[] = []
    for (let page = 1; ; page += 1) {
      const { body } = await call<{ list: { title: string; size: number }[]; total: number }>('/api/index/download', { body: { page, size: 50 } })
      listed.push(...body.data.list.filter((row) => downloads.some((item) => item.title === row.title)))
      if (page * 50 >= body.data.total) break
    }
    expect(listed.length).toBe(downloads.length)
    for (const row of listed) {
      const item = downloads.find((candidate) => candidate.title === row.title)!
      expect(row.size).toBe(files.get(item.fileName)!.bytes.length)
      if (item.fileKind !== 'txt') expect(formatSize(row.size)).toMatch(/^\d+(\.\d)? (KB|MB)$/)
    }
    const manual = downloads.find((item) => item.fileName === 'PSD-Series-User-Manual-V3.2.pdf')!
    expect(formatSize(files.get(manual.fileName)!.bytes.length)).toMatch(/^2\.\d MB$/)
  })

  it('are whole files: multi-page PDFs, ZIPs whose entries check out', async () => {
    const files = await seededFiles()
    for (const item of downloads) {
      const { bytes } = files.get(item.fileName)!
      if (item.fileKind === 'pdf') expect(pdfPages(bytes), item.fileName).toBeGreaterThanOrEqual(3)
      if (item.fileKind === 'zip') {
        const names = zipNames(bytes)
        expect(names.length, item.fileName).toBeGreaterThanOrEqual(3)
        expect(names).toContain(`${item.fileName.replace(/\.zip$/, '')}/README.txt`)
      }
    }
    // A manual's text is the product's: its models and their specifications.
    const manual = files.get('PSD-Series-User-Manual-V3.2.pdf')!.bytes.toString('latin1')
    expect(manual).toContain('(PSD Series programmable DC power supplies) Tj')
    expect(manual).toMatch(/\(PSD-\d+-\d+C {2}[A-Z]/)
  })

  it('download whole: the file answered is as long as its record says', async () => {
    const item = downloads.find((candidate) => candidate.fileKind === 'zip' && !candidate.memberOnly)!
    const { docs } = await payload.find({ collection: 'downloads', where: { title: { equals: item.title } }, overrideAccess: true, depth: 0 })
    const answer = await dispatch(new Request(`http://localhost:3000/api/index/download_file?id=${docs[0].id}`, { headers: { host: 'localhost:3000' } }), 'index', 'download_file')
    const bytes = Buffer.from(await answer.arrayBuffer())
    expect(bytes.length).toBe(docs[0].size)
    expect(Number(answer.headers.get('content-length'))).toBe(bytes.length)
    expect(bytes.equals((await seededFiles()).get(item.fileName)!.bytes)).toBe(true)
  })
})
