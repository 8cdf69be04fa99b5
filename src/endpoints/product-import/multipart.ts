import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'

import busboy from 'busboy'

import { ImportFileError, MAX_SHEET_BYTES, MAX_ZIP_BYTES, megabytes } from './import-error'

export type UploadedFile = { name: string; data: Buffer }
export type ImportUpload = { file: UploadedFile; images: UploadedFile | null }

const FIELDS: Record<string, { limit: number; tooLarge: string }> = {
  file: { limit: MAX_SHEET_BYTES, tooLarge: `表格文件超过 ${megabytes(MAX_SHEET_BYTES)}，请删去多余的内容或拆分后再导入` },
  images: { limit: MAX_ZIP_BYTES, tooLarge: `图片压缩包超过 ${megabytes(MAX_ZIP_BYTES)}，请压缩图片或分成几批导入` },
}
/** Room for the multipart boundaries and headers around the two files. */
const ENVELOPE_BYTES = 64 * 1024

/**
 * The import's multipart body: `file` (the sheet) and optionally `images`
 * (a zip), each held in memory up to its limit and refused as soon as it
 * passes it, so a body past the limits is never read whole.
 */
export function readImportUpload(request: Request): Promise<ImportUpload> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data') || !request.body) {
    return Promise.reject(new ImportFileError('请选择要导入的 .xlsx 或 .csv 文件'))
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_SHEET_BYTES + MAX_ZIP_BYTES + ENVELOPE_BYTES) {
    return Promise.reject(new ImportFileError(`上传的文件太大：表格文件不超过 ${megabytes(MAX_SHEET_BYTES)}，图片压缩包不超过 ${megabytes(MAX_ZIP_BYTES)}`, 413))
  }
  return new Promise((resolve, reject) => {
    const files = new Map<string, UploadedFile>()
    let failed = false
    const input = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>)
    const parser = busboy({ headers: { 'content-type': type }, defParamCharset: 'utf8', limits: { files: 2, fields: 10, fieldSize: 1024, fileSize: MAX_ZIP_BYTES + 1 } })
    const fail = (error: ImportFileError) => {
      if (failed) return
      failed = true
      input.unpipe(parser)
      input.destroy()
      reject(error)
    }
    parser.on('file', (field, stream, info) => {
      const spec = FIELDS[field]
      if (!spec || files.has(field)) {
        stream.resume()
        return
      }
      // Each chunk is copied as it arrives into one buffer no larger than the body: joining 200 MB of
      // chunks at the end would hold the event loop (and every other visitor) for a few hundred ms.
      const room = Math.min(spec.limit, declared > 0 ? declared : spec.limit)
      let data: Buffer | null = null
      let size = 0
      stream.on('data', (chunk: Buffer) => {
        if (failed) return
        if (size + chunk.length > spec.limit) return fail(new ImportFileError(spec.tooLarge, 413))
        if (size + chunk.length > room) return fail(new ImportFileError('上传中断或格式有误，请重新选择文件后再试'))
        data ??= Buffer.allocUnsafe(room)
        chunk.copy(data, size)
        size += chunk.length
      })
      stream.on('end', () => {
        if (!failed && data && size > 0) files.set(field, { name: info.filename || field, data: data.subarray(0, size) })
      })
    })
    parser.on('error', () => fail(new ImportFileError('上传中断或格式有误，请重新选择文件后再试')))
    parser.on('close', () => {
      if (failed) return
      const file = files.get('file')
      if (!file) reject(new ImportFileError('请选择要导入的 .xlsx 或 .csv 文件'))
      else resolve({ file, images: files.get('images') ?? null })
    })
    input.on('error', () => fail(new ImportFileError('上传中断，请重新选择文件后再试')))
    input.pipe(parser)
  })
}
