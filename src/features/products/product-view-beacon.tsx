'use client'

import { useEffect } from 'react'

/** The product page is cached, so its view is counted from the browser (POST /api/index/product_view). */
export function ProductViewBeacon({ id }: { id: number }) {
  useEffect(() => {
    fetch('/api/index/product_view?lang=zh-cn', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id }), keepalive: true }).catch(
      () => undefined,
    )
  }, [id])
  return null
}
