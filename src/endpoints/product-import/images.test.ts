import JSZip from 'jszip'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { openZip } from './images'

describe('openZip', () => {
  it('lists the images of a zip with their sizes, skips folders and resource forks, and tells broken images and other files apart', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const zip = new JSZip()
    zip.file('photos/PSD-1.png', png)
    zip.file('photos/PSD-2.jpg', 'not an image')
    zip.file('photos/readme.txt', 'text')
    zip.file('__MACOSX/photos/._PSD-1.png', 'fork')
    zip.file('.hidden.png', png)
    const images = await openZip(await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }))
    expect(images.entries).toEqual([
      { path: 'photos/PSD-1.png', name: 'PSD-1.png', size: png.length, mimeType: 'image/png' },
      { path: 'photos/PSD-2.jpg', name: 'PSD-2.jpg', size: 12, mimeType: 'image/jpeg' },
    ])
    expect([...images.unreadable]).toEqual([['photos/PSD-2.jpg', '不是有效的图片文件']])
    expect(images.ignored).toEqual(['readme.txt'])
    expect(Buffer.compare(await images.read('photos/PSD-1.png'), png)).toBe(0)
  })

  it('stops inflating an image past 20 MB (a zip bomb stays small in memory)', async () => {
    const zip = new JSZip()
    zip.file('PSD-1.png', Buffer.alloc(21 * 1024 * 1024))
    const data = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })
    expect(data.length).toBeLessThan(100_000)
    const images = await openZip(data)
    expect([...images.unreadable]).toEqual([['PSD-1.png', '超过 20 MB，请压缩后再导入']])
  })
})
