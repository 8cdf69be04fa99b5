import type { Endpoint, PayloadRequest } from 'payload'

import { staffRole } from '@/access/is-staff'

import { applyImport } from './apply'
import { existingProducts, importCategories } from './catalogue'
import { openZip } from './images'
import { ImportFileError } from './import-error'
import { readImportUpload } from './multipart'
import { readSheet } from './parse'
import { planImport, sheetModels } from './plan'
import { templateWorkbook } from './template'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })

function refuseUnlessStaff(req: PayloadRequest): Response | null {
  if (!req.user) return refuse(401, '请先登录后台')
  if (!staffRole(req)) return refuse(403, '只有后台员工可以导入产品')
  return null
}

/** An attachment's name for every browser: an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987). */
const attachment = (fileName: string, asciiFileName: string) => `attachment; filename="${asciiFileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`

/**
 * GET /cms-api/products/import-template: the .xlsx template of the product
 * import for the current categories and facets; with `?sample=1` the sample
 * file, which holds a few example products to try the import with.
 */
const templateEndpoint: Endpoint = {
  path: '/import-template',
  method: 'get',
  handler: async (req) => {
    const refusal = refuseUnlessStaff(req)
    if (refusal) return refusal
    const samples = req.searchParams.get('sample') === '1'
    const body = await templateWorkbook(await importCategories(req.payload), { samples })
    return new Response(new Uint8Array(body), {
      headers: {
        'content-type': XLSX,
        'content-disposition': samples ? attachment('产品导入示例.xlsx', 'product-import-sample.xlsx') : attachment('产品导入模板.xlsx', 'product-import-template.xlsx'),
        'cache-control': 'private, no-store',
      },
    })
  },
}

/**
 * POST /cms-api/products/import (multipart: `file`, the .xlsx or .csv sheet,
 * and optionally `images`, a zip). With `?dryRun=1` it answers the plan as
 * JSON and writes nothing. Otherwise it answers NDJSON as it goes: a `start`
 * line with the plan and the number of rows to write, a `progress` line
 * `{done, total}` after each row, then `done` with the summary (or `error`).
 * The import runs to its end even if the browser leaves. Staff only; a staff
 * cookie counts only from the site's own origins (Payload's csrf list).
 */
const importEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    const refusal = refuseUnlessStaff(req)
    if (refusal) return refusal
    const dryRun = ['1', 'true'].includes(req.searchParams.get('dryRun') ?? '')
    let prepared
    try {
      const upload = await readImportUpload(req as unknown as Request)
      const sheet = await readSheet(upload.file.data, upload.file.name)
      const zip = upload.images ? await openZip(upload.images.data) : null
      const categories = await importCategories(req.payload)
      const existing = await existingProducts(req.payload, sheetModels(sheet))
      const planned = planImport({ sheet, categories, existing, images: zip ?? undefined })
      prepared = { zip, existing, planned }
    } catch (error) {
      if (error instanceof ImportFileError) return refuse(error.status, error.message)
      throw error
    }
    const { zip, existing, planned } = prepared
    if (dryRun) return Response.json({ dryRun: true, ...planned.plan }, { headers: { 'cache-control': 'no-store' } })

    const user = req.user!
    const payload = req.payload
    const encoder = new TextEncoder()
    const sink: { output: ReadableStreamDefaultController<Uint8Array> | null } = { output: null }
    const send = (line: Record<string, unknown>) => {
      try {
        sink.output?.enqueue(encoder.encode(`${JSON.stringify(line)}\n`))
      } catch {
        sink.output = null
      }
    }
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        sink.output = controller
      },
      // The browser left: the import goes on, nobody reads its progress.
      cancel: () => {
        sink.output = null
      },
    })
    void (async () => {
      send({ type: 'start', total: planned.writes.size, plan: planned.plan })
      try {
        const summary = await applyImport({ payload, user, planned, existing, zip, onProgress: (progress) => send({ type: 'progress', ...progress }) })
        payload.logger.info({ user: user.id, ...summary.counts }, 'product import: done')
        send({ type: 'done', summary })
      } catch (error) {
        payload.logger.error({ err: error }, 'product import: stopped')
        send({ type: 'error', message: '导入中断：服务器出现错误，已导入的产品保留，可重新导入同一文件继续' })
      } finally {
        try {
          sink.output?.close()
        } catch {}
      }
    })()
    return new Response(body, {
      headers: {
        'content-type': 'application/x-ndjson; charset=utf-8',
        // no-transform keeps the site's compression from holding lines back; nginx is told not to buffer them either.
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
      },
    })
  },
}

export const productImportEndpoints: Endpoint[] = [templateEndpoint, importEndpoint]
