import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * The page's WCAG 2.1 A and AA violations by axe, one line each (rule, impact,
 * the first three elements).
 *
 * axe runs in the page itself (its "legacy mode", axe.run). By default AxeBuilder runs axe in each frame
 * and then opens a blank page to merge the frames' results: a new renderer for every check, which was
 * half of its time here (1.9 s against 1.0 s on /product, the same findings). Merging is only needed for
 * a frame from another origin, which the site's pages do not have; a page that has one is checked the
 * default way.
 */
export async function wcagViolations(page: Page, label = page.url()): Promise<string[]> {
  const origin = new URL(page.url()).origin
  // A frame still loading has no URL yet, and about:blank and about:srcdoc ones share the page's origin.
  const crossOriginFrame = page
    .frames()
    .some((frame) => frame !== page.mainFrame() && URL.canParse(frame.url()) && !frame.url().startsWith('about:') && new URL(frame.url()).origin !== origin)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(!crossOriginFrame).analyze()
  return violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.impact}) ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
}
