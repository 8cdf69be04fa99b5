import type { siteConfig } from '@/data/site.server'

type SiteConfig = Awaited<ReturnType<typeof siteConfig>>

/** The WeChat, Weibo and Douyin QR codes of the site config that staff have uploaded (footer, contact pages). */
export function socialQrCodes(config: SiteConfig): { label: string; src: string }[] {
  return [
    { label: '微信公众号', src: config.wechat_img },
    { label: '官方微博', src: config.weibo_img },
    { label: '抖音号', src: config.douyin_img },
  ].filter((qr) => qr.src)
}
