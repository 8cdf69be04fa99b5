import type { UploadField } from 'payload'

/** The picture a list shows beside an entry's title: without words, since the title beside it follows the site's language. */
export const coverField: UploadField = {
  name: 'cover',
  type: 'upload',
  label: '封面图',
  relationTo: 'media',
  admin: { description: '请使用不含文字的图片：标题会作为网页文字显示在旁边，并随网站语言切换，英文站显示英文标题。' },
}
