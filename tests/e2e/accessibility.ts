import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import axe from 'axe-core'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The page's WCAG 2.2 A and AA violations by axe (2.2 adds target size), one line each (rule, impact,
 * the first three elements).
 *
 * axe-core is put into the page's frames once per document and run there (axe.run). AxeBuilder evaluates
 * its 560 KB source twice on every check, and by default also opens a blank page to merge the frames'
 * results: with two checks of one page (a phone, then a desktop) that was 1.8-2.3 s of the browser's
 * time against 0.7 s. Merging is only needed for a frame from another origin, which the site's pages do
 * not have; a page that has one is checked AxeBuilder's default way.
 */
export async function wcagViolations(page: Page, label = page.url()): Promise<string[]> {
  const origin = new URL(page.url()).origin
  // A frame still loading has no URL yet, and about:blank and about:srcdoc ones share the page's origin.
  const crossOriginFrame = page
    .frames()
    .some((frame) => frame !== page.mainFrame() && URL.canParse(frame.url()) && !frame.url().startsWith('about:') && new URL(frame.url()).origin !== origin)
  const violations = crossOriginFrame ? (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations : await runInPage(page)
  return violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.impact}) ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
}

async function runInPage(page: Page): Promise<axe.Result[]> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => 'axe' in window)) continue
      await frame.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] })`)
    } catch {
      // A frame that went away while it was visited has nothing to check.
    }
  }
  return page.evaluate(async (tags) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe
    return (await inPage.run(document, { runOnly: { type: 'tag', values: tags } })).violations
  }, TAGS)
}
