import { expect, test, type Page } from '@playwright/test'

const widths = [1280, 375]

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
}

for (const width of widths) {
  test(`about: introduction, culture and honors at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/about')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible()
    const tabs = main.getByRole('navigation', { name: '关于我们栏目' })
    await expect(tabs.getByRole('link', { name: '企业简介' })).toHaveAttribute('aria-current', 'page')
    await expect(main.getByRole('heading', { level: 2, name: '公司简介' })).toBeVisible()
    await expect(main.locator('.rich-text').first()).toContainText('成立于 2012 年')
    await expect(main.getByRole('heading', { level: 2, name: '企业文化' })).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: '经营理念' })).toBeVisible()
    await expect(main.getByRole('img', { name: '专精特新“小巨人”企业' })).toBeVisible()
    await noSidewaysScroll(page)
  })

  test(`contact page: phones, e-mail, address and the after-sales way at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/contact')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: '联系我们' })).toBeVisible()
    await expect(main.getByRole('link', { name: '销售咨询电话 400-860-0755' })).toHaveAttribute('href', 'tel:4008600755')
    await expect(main.getByRole('link', { name: '技术支持电话 0755-26880001' })).toHaveAttribute('href', 'tel:075526880001')
    await expect(main.getByRole('link', { name: '售后服务电话 400-860-0766' })).toHaveAttribute('href', 'tel:4008600766')
    await expect(main.getByRole('link', { name: 'info@example.com' })).toHaveAttribute('href', 'mailto:info@example.com')
    await expect(main.getByText('jingyuan_fae')).toBeVisible()
    await expect(main.getByText('0755-26880009')).toBeVisible()
    await expect(main.getByText('518107')).toBeVisible()
    await expect(main.getByText('广东省深圳市光明区凤凰街道光明科学城精源科技园 3 栋')).toBeVisible()
    const qr = main.getByRole('img', { name: '微信公众号二维码' })
    await qr.scrollIntoViewIfNeeded()
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    await expect(main.getByRole('link', { name: '申请售后服务' })).toHaveAttribute('href', '/apply/after')
    await expect(main.getByRole('link', { name: '培训中心与常见问题' })).toHaveAttribute('href', '/serve')
    await noSidewaysScroll(page)
  })
}

test('about: every tab is its own URL and is reachable by clicking', async ({ page }) => {
  const main = page.getByRole('main')
  const tabs = main.getByRole('navigation', { name: '关于我们栏目' })

  await page.goto('/about?tab=honor')
  await expect(tabs.getByRole('link', { name: '荣誉资质' })).toHaveAttribute('aria-current', 'page')
  await expect(main.locator('#honor')).toBeVisible()
  await expect(main.getByRole('heading', { level: 3, name: '企业荣誉' })).toBeVisible()
  await expect(main.getByRole('heading', { level: 3, name: '资质认证' })).toBeVisible()
  await expect(main.locator('#honor li')).toHaveCount(9)
  const certificate = main.getByRole('img', { name: 'ISO 9001 质量管理体系认证' })
  await certificate.scrollIntoViewIfNeeded()
  await expect.poll(() => certificate.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)

  await page.goto('/about?tab=join')
  await expect(tabs.getByRole('link', { name: '加入我们' })).toHaveAttribute('aria-current', 'page')
  await expect(main.getByRole('heading', { level: 3, name: '硬件工程师（电源方向）' })).toBeVisible()
  await expect(main.getByText('负责可编程直流电源、双向电源等产品的功率级与控制电路设计')).toBeVisible()
  const duty = main.getByText('负责华东区域（上海、江苏、浙江）市场开拓')
  await expect(duty).toBeHidden()
  await main.getByText('销售经理（华东区）').click()
  await expect(duty).toBeVisible()

  // The seeded menu links to ?tab=job.
  await page.goto('/about?tab=job')
  await expect(tabs.getByRole('link', { name: '加入我们' })).toHaveAttribute('aria-current', 'page')

  await page.goto('/about?tab=contact')
  await expect(main.locator('#contact')).toBeVisible()
  await expect(main.getByRole('link', { name: '售后服务电话 400-860-0766' })).toHaveAttribute('href', 'tel:4008600766')
  await expect(main.getByRole('link', { name: '在线申请售后' }).first()).toHaveAttribute('href', '/apply/after')

  await page.goto('/about?tab=data')
  await expect(main.locator('#data')).toBeVisible()
  await expect(main.locator('#data li')).toHaveCount(8)
  await expect(main.getByRole('link', { name: '前往下载中心' })).toHaveAttribute('href', '/download')

  await page.goto('/about')
  for (const [name, tab] of [
    ['荣誉资质', 'honor'],
    ['加入我们', 'join'],
    ['联系我们', 'contact'],
    ['资料列表', 'data'],
  ]) {
    await tabs.getByRole('link', { name }).click()
    await expect(page).toHaveURL(new RegExp(`/about\\?tab=${tab}$`))
    await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page')
    await expect(main.locator(`#${tab}`)).toBeVisible()
  }
  await tabs.getByRole('link', { name: '企业简介' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(main.getByRole('heading', { level: 2, name: '公司简介' })).toBeVisible()
})
