'use client'

import { Button, toast, useConfig, useListDrawerContext, useListQuery } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { useState } from 'react'

import { formatCount } from '@/lib/format'

/** The parameters of the list's URL that choose its rows: the filter, the search box and the order. */
const chosenRows = (key: string) => key === 'search' || key === 'sort' || key === 'where' || key.startsWith('where[')

/** The name the server gave the file (filename*, RFC 5987), else a plain one. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? ''
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded)
    } catch {}
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback
}

async function failure(response: Response): Promise<string> {
  if (response.status === 401) return '登录已过期，请重新登录后再导出'
  if (response.status === 403) return '没有导出这些数据的权限'
  const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
  return body?.errors?.[0]?.message ?? '导出失败，请稍后再试'
}

/**
 * 导出 Excel above a lead or member list: downloads exactly the rows the list
 * shows (the filter, search and sort in its URL, which Payload's list keeps in
 * step with what it shows), every page of them.
 */
export function ExportButton() {
  const { collectionSlug, data } = useListQuery()
  const { isInDrawer } = useListDrawerContext()
  const { config } = useConfig()
  const searchParams = useSearchParams()
  const [busy, setBusy] = useState(false)
  if (isInDrawer || !collectionSlug) return null

  const total = data?.totalDocs ?? 0
  const exportRows = async () => {
    const params = new URLSearchParams()
    for (const [key, value] of searchParams.entries()) if (chosenRows(key)) params.append(key, value)
    const query = params.toString()
    setBusy(true)
    try {
      const response = await fetch(`${config.routes.api}/${collectionSlug}/export${query ? `?${query}` : ''}`, { credentials: 'include' })
      if (!response.ok) {
        toast.error(await failure(response))
        return
      }
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = fileNameOf(response, `${collectionSlug}.xlsx`)
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } catch {
      toast.error('导出失败，请检查网络后重试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 'calc(var(--base) / 2)', marginBottom: 'calc(var(--base) / 2)' }}>
      <span style={{ color: 'var(--theme-elevation-500)', fontSize: '13px' }}>
        {busy ? `正在导出 ${formatCount(total)} 条记录，请稍候…` : `按当前筛选条件导出全部 ${formatCount(total)} 条记录`}
      </span>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy || total === 0} onClick={exportRows} id="staff-export">
        {busy ? '导出中…' : '导出 Excel'}
      </Button>
    </div>
  )
}
