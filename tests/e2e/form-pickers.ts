import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Picks a region path in the open antd cascader, one column at a time: a click
 * that lands while the dropdown is still animating in is retried until the
 * next column opens.
 */
export async function pickRegion(page: Page, field: Locator, path: string[]): Promise<void> {
  await field.click()
  for (const [level, name] of path.entries()) {
    await expect(async () => {
      await page.locator('.ant-cascader-menu').nth(level).locator(`.ant-cascader-menu-item[title="${name}"]`).click({ timeout: 2_000 })
      if (level < path.length - 1) await expect(page.locator('.ant-cascader-menu')).toHaveCount(level + 2, { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
  }
}
