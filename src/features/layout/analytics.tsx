import Script from 'next/script'

/** Baidu Tongji, only when site config names a site id. */
export function Analytics({ siteId }: { siteId: string }) {
  if (!/^[0-9a-f]{16,64}$/i.test(siteId)) return null
  return <Script id="baidu-tongji" src={`https://hm.baidu.com/hm.js?${siteId}`} strategy="afterInteractive" />
}
