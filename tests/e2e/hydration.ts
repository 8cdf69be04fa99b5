import type { Page } from '@playwright/test'

/** Waits until the site's client effects have started, i.e. React has hydrated the page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as Window & { __siteEffects?: boolean }).__siteEffects === true)
}
