import { expect, test, type Page } from '@playwright/test'

import { hydrated } from './hydration'

type Timing = { shown: number; ready: number; firstDialog: string }

/**
 * Clicks `button` on a page that has not loaded the dialog's code (no pointer
 * over it first, so nothing was fetched ahead) and measures in the page, from
 * the click: when a dialog is on screen, and when its form has an input to
 * type in. Printed, not asserted (speed lives in bench/).
 */
async function clickAndTime(page: Page, button: string): Promise<Timing> {
  return page.evaluate(
    (selector) =>
      new Promise<Timing>((resolve, reject) => {
        const target = [...document.querySelectorAll<HTMLElement>(selector)].find((element) => element.checkVisibility())
        if (!target) return reject(new Error(`no visible ${selector}`))
        let shown = 0
        let firstDialog = ''
        const start = performance.now()
        const check = () => {
          const dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((element) => element.checkVisibility())
          if (dialog && !shown) {
            shown = performance.now() - start
            firstDialog = dialog.getAttribute('aria-label') ?? dialog.querySelector('.ant-modal-title')?.textContent ?? ''
          }
          const input = document.querySelector<HTMLElement>('.ant-modal input')
          if (shown && input?.checkVisibility()) {
            observer.disconnect()
            resolve({ shown: Math.round(shown), ready: Math.round(performance.now() - start), firstDialog })
          }
        }
        const observer = new MutationObserver(check)
        observer.observe(document.body, { childList: true, subtree: true, attributes: true })
        target.click()
        check()
      }),
    button,
  )
}

const cases = [
  { name: '登录 on the Chinese home', path: '/', button: '.site-member__out button', shell: '正在打开…' },
  { name: 'Log in on the English home', path: '/en', button: '.site-member__out button', shell: 'Opening…' },
  { name: '立即报名 on /activity', path: '/activity', button: 'button[aria-haspopup="dialog"]', shell: '正在打开…' },
]

test('a dialog answers its first click with its shell, then its form', async ({ page }) => {
  const rows: string[] = []
  for (const { name, path, button, shell } of cases) {
    await page.goto(path)
    await hydrated(page)
    const timing = await clickAndTime(page, button)
    // Before any of its code arrived, the click showed the loading shell in the page's language.
    expect(timing.firstDialog, name).toBe(shell)
    await expect(page.locator('.ant-modal input').first()).toBeVisible()
    await expect(page.locator('.dialog-loading')).toHaveCount(0)
    rows.push(`${name.padEnd(28)} dialog on screen ${String(timing.shown).padStart(5)} ms, form ready ${String(timing.ready).padStart(5)} ms`)
  }
  console.log(`dialog response, first click without a hover (printed, not asserted):\n  ${rows.join('\n  ')}`)
})
