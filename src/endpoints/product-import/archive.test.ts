import ExcelJS from 'exceljs'
import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'

import { ImportFileError, MAX_ROWS } from './import-error'
import { openZip } from './images'
import { readSheet } from './parse'

const LOCAL = 0x04034b50
const CENTRAL = 0x02014b50
const END = 0x06054b50

const zipOf = async (files: Record<string, Buffer | string>) => {
  const zip = new JSZip()
  for (const [name, content] of Object.entries(files)) zip.file(name, content)
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })
}

/** The archive with one entry's declared size rewritten, in its local header and in the central directory (a bomb's claim, true or not). */
function declare(data: Buffer, name: string, size: number): Buffer {
  const patched = Buffer.from(data)
  for (let offset = 0; offset < patched.length - 46; offset += 1) {
    const signature = patched.readUInt32LE(offset)
    if (signature === LOCAL && patched.toString('utf8', offset + 30, offset + 30 + patched.readUInt16LE(offset + 26)) === name) patched.writeUInt32LE(size, offset + 22)
    if (signature === CENTRAL && patched.toString('utf8', offset + 46, offset + 46 + patched.readUInt16LE(offset + 28)) === name) patched.writeUInt32LE(size, offset + 24)
  }
  return patched
}

/** The archive with the last entry left out of its central directory: its data stays in the file, hidden from a reader of the directory. */
function hideLastEntry(data: Buffer): Buffer {
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  expect(data.readUInt32LE(end)).toBe(END)
  const start = data.readUInt32LE(end + 16)
  let offset = start
  let last = start
  while (data.readUInt32LE(offset) === CENTRAL) {
    last = offset
    offset += 46 + data.readUInt16LE(offset + 28) + data.readUInt16LE(offset + 30) + data.readUInt16LE(offset + 32)
  }
  const trailer = Buffer.from(data.subarray(end))
  trailer.writeUInt16LE(trailer.readUInt16LE(8) - 1, 8)
  trailer.writeUInt16LE(trailer.readUInt16LE(10) - 1, 10)
  trailer.writeUInt32LE(last - start, 12)
  return Buffer.concat([data.subarray(0, last), trailer])
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: ImportFileError) => error.message,
  )

describe('import archives are bounded before they are inflated', () => {
  it('refuses an image zip that declares more than it may unpack, at once', async () => {
    const bomb = declare(await zipOf({ 'PSD-1.png': Buffer.alloc(1024) }), 'PSD-1.png', 1024 * 1024 * 1024)
    // The entry holds 1 KB of zeros: had it been inflated, it would have shown as a broken image, not this.
    expect(await refusal(openZip(bomb))).toMatch(/^图片压缩包解压后过大（1024 MB，上限 400 MB、5000 个文件）/)

    const many = await zipOf(Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`PSD-${index}.png`, Buffer.alloc(16)])))
    let declared = many
    for (let index = 0; index < 40; index += 1) declared = declare(declared, `PSD-${index}.png`, 25 * 1024 * 1024)
    expect(await refusal(openZip(declared))).toMatch(/^图片压缩包解压后过大（1000 MB/)
  })

  it('stops an image that inflates past what it declares, and refuses data hidden from the directory', async () => {
    const liar = declare(await zipOf({ 'PSD-1.png': Buffer.alloc(21 * 1024 * 1024) }), 'PSD-1.png', 1024)
    const images = await openZip(liar)
    expect([...images.unreadable]).toEqual([['PSD-1.png', '已损坏，无法解压']])

    const hidden = hideLastEntry(await zipOf({ 'PSD-1.png': Buffer.alloc(64), 'PSD-2.png': Buffer.alloc(64 * 1024) }))
    expect(await refusal(openZip(hidden))).toMatch(/^无法读取图片压缩包/)
  })

  it('refuses a workbook that declares a sheet of hundreds of megabytes, or inflates past its claim', async () => {
    const workbook = new ExcelJS.Workbook()
    workbook.addWorksheet('产品').addRow(['分类', '型号', '产品名称'])
    workbook.getWorksheet('产品')!.addRow(['可编程直流电源', 'PSD-1', '电源'])
    const data = Buffer.from(await workbook.xlsx.writeBuffer())
    expect((await readSheet(data, 'x.xlsx')).rows).toHaveLength(1)
    const bomb = declare(data, 'xl/worksheets/sheet1.xml', 300 * 1024 * 1024)
    expect(await refusal(readSheet(bomb, 'x.xlsx'))).toMatch(/^表格文件解压后过大（30\d MB，上限 64 MB）/)
    const liar = declare(data, 'xl/worksheets/sheet1.xml', 10)
    expect(await refusal(readSheet(liar, 'x.xlsx'))).toMatch(/^无法读取这个 Excel 文件/)
  })

  it('reads a sheet row by row and stops at the row cap', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('产品')
    sheet.addRow(['分类', '型号', '产品名称'])
    for (let index = 0; index < MAX_ROWS + 500; index += 1) sheet.addRow(['可编程直流电源', `PSD-${index}`, '电源'])
    const data = Buffer.from(await workbook.xlsx.writeBuffer())
    expect(await refusal(readSheet(data, 'x.xlsx'))).toBe(`文件中的产品多于 ${MAX_ROWS} 行，超过单次导入上限，请拆分成多个文件分批导入`)
  })
})
