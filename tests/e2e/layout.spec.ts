import { expect, test } from '@playwright/test'

test('the main layout shows the header menu with dropdowns, the footer groups and the ICP filing', async ({ page }) => {
  await page.goto('/')
  const menu = page.getByRole('navigation', { name: '主菜单' })
  await expect(menu.getByRole('link', { name: '首页' })).toBeVisible()
  await expect(menu.getByRole('link', { name: '产品中心' })).toBeVisible()
  await menu.getByRole('link', { name: '产品中心' }).hover()
  await expect(menu.getByRole('link', { name: '可编程直流电源' })).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: '下载中心' })).toBeVisible()
  await expect(footer.getByRole('link', { name: /ICP备/ })).toHaveAttribute('href', 'https://beian.miit.gov.cn/')
  await expect(page.getByRole('search')).toBeVisible()
})

test('the footer: every heading has links under it, the groups without any are links of their own, numbers never break, the ICP number is marked Chinese', async ({ page }) => {
  for (const [path, lang, links] of [
    ['/', 'zh', ['首页', '下载中心', '企业文化']],
    ['/en', 'en', ['Home', 'Downloads', 'Our culture']],
  ] as const) {
    await page.setViewportSize({ width: 768, height: 1000 })
    await page.goto(path)
    const footer = page.getByRole('contentinfo')
    const nav = footer.getByRole('navigation')
    // No heading stands over an empty column: each is followed by its list of links.
    const headings = nav.getByRole('heading', { level: 2 })
    expect(await headings.count(), path).toBeGreaterThan(1)
    for (const heading of await headings.all())
      expect(await heading.evaluate((title) => title.nextElementSibling?.querySelectorAll('a').length ?? 0), await heading.innerText()).toBeGreaterThan(0)
    // The groups without links under them: links in a column of their own, not headings.
    for (const name of links) {
      const link = nav.getByRole('link', { name, exact: true })
      await expect(link, `${path} ${name}`).toBeVisible()
      await expect(nav.getByRole('heading', { name, exact: true })).toHaveCount(0)
    }
    // Every phone number on one line at 768 px.
    const phones = footer.locator('a[href^="tel:"]')
    expect(await phones.count()).toBe(3)
    for (const phone of await phones.all()) expect(await phone.evaluate((number) => number.getClientRects().length), await phone.innerText()).toBe(1)
    const icp = footer.getByRole('link', { name: /ICP备/ })
    await expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/')
    if (lang === 'en') await expect(icp).toHaveAttribute('lang', 'zh-CN')
    else expect(await icp.evaluate((link) => link.closest('[lang]')?.getAttribute('lang'))).toBe('zh-CN')
  }
})

test('an unknown route renders inside the layout in Chinese, with the path, a site search, product links and the way home, status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('页面不存在 · 精源电子')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('抱歉，找不到这个页面')
  await expect(main.getByText('页面不存在：/no/such/page。', { exact: false })).toBeVisible()
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible()
  await expect(main.getByRole('navigation', { name: '产品分类' }).getByRole('link', { name: '可编程直流电源' })).toHaveAttribute('href', /^\/product\?category=\d+$/)
  const popular = main.getByRole('navigation', { name: '热门产品' }).getByRole('link')
  expect(await popular.count()).toBeGreaterThan(2)
  await expect(popular.first()).toHaveAttribute('href', /^\/product\/\d+$/)
  await expect(main.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/')
  // No line of code type: the sentence is in the page's font.
  expect(await main.evaluate((box) => [...box.querySelectorAll('*')].filter((element) => /mono/i.test(getComputedStyle(element).fontFamily)).length)).toBe(0)
  const search = main.getByRole('search', { name: '搜索全站' })
  await search.getByRole('searchbox').fill('电源')
  await search.getByRole('button', { name: '搜索' }).click()
  await expect(page).toHaveURL(/\/search\?keyword=%E7%94%B5%E6%BA%90$/)
})

test('an unknown route under /en renders the 404 in English, with a site search and product links on /en', async ({ page }) => {
  const response = await page.goto('/en/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle('Page not found · Jingyuan Electronics')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sorry, we can’t find that page')
  await expect(main.getByText('Page not found: /en/no/such/page.', { exact: false })).toBeVisible()
  expect(await main.innerText()).not.toMatch(/[\u4e00-\u9fff]/)
  const search = main.getByRole('search', { name: 'Search the site' })
  await expect(search).toHaveAttribute('action', '/en/search')
  await expect(search.getByRole('button', { name: 'Search' })).toBeVisible()
  const lines = main.getByRole('navigation', { name: 'Product lines' }).getByRole('link')
  expect(await lines.count()).toBeGreaterThan(2)
  await expect(lines.first()).toHaveAttribute('href', /^\/en\/product\?category=\d+$/)
  const popular = main.getByRole('navigation', { name: 'Popular products' }).getByRole('link')
  expect(await popular.count()).toBeGreaterThan(2)
  await expect(popular.first()).toHaveAttribute('href', /^\/en\/product\/\d+$/)
  await expect(main.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en')
})

test('on a phone the one header menu opens from 菜单 without script, and closes after it led somewhere', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  const menu = page.getByRole('navigation', { name: '主菜单' })
  await expect(menu).toBeHidden()
  // 菜单 is an icon below 380 px, the label of the menu's checkbox (打开菜单).
  await page.locator('label.site-nav__toggle').click()
  await expect(menu.getByRole('link', { name: '产品中心' })).toBeVisible()
  await menu.getByRole('link', { name: '新闻资讯' }).click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(menu).toBeHidden()
  // The menu is in the HTML once, for every width.
  expect(await page.locator('header ul.menu').count()).toBe(1)
})
