import type { Payload, TypedUser } from 'payload'

import { sameImage, type ImageEntry, type ZipImages } from './images'
import type { ExistingProduct, PlannedImport, ProductWrite } from './plan'

export type RowResult = { row: number; model: string; action: 'create' | 'update'; productId?: number; error?: string }

export type ImportSummary = {
  counts: { created: number; updated: number; unchanged: number; skipped: number; failed: number; images: number }
  results: RowResult[]
}

export type Progress = { done: number; total: number }

/** What went wrong saving a row, for staff: Payload's validation messages when it gave some. */
function failureText(error: unknown): string {
  const data = (error as { data?: { errors?: { message?: string; path?: string }[] } }).data
  const messages = data?.errors?.map((item) => [item.path, item.message].filter(Boolean).join('：')).filter(Boolean) ?? []
  if (messages.length) return messages.join('；')
  const message = error instanceof Error ? error.message : String(error)
  if (/unique|duplicate/i.test(message)) return '型号已被其他产品使用'
  return message.slice(0, 200) || '未知错误'
}

/**
 * Writes the planned rows in file order through the Local API as the staff
 * user who asked (access rules, hooks, the audit trail, search index and
 * cache expiry all run), one product at a time, reporting progress after
 * each. A row that fails is reported and the rest go on. Images come from the
 * zip: a picture the product already shows, or one already in the media
 * library (same name and size, e.g. from an import that stopped half way),
 * is reused rather than uploaded again.
 */
export async function applyImport(options: {
  payload: Payload
  user: TypedUser
  planned: PlannedImport
  existing: Map<string, ExistingProduct>
  zip: ZipImages | null
  onProgress?: (progress: Progress) => void
}): Promise<ImportSummary> {
  const { payload, user, planned, existing, zip } = options
  const access = { user, overrideAccess: false } as const
  const rows = planned.plan.rows.filter((row) => planned.writes.has(row.row))
  const summary: ImportSummary = {
    counts: { created: 0, updated: 0, unchanged: planned.plan.counts.unchanged, skipped: planned.plan.counts.error, failed: 0, images: 0 },
    results: [],
  }

  async function storedImage(entry: ImageEntry, write: ProductWrite, product: ExistingProduct | undefined): Promise<number> {
    const shown = product?.gallery.find((image) => sameImage(image, entry))
    if (shown) return shown.id
    const { docs } = await payload.find({
      collection: 'media',
      where: { and: [{ filesize: { equals: entry.size } }, { mimeType: { equals: entry.mimeType } }] },
      depth: 0,
      limit: 20,
      pagination: false,
      ...access,
      select: { filename: true, filesize: true },
    })
    const known = docs.find((doc) => sameImage({ filename: doc.filename ?? '', filesize: doc.filesize ?? -1 }, entry))
    if (known) return known.id
    if (!zip) throw new Error('缺少图片压缩包')
    const data = await zip.read(entry.path)
    const media = await payload.create({
      collection: 'media',
      data: { alt: `${write.model} ${write.name}` },
      file: { data, name: entry.name, mimetype: entry.mimeType, size: data.length },
      ...access,
    })
    summary.counts.images += 1
    return media.id
  }

  for (const [index, row] of rows.entries()) {
    const write = planned.writes.get(row.row)!
    const product = existing.get(write.model)
    const action = row.action === 'create' ? 'create' : 'update'
    const result: RowResult = { row: row.row, model: write.model, action, productId: product?.id }
    try {
      const gallery: number[] | undefined = write.images ? [] : undefined
      for (const entry of write.images ?? []) gallery!.push(await storedImage(entry, write, product))
      const data = {
        model: write.model,
        name: write.name,
        category: write.category,
        ...(write.series !== undefined ? { series: write.series } : {}),
        ...(write.summary !== undefined ? { summary: write.summary } : {}),
        params: write.params.map((param) => ({ key: param.key, value: param.value, text: param.text })),
        ...(gallery ? { gallery } : {}),
        _status: write.status,
      }
      const draft = write.status === 'draft'
      if (product) {
        await payload.update({ collection: 'products', id: product.id, data, draft, ...access })
        summary.counts.updated += 1
      } else {
        const created = await payload.create({ collection: 'products', data, draft, ...access })
        result.productId = created.id
        summary.counts.created += 1
      }
    } catch (error) {
      result.error = `第 ${row.row} 行：保存失败，${failureText(error)}`
      summary.counts.failed += 1
      payload.logger.warn({ err: error, row: row.row, model: write.model }, 'product import: a row failed')
    }
    summary.results.push(result)
    options.onProgress?.({ done: index + 1, total: rows.length })
  }
  return summary
}
