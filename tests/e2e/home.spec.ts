import { expect, test } from '@playwright/test'

import { hydrated } from './hydration'

test('home on a desktop: banner carousel, category banner, product block and about block', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)

  const carousel = page.getByRole('region', { name: '首页横幅' })
  const slides = carousel.locator('[aria-roledescription="slide"]')
  expect(await slides.count()).toBeGreaterThanOrEqual(2)
  // A slide's shown words name its link; the picture under them is decorative.
  const firstImage = slides.first().locator('img')
  const words = await slides.first().locator('p').allInnerTexts()
  expect(words.length).toBeGreaterThan(0)
  await expect(slides.first().getByRole('link')).toHaveAccessibleName(words.join(' '))
  await expect(firstImage).toHaveAttribute('alt', '')
  await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  const dots = carousel.getByRole('button', { name: /^第 \d+ 张/ })
  await expect(dots.first()).toHaveAttribute('aria-current', 'true')
  await carousel.getByRole('button', { name: '暂停轮播' }).click()
  await carousel.getByRole('button', { name: '下一张' }).click()
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
  await dots.nth(1).press('ArrowLeft')
  await expect(dots.first()).toHaveAttribute('aria-current', 'true')
  await expect.poll(() => carousel.locator('[class*="track"]').evaluate((track) => track.scrollLeft)).toBeLessThan(5)

  const categories = page.getByRole('region', { name: '产品中心' })
  const tiles = categories.getByRole('link')
  expect(await tiles.count()).toBeGreaterThanOrEqual(5)
  await expect(tiles.first()).toHaveAttribute('href', /^\/product\?category=\d+$/)

  const products = page.getByRole('region', { name: '推荐产品' })
  const cards = products.getByRole('article')
  expect(await cards.count()).toBeGreaterThanOrEqual(4)
  const cardImage = cards.first().locator('img')
  await expect(cardImage).toHaveAttribute('alt', /\S/)
  await cardImage.scrollIntoViewIfNeeded()
  await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  const model = await cards.first().getByRole('heading').innerText()
  await cards.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/product\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(model)

  await page.goto('/')
  const about = page.getByRole('region', { name: /.+/ }).filter({ has: page.getByRole('link', { name: '了解更多' }) })
  await expect(about.getByRole('link', { name: '了解更多' })).toHaveAttribute('href', '/about')
  await expect(about.getByRole('heading', { name: '最新资讯' })).toBeVisible()
})

test('home on a phone: the mobile banner image and a swipeable product row', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/')
  const image = page.getByRole('region', { name: '首页横幅' }).locator('img').first()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  const ratio = await image.evaluate((img: HTMLImageElement) => img.naturalHeight / img.naturalWidth)
  expect(ratio).toBeGreaterThan(1)
  const row = page.getByRole('region', { name: '推荐产品' }).getByRole('list')
  await row.scrollIntoViewIfNeeded()
  const overflow = await row.evaluate((list) => list.scrollWidth - list.clientWidth)
  expect(overflow).toBeGreaterThan(100)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})

test('on a touch screen a double tap on the banner within 300 ms pauses the slider, another resumes it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  await page.goto('/')
  await hydrated(page)
  const carousel = page.getByRole('region', { name: '首页横幅' })
  const slide = carousel.locator('[aria-roledescription="slide"]').first()
  // Taps on the slide's picture: keep them from following the banner link.
  await slide.evaluate((element) => element.addEventListener('click', (event) => event.preventDefault(), true))
  // Two raw touches at a point measured once: Locator.tap() checks the element before each touch,
  // which on a busy machine can take longer than the 300 ms the pair has.
  const box = (await slide.boundingBox())!
  const doubleTap = async () => {
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  }
  await doubleTap()
  await expect(carousel.getByRole('button', { name: '继续轮播' })).toHaveAttribute('aria-pressed', 'true')
  await doubleTap()
  await expect(carousel.getByRole('button', { name: '暂停轮播' })).toHaveAttribute('aria-pressed', 'false')
  await context.close()
})

test('a page that prefetches the home page does not download the home banner', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const images: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(decodeURIComponent(request.url()))
  })
  const homePrefetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/' && response.request().headers()['next-router-prefetch'] === '1')
  await page.goto('/about')
  await (await homePrefetched).finished()
  await page.waitForLoadState('networkidle')
  expect(images.filter((url) => url.includes('seed-company')).length, 'the page’s own picture').toBeGreaterThan(0)
  // The seeded banners are the files seed-banner-*; a preload hint in the home page's payload would fetch one here.
  expect(images.filter((url) => url.includes('seed-banner'))).toEqual([])
})
