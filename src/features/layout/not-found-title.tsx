'use client'

import { useEffect } from 'react'

/**
 * The 404's title in the browser too: Next draws the first 404 of a path of a
 * cached screen in the browser (vercel/next.js#62228) and gives it the
 * layout's default title, though the server's HTML carried the 404's own.
 */
export function NotFoundTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}
