import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * The page's WCAG 2.1 A and AA violations by axe, one line each (rule, impact,
 * the first three elements).
 */
export async function wcagViolations(page: Page, label = page.url()): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.impact}) ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
}
