import type { Page } from '@playwright/test'

/** Records every Content-Security-Policy violation the page reports, from before its first script. */
export async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`${page.url()}: ${message.text()}`)
  })
  await page.addInitScript(() => {
    const store: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = store
    document.addEventListener('securitypolicyviolation', (event) => store.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`))
  })
  return async () => [...seen, ...((await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => [])) as string[])]
}
