import type { Endpoint, PayloadRequest, Where } from 'payload'

import { staffRole } from '@/access/is-staff'

import type { ExportSlug } from './columns'
import { exportWorkbook, type ListQuery } from './export-workbook'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })

/** An attachment's name for every browser: an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987). */
export function contentDisposition(fileName: string, asciiFileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${asciiFileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encoded}`
}

/**
 * The list view's query from the request, as Payload's list view sends it:
 * `where` in qs form (already parsed by Payload with qs-esm) or as JSON,
 * `search` (the search box) and `sort` (one key or several, comma-separated).
 * Paging and columns are ignored: the export holds every matching row.
 */
export function listQuery(query: PayloadRequest['query']): ListQuery | null {
  let where: unknown = query.where
  if (typeof where === 'string') {
    try {
      where = JSON.parse(where)
    } catch {
      return null
    }
  }
  if (where !== undefined && (typeof where !== 'object' || where === null || Array.isArray(where))) return null
  const search = typeof query.search === 'string' && query.search.trim() ? query.search : undefined
  const sortParam = Array.isArray(query.sort) ? query.sort.join(',') : typeof query.sort === 'string' ? query.sort : ''
  const sort = sortParam
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
  return { where: where as Where | undefined, search, sort }
}

/**
 * GET /cms-api/<slug>/export: the rows of the admin list (its filter, search
 * and sort) as an .xlsx file. Leads for any staff member, members for admins
 * only; the collection's access rules apply to what is read. A staff cookie
 * counts only from the site's own origins (Payload's csrf list), like every
 * other admin read.
 */
export function staffExportEndpoint(slug: ExportSlug, options: { adminsOnly?: boolean } = {}): Endpoint {
  return {
    path: '/export',
    method: 'get',
    handler: async (req) => {
      const role = staffRole(req)
      if (!req.user) return refuse(401, '请先登录后台')
      if (!role || (options.adminsOnly && role !== 'admin')) return refuse(403, '没有导出这些数据的权限')
      const query = listQuery(req.query)
      if (!query) return refuse(400, '筛选条件无效，无法导出')
      try {
        const { body, fileName, asciiFileName } = await exportWorkbook({ payload: req.payload, user: req.user, slug, query })
        return new Response(body, {
          headers: {
            'content-type': XLSX,
            'content-disposition': contentDisposition(fileName, asciiFileName),
            'cache-control': 'private, no-store',
          },
        })
      } catch (error) {
        if ((error as { status?: number }).status === 400) return refuse(400, '筛选条件无效，无法导出')
        throw error
      }
    },
  }
}
