import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { AUDIT_WIDTHS } from '../e2e/layout-audit'
import { screensByLanguage } from '../e2e/public-routes'

const OUT = path.resolve('.tmp/shots')
const slug = (route: string) => route.replace(/^\//, '').replace(/[^A-Za-z0-9\u4e00-\u9fff]+/g, '_') || 'home'
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** How wide a thumbnail is on a sheet, and how many of the page's first pixels it shows (1.5 screens). */
const THUMB_WIDTH = 280
const LABEL_HEIGHT = 22

/**
 * `npm run shots`: every public screen in both languages at every width the
 * site serves. Each page is saved whole under .tmp/shots/<lang>-<width>/, and
 * one contact sheet per language and width (.tmp/shots/sheet-<lang>-<width>.png)
 * shows the first screen and a half of every page as a thumbnail with its path.
 */
test('contact sheets of every public screen', async ({ page, request }) => {
  const screens = await screensByLanguage(request)
  expect(screens.zh.length).toBeGreaterThan(20)
  fs.rmSync(OUT, { recursive: true, force: true })
  // Scroll-reveal content shows as a visitor finally sees it, not mid-fade.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const [lang, routes] of [
    ['zh', screens.zh],
    ['en', screens.en],
  ] as const) {
    for (const width of AUDIT_WIDTHS) {
      const height = width > 1024 ? 900 : 800
      const folder = path.join(OUT, `${lang}-${width}`)
      fs.mkdirSync(folder, { recursive: true })
      await page.setViewportSize({ width, height })
      const tiles: { route: string; image: Buffer }[] = []
      for (const route of routes) {
        await page.goto(route)
        await page.waitForLoadState('load')
        // A screen rendered per request shows its form once the part that follows the header is revealed, and a
        // captcha its picture once it has come.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        const whole = await page.screenshot({ fullPage: true, animations: 'disabled' })
        fs.writeFileSync(path.join(folder, `${slug(route)}.png`), whole)
        const meta = await sharp(whole).metadata()
        const top = await sharp(whole)
          .extract({ left: 0, top: 0, width: meta.width!, height: Math.min(meta.height!, Math.round(height * 1.5)) })
          .resize({ width: THUMB_WIDTH })
          .png()
          .toBuffer()
        tiles.push({ route, image: top })
      }
      const columns = width >= 1024 ? 5 : 8
      const tileHeight = Math.max(...(await Promise.all(tiles.map(async (tile) => (await sharp(tile.image).metadata()).height!)))) + LABEL_HEIGHT
      const rows = Math.ceil(tiles.length / columns)
      const gap = 8
      const sheetWidth = columns * (THUMB_WIDTH + gap) + gap
      const sheetHeight = rows * (tileHeight + gap) + gap + 32
      const labels = tiles
        .map((tile, index) => {
          const x = gap + (index % columns) * (THUMB_WIDTH + gap)
          const y = 32 + gap + Math.floor(index / columns) * (tileHeight + gap) + tileHeight - 6
          return `<text x="${x}" y="${y}" font-family="Noto Sans CJK SC, sans-serif" font-size="12" fill="#111827">${escapeXml(tile.route.slice(0, 44))}</text>`
        })
        .join('')
      const title = `<text x="${gap}" y="22" font-family="Noto Sans CJK SC, sans-serif" font-size="16" font-weight="bold" fill="#0a1f3c">${lang === 'zh' ? '中文' : 'English'} · ${width} px · ${tiles.length} screens</text>`
      await sharp({ create: { width: sheetWidth, height: sheetHeight, channels: 3, background: '#e5e7eb' } })
        .composite([
          ...tiles.map((tile, index) => ({
            input: tile.image,
            left: gap + (index % columns) * (THUMB_WIDTH + gap),
            top: 32 + gap + Math.floor(index / columns) * (tileHeight + gap),
          })),
          { input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${sheetWidth}" height="${sheetHeight}">${title}${labels}</svg>`), left: 0, top: 0 },
        ])
        .png({ palette: true, quality: 80 })
        .toFile(path.join(OUT, `sheet-${lang}-${width}.png`))
      console.log(`sheet-${lang}-${width}.png: ${tiles.length} screens`)
    }
  }
})
