import { expect, test, type Page } from '@playwright/test'

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
}

for (const width of [1280, 375]) {
  test(`activity: 6 cards a page with place, times, seats, status and the action at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/activity')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: '近期活动' })).toBeVisible()
    const cards = main.getByRole('article')
    await expect(cards).toHaveCount(6)

    const open = cards.filter({ hasText: 'SCPI 自动化测试编程入门线上直播课' })
    await expect(open.getByRole('heading', { level: 2 })).toHaveText('SCPI 自动化测试编程入门线上直播课')
    await expect(open).toContainText('线上直播')
    await expect(open).toContainText(/\d{4}-\d{2}-\d{2}（周.）\d{2}:\d{2}–\d{2}:\d{2}/)
    await expect(open).toContainText(/截止\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
    await expect(open).toContainText(/已报名 \d+ \/ 80 人/)
    const cover = open.getByRole('img')
    await cover.scrollIntoViewIfNeeded()
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)

    const full = cards.filter({ hasText: '精源电子工厂开放日' })
    await expect(full.getByText('已满', { exact: true })).toBeVisible()
    await expect(full).toContainText('已报名 20 / 20 人')
    await expect(full.getByRole('button', { name: '名额已满' })).toBeDisabled()
    await expect(full.getByRole('button', { name: /立即报名/ })).toHaveCount(0)
    await noSidewaysScroll(page)
  })
}

test('activity: paged by 6 through the URL, with open, full and ended activities and their actions', async ({ page }) => {
  await page.goto('/activity')
  const main = page.getByRole('main')
  const cards = main.getByRole('article')
  const badges = main.getByText(/^(报名中|已满|已结束)$/)
  const seen = new Set(await badges.allInnerTexts())

  const join = cards.first().getByRole('button', { name: /^立即报名/ })
  await expect(join).toHaveText('立即报名')
  await expect(join).toHaveAttribute('aria-haspopup', 'dialog')

  await main.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' }).click()
  await expect(page).toHaveURL(/\/activity\?page=2$/)
  await expect(cards).toHaveCount(3)
  for (const text of await badges.allInnerTexts()) seen.add(text)
  expect([...seen].sort()).toEqual(['已满', '已结束', '报名中'].sort())
  const ended = cards.filter({ hasText: '高校电力电子实验教学研讨会（西安站）' })
  await expect(ended.getByText('已结束', { exact: true })).toBeVisible()
  await expect(ended.getByRole('button', { name: '报名已结束' })).toBeDisabled()

  await page.goBack()
  await expect(cards).toHaveCount(6)
  expect((await page.goto('/activity?page=9'))?.status()).toBe(200)
  await expect(main.getByText('这一页没有活动了')).toBeVisible()
})
