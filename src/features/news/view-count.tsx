'use client'

import { useEffect, useState } from 'react'

import { viewsText, type ViewsLabels } from './views-label'

/**
 * 浏览 N 次: the article page is cached, so the view is counted from the
 * browser (POST /api/index/news_view), which answers with the live count.
 */
export function ViewCount({ id, initial, labels }: { id: number; initial: number; labels: ViewsLabels }) {
  const [views, setViews] = useState(initial)
  const [counted, setCounted] = useState(false)
  useEffect(() => {
    let live = true
    fetch('/api/index/news_view?lang=zh-cn', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id }), credentials: 'include' })
      .then((response) => response.json() as Promise<{ code: number; data?: { views: number } }>)
      .then((body) => {
        if (live && body.code === 1 && body.data) {
          setViews(body.data.views)
          setCounted(true)
        }
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [id])
  // data-counted: the live figure, after this view was counted.
  return <span data-counted={counted || undefined}>{viewsText(labels, views)}</span>
}
