import type { Page } from '@playwright/test'

/**
 * Records every Content-Security-Policy violation the page reports, from before its first script. Each call of
 * the function it returns gives the violations reported since the last call (the console's, and the page's own).
 */
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
  const reported = () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations?.splice(0) ?? []).catch(() => [] as string[])
  return async () => [...seen.splice(0), ...(await reported())]
}
