import type { siteConfig } from '@/data/site.server'

type SiteConfig = Awaited<ReturnType<typeof siteConfig>>

export type QrLabels = { wechat: string; weibo: string; douyin: string }

/** The WeChat, Weibo and Douyin QR codes of the site config that staff have uploaded (footer, contact pages). */
export function socialQrCodes(config: SiteConfig, labels: QrLabels): { label: string; src: string }[] {
  return [
    { label: labels.wechat, src: config.wechat_img },
    { label: labels.weibo, src: config.weibo_img },
    { label: labels.douyin, src: config.douyin_img },
  ].filter((qr) => qr.src)
}
