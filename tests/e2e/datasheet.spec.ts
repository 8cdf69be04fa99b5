import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { hydrated } from './hydration'

type Detail = { id: number; model: string; name: string; params: unknown[]; content: string; specs: { group: string; name: string; value: string }[] }

/** Every published product of the seeded catalogue, in full, through the public contract. */
async function catalogue(request: APIRequestContext): Promise<Detail[]> {
  const ids: number[] = []
  for (let page = 1; ; page++) {
    const { data } = await (await request.post('/api/index/product', { data: { page, size: 100 } })).json()
    ids.push(...(data.list as { id: number }[]).map((product) => product.id))
    if (!data.list.length || ids.length >= data.total) break
  }
  return Promise.all(ids.map(async (id) => (await (await request.get(`/api/index/product_detail?id=${id}`)).json()).data as Detail))
}

const specWeight = (product: Detail) => product.specs.length + new Set(product.specs.map((row) => row.group).filter(Boolean)).size
const specChars = (product: Detail) => product.specs.reduce((sum, row) => sum + row.name.length + row.value.length, 0)

/** The seeded products that fill a datasheet most: the longest spec table (rows and group headings, then text), the longest introduction, the most key parameters. */
function fullest(products: Detail[]): Detail[] {
  const most = (score: (product: Detail) => number, then: (product: Detail) => number = () => 0) =>
    products.reduce((best, product) => (score(product) > score(best) || (score(product) === score(best) && then(product) > then(best)) ? product : best))
  const picks = [most(specWeight, specChars), most((product) => product.content.length), most((product) => product.params.length)]
  return [...new Map(picks.map((product) => [product.id, product])).values()]
}

/** A PDF's pages: its page objects (`/Type /Page`, not the `/Type /Pages` tree), checked against the tree's `/Count`. */
function pdfPages(pdf: Buffer): number {
  const text = pdf.toString('latin1')
  const pages = (text.match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length
  const counts = [...text.matchAll(/\/Count\s+(\d+)/g)].map((match) => Number(match[1]))
  expect(counts, 'the page tree counts the same pages').toContain(pages)
  return pages
}

/** The PDF's title (Chromium writes the document's <title>, in UTF-16 as a hex string when it is not ASCII). */
function pdfTitle(pdf: Buffer): string {
  const text = pdf.toString('latin1')
  const hex = /\/Title\s*<([0-9A-Fa-f\s]+)>/.exec(text)
  if (hex) {
    const bytes = Buffer.from(hex[1].replace(/\s/g, ''), 'hex')
    return bytes[0] === 0xfe && bytes[1] === 0xff ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le') : bytes.toString('latin1')
  }
  return /\/Title\s*\(((?:\\.|[^\\)])*)\)/.exec(text)?.[1] ?? ''
}

/** Waits for what the PDF prints: the photo, the logo and the fonts. */
async function readyToPrint(page: Page) {
  // The datasheet's own pictures: the site's lazy footer images never load in a page nobody scrolls, and never print.
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.datasheet img')].every((image) => image.complete))
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

test.describe('printable datasheet', () => {
  test('the product page links to its datasheet; the datasheet shows the product with its spec table, contact details and QR code', async ({ page, request }) => {
    const [product] = fullest(await catalogue(request))
    await page.goto(`/product/${product.id}`)
    await page.getByRole('link', { name: '打印规格书' }).click()
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}/datasheet$`))
    await expect(page).toHaveTitle(new RegExp(`^${product.model.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 产品规格书`))
    const sheet = page.getByRole('article', { name: `${product.model} 产品规格书` })
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(product.model)
    await expect(sheet.getByText(product.name, { exact: true }).first()).toBeVisible()
    await expect(sheet.locator('header').filter({ hasText: product.model })).toHaveCount(2)
    await expect(sheet.getByRole('heading', { name: '关键参数' })).toBeVisible()
    // Every row of the spec table, each once (one table, or two side by side for a long one).
    const specs = sheet.getByRole('table', { name: /^规格参数/ })
    await expect(specs.locator('tbody th[scope="row"]')).toHaveCount(product.specs.length)
    const sorted = (texts: string[]) => [...texts].sort()
    expect(sorted(await specs.locator('tbody th[scope="row"]').allTextContents())).toEqual(sorted(product.specs.map((row) => row.name)))
    expect(sorted(await specs.locator('tbody td').allTextContents())).toEqual(sorted(product.specs.map((row) => row.value)))
    await expect(sheet.getByText('联系我们')).toBeVisible()
    await expect(sheet.getByText('400-860-0755').first()).toBeVisible()
    const qr = sheet.getByRole('img', { name: /^二维码：https?:\/\/.+\/product\/\d+$/ })
    await expect(qr).toHaveAccessibleName(new RegExp(`/product/${product.id}$`))
    await expect(qr.locator('svg')).toBeVisible()
    // Each sheet's footer numbers it with the total.
    await expect(sheet.locator('[class*="pageNumber"]')).toHaveText(['第 1 页，共 2 页', '第 2 页，共 2 页'])
    // The caption under the QR code breaks between the site and the path, so no id is left alone on a line.
    const caption = sheet.locator('figcaption')
    await expect(caption.locator('[class*="qrPath"]')).toHaveText(`/product/${product.id}`)
    const lines = await caption.locator('[class*="qrUrl"]').evaluate((address) => {
      const range = document.createRange()
      const words: string[] = []
      for (const node of [...address.querySelectorAll('span')].flatMap((span) => [...span.childNodes])) {
        const text = node.textContent ?? ''
        for (let at = 0; at < text.length; at++) {
          range.setStart(node, at)
          range.setEnd(node, at + 1)
          const top = Math.round(range.getBoundingClientRect().top)
          words.push(`${top}:${text[at]}`)
        }
      }
      const byLine = new Map<string, string>()
      for (const word of words) {
        const at = word.indexOf(':')
        const top = word.slice(0, at)
        byLine.set(top, (byLine.get(top) ?? '') + word.slice(at + 1))
      }
      return [...byLine.values()]
    })
    expect(lines.join('')).toMatch(new RegExp(`^https?://.+/product/${product.id}$`))
    for (const line of lines) expect(line, lines.join(' | ')).not.toMatch(/^\d+$/)
    expect(lines.some((line) => line.endsWith(`/product/${product.id}`))).toBe(true)

    // The one script of its own: the print button opens the browser's print dialog.
    await hydrated(page)
    await page.evaluate(() => {
      const counted = window as Window & { printed?: number }
      counted.printed = 0
      counted.print = () => {
        counted.printed = (counted.printed ?? 0) + 1
      }
    })
    await page.getByRole('button', { name: '打印 / 下载 PDF' }).click()
    expect(await page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1)

    // On paper the site's header and footer and the toolbar are gone; the two sheets stay.
    await expect(page.getByRole('banner')).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(page.getByRole('button', { name: '打印 / 下载 PDF' })).toBeHidden()
    await expect(sheet.getByRole('region', { name: /^第 \d 页/ })).toHaveCount(2)
    await expect(sheet.getByRole('heading', { level: 1 })).toBeVisible()
    await page.emulateMedia({ media: null })
  })

  test('prints as exactly two A4 pages, for the seeded products with the longest spec table, introduction and key parameters', async ({ page, request }) => {
    test.setTimeout(180_000)
    const products = fullest(await catalogue(request))
    expect(products[0].specs.length).toBeGreaterThanOrEqual(12)
    for (const product of products) {
      const response = await page.goto(`/product/${product.id}/datasheet`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.model)
      await readyToPrint(page)
      const pdf = await page.pdf({ format: 'A4', printBackground: true })
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      // The photo, the logo and the embedded fonts: a real document, not an empty page.
      expect(pdf.length, product.model).toBeGreaterThan(40_000)
      expect(pdfPages(pdf), `${product.model}: ${product.specs.length} spec rows`).toBe(2)
      expect(pdfTitle(pdf)).toContain(`${product.model} 产品规格书`)
    }
  })

  test('an unknown product has no datasheet', async ({ request }) => {
    expect((await request.get('/product/999999/datasheet')).status()).toBe(404)
    expect((await request.get('/product/abc/datasheet')).status()).toBe(404)
  })
})
