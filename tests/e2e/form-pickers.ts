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

/** Picks `option` in the antd select labelled `label` within `scope`, again until the field shows it. */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const field = scope.getByLabel(label, { exact: true })
  // The innermost block holding both the label and the field shows the chosen option.
  const item = scope.locator('div', { has: page.getByLabel(label, { exact: true }), hasText: label }).last()
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
  await expect(async () => {
    // A click on the field toggles its list: only a closed one is opened, so a retry never closes it.
    if (!(await open.isVisible())) await field.click()
    await open.locator('.ant-select-item-option', { hasText: option }).click({ timeout: 2_000 })
    await expect(item).toContainText(option, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}
