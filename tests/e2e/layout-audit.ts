import type { Page } from '@playwright/test'

/** The widths every public screen serves (the developers' guide), widest first. */
export const AUDIT_WIDTHS = [1920, 1440, 1280, 1024, 768, 390, 360] as const

/** Widths at which the site is used by touch: tap targets must be at least 40 × 40 px there. */
export const TOUCH_WIDTH = 768

export type LayoutFinding = {
  check:
    | 'wrapped-label'
    | 'outside-header'
    | 'header-overlap'
    | 'clipped-text'
    | 'clipped-placeholder'
    | 'sideways-scroll'
    | 'small-tap-target'
    | 'target-over-field'
    | 'wrapped-link-in-list'
    | 'text-over-text'
    | 'broken-image'
    | 'chinese-outside-lang'
  /** Where on the page: a short CSS-like path and the element's text. */
  where: string
}

/**
 * Tap targets under 40 × 40 px that are accepted, by selector, with why:
 * WCAG 2.5.8 exempts a link inside a sentence, and a target whose size the
 * browser decides.
 */
export const ACCEPTED_SMALL_TARGETS: { selector: string; why: string }[] = [
  { selector: 'p a, li p a, .rich-text a, td a', why: 'a link inside running text (WCAG 2.5.8, inline exception)' },
  { selector: '.skip-link', why: 'off screen until focused by keyboard' },
]

/**
 * What a person would see wrong on the page at its current width, measured in
 * the browser (each check is named in LayoutFinding): a header label on two
 * lines or outside the bar, header parts over each other, text or a
 * placeholder cut off, sideways scrolling, a small tap target at touch widths or
 * one that reaches over a text field (a tap meant for the field would hit it),
 * a link in a list that wraps with its lines as far apart as the links (it
 * reads as two), text drawn over other text, an image that did not load, and,
 * on an English page, Chinese outside an element marked `lang="zh-…"`.
 */
export async function auditLayout(page: Page, options: { english: boolean }): Promise<LayoutFinding[]> {
  return page.evaluate(
    ({ english, touchWidth, accepted }) => {
      const findings: { check: string; where: string }[] = []
      const viewport = document.documentElement.clientWidth
      const describe = (element: Element) => {
        const parts: string[] = []
        for (let node: Element | null = element; node && node !== document.body && parts.length < 3; node = node.parentElement) {
          const className = typeof node.className === 'string' ? node.className.trim().split(/\s+/)[0] : ''
          parts.unshift(`${node.tagName.toLowerCase()}${className ? `.${className}` : ''}`)
        }
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
        return `${parts.join(' > ')}${text ? ` “${text}”` : ''}`
      }
      const shown = (element: Element) => {
        if (element.closest('[aria-hidden="true"], .visually-hidden')) return false
        if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.height > 0
      }
      /** The lines the text in an element takes, top to bottom: its text runs' boxes, a new line wherever one starts below the last one's bottom. */
      const lineBoxes = (element: Element) => {
        const rects: DOMRect[] = []
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!(node.textContent ?? '').trim()) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const rect of range.getClientRects()) if (rect.width > 0) rects.push(rect)
        }
        rects.sort((a, b) => a.top - b.top)
        const found: { top: number; bottom: number }[] = []
        for (const rect of rects) {
          const last = found.at(-1)
          if (!last || rect.top >= last.bottom - 1) found.push({ top: rect.top, bottom: rect.bottom })
          else last.bottom = Math.max(last.bottom, rect.bottom)
        }
        return found
      }
      const lines = (element: Element) => lineBoxes(element).length

      // The header: one line per label, everything inside the bar, its parts side by side.
      const bar = document.querySelector('.site-header__bar')
      if (bar) {
        const barBox = bar.getBoundingClientRect()
        const menuOpen = (document.getElementById('site-nav-toggle') as HTMLInputElement | null)?.checked ?? false
        for (const element of bar.querySelectorAll('a, button, label, .site-member span')) {
          if (!shown(element) || element.closest('.menu__children')) continue
          if (menuOpen && element.closest('.site-nav')) continue
          if ((element.textContent ?? '').trim() && lines(element) > 1) findings.push({ check: 'wrapped-label', where: describe(element) })
          const box = element.getBoundingClientRect()
          if (box.top < barBox.top - 1 || box.bottom > barBox.bottom + 1 || box.left < -1 || box.right > viewport + 1) {
            findings.push({ check: 'outside-header', where: describe(element) })
          }
        }
        const parts = [...bar.children].filter(shown).map((element) => ({ element, box: element.getBoundingClientRect() }))
        for (const [index, a] of parts.entries()) {
          for (const b of parts.slice(index + 1)) {
            const overlapX = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
            const overlapY = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
            if (overlapX > 1 && overlapY > 1) findings.push({ check: 'header-overlap', where: `${describe(a.element)} / ${describe(b.element)}` })
          }
        }
      }

      /** The card a link's absolutely placed `::after` covers, when it has one. */
      const stretchedOver = (link: Element): Element | null => {
        const after = getComputedStyle(link, '::after')
        if (after.content === 'none' || after.position !== 'absolute') return null
        for (let node = link.parentElement; node; node = node.parentElement) if (getComputedStyle(node).position !== 'static') return node
        return null
      }
      const interactive = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], summary, label.site-nav__toggle'
      const textFields = [...document.body.querySelectorAll('input:not([type="hidden"], [type="checkbox"], [type="radio"]), textarea')].filter(shown)
      for (const element of document.body.querySelectorAll('*')) {
        if (element.closest('script, style, noscript, template')) continue
        const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim())
        const isInput = element instanceof HTMLInputElement && Boolean(element.placeholder) && !element.value
        const isImage = element instanceof HTMLImageElement
        const isTarget = viewport <= touchWidth && element.matches(interactive)
        if (!(ownText || isInput || isImage || isTarget) || !shown(element)) continue
        // Text cut off at the side: a box that hides its overflow and holds text of its own wider than itself.
        if (ownText && element.scrollWidth > element.clientWidth + 1 && /hidden|clip/.test(getComputedStyle(element).overflowX)) {
          findings.push({ check: 'clipped-text', where: describe(element) })
        }
        // The field is measured holding its placeholder as its value: the same text in the same box (a canvas or a span falls back to other fonts).
        if (isInput) {
          const input = element as HTMLInputElement
          const type = input.type
          if (type === 'password') input.type = 'text'
          input.value = input.placeholder
          const clipped = input.scrollWidth > input.clientWidth + 1
          input.value = ''
          input.type = type
          if (clipped) findings.push({ check: 'clipped-placeholder', where: `${describe(input)} placeholder “${input.placeholder}”` })
        }
        if (isImage) {
          const image = element as HTMLImageElement
          if (image.complete && image.naturalWidth === 0 && image.currentSrc) findings.push({ check: 'broken-image', where: `${describe(image)} ${image.currentSrc}` })
        }
        // Tap targets on touch screens.
        if (isTarget && !accepted.some((selector) => element.matches(selector))) {
          // A field's hit area is what a tap on it reaches: its label, or the box antd draws around it.
          // A stretched link (an absolutely placed ::after over its card) reaches the whole card.
          const area =
            (element.matches('input, select, textarea') && element.closest('label, .ant-input-affix-wrapper, .ant-select, .ant-input-number')) ||
            (element instanceof HTMLInputElement && /checkbox|radio/.test(element.type) && element.labels?.[0]) ||
            (element.matches('a') && stretchedOver(element)) ||
            element
          const box = area.getBoundingClientRect()
          if (box.width < 40 || box.height < 40) findings.push({ check: 'small-tap-target', where: `${describe(element)} ${Math.round(box.width)}×${Math.round(box.height)}` })
          for (const field of element.matches('input, textarea') ? [] : textFields) {
            const over = field.getBoundingClientRect()
            const overlapX = Math.min(box.right, over.right) - Math.max(box.left, over.left)
            const overlapY = Math.min(box.bottom, over.bottom) - Math.max(box.top, over.top)
            if (overlapX > 1 && overlapY > 1) findings.push({ check: 'target-over-field', where: `${describe(element)} over ${describe(field)} by ${Math.round(overlapX)} px` })
          }
        }
      }

      // A list of links, one under another: a link that wraps keeps its lines closer together than it is to its neighbours.
      for (const list of document.body.querySelectorAll('ul, ol')) {
        const links = [...list.children].map((item) => (item.children.length === 1 && item.firstElementChild?.matches('a') && shown(item) ? item.firstElementChild : null))
        for (const [index, link] of links.entries()) {
          const own = link ? lineBoxes(link) : []
          if (own.length < 2) continue
          const within = Math.min(...own.slice(1).map((line, at) => line.top - own[at].bottom))
          const before = links[index - 1] ? lineBoxes(links[index - 1] as Element).at(-1) : undefined
          const after = links[index + 1] ? lineBoxes(links[index + 1] as Element)[0] : undefined
          const apart = [
            before && before.bottom <= own[0].top ? own[0].top - before.bottom : Infinity,
            after && after.top >= own.at(-1)!.bottom ? after.top - own.at(-1)!.bottom : Infinity,
          ]
          if (Math.min(...apart) <= within + 1)
            findings.push({
              check: 'wrapped-link-in-list',
              where: `${describe(link as Element)}: lines ${Math.round(within)} px apart, links ${Math.round(Math.min(...apart))} px`,
            })
        }
      }

      // Text over text: two runs of text from different elements drawn in the same place (a label too long
      // for its column). A run counts as far as the boxes that clip it show it (a clamped paragraph's hidden
      // lines do not), and by the middle half of its height (tall CJK glyph boxes of close lines touch).
      {
        type Area = { left: number; top: number; right: number; bottom: number }
        const clips = new Map<Element, Area>()
        const clipOf = (element: Element): Area => {
          const known = clips.get(element)
          if (known) return known
          const within = element.parentElement ? clipOf(element.parentElement) : { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity }
          const { overflowX, overflowY } = getComputedStyle(element)
          let area = within
          if (overflowX !== 'visible' || overflowY !== 'visible') {
            const box = element.getBoundingClientRect()
            area = {
              left: Math.max(within.left, box.left),
              top: Math.max(within.top, box.top),
              right: Math.min(within.right, box.right),
              bottom: Math.min(within.bottom, box.bottom),
            }
          }
          clips.set(element, area)
          return area
        }
        const runs: (Area & { element: Element })[] = []
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement
          if (!parent || !(node.textContent ?? '').trim() || parent.closest('script, style, noscript, template') || !shown(parent)) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          const clip = clipOf(parent)
          for (const box of range.getClientRects()) {
            const band = box.height / 4
            const run = {
              element: parent,
              left: Math.max(box.left, clip.left),
              right: Math.min(box.right, clip.right),
              top: Math.max(box.top + band, clip.top),
              bottom: Math.min(box.bottom - band, clip.bottom),
            }
            if (run.right - run.left > 1 && run.bottom - run.top > 1) runs.push(run)
          }
        }
        // Each run is compared only with those that start within the tallest run below its top.
        runs.sort((a, b) => a.top - b.top)
        const reach = Math.max(0, ...runs.map((run) => run.bottom - run.top))
        const reported = new Set<Element>()
        for (const [index, a] of runs.entries()) {
          for (let next = index + 1; next < runs.length && runs[next].top < a.top + reach; next += 1) {
            const b = runs[next]
            if (a.element === b.element || reported.has(a.element)) continue
            const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left)
            const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
            if (overlapX > 2 && overlapY > 1) {
              reported.add(a.element)
              findings.push({ check: 'text-over-text', where: `${describe(a.element)} / ${describe(b.element)}` })
            }
          }
        }
      }

      const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth
      if (overflow > 0) findings.push({ check: 'sideways-scroll', where: `${overflow}px` })

      // WCAG 3.1.2: on an English page every Chinese run sits inside an element that says it is Chinese.
      if (english) {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        const han = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement
          if (!parent || !han.test(node.textContent ?? '') || parent.closest('script, style, noscript, template')) continue
          if (!shown(parent)) continue
          if (!parent.closest('[lang]')?.getAttribute('lang')?.startsWith('zh')) findings.push({ check: 'chinese-outside-lang', where: describe(parent) })
        }
        for (const element of document.body.querySelectorAll('[alt], [placeholder], [aria-label], [title]')) {
          const texts = ['alt', 'placeholder', 'aria-label', 'title'].map((name) => element.getAttribute(name) ?? '')
          if (texts.some((text) => han.test(text)) && !element.closest('[lang]')?.getAttribute('lang')?.startsWith('zh')) {
            findings.push({ check: 'chinese-outside-lang', where: `${describe(element)} [${texts.filter((text) => han.test(text)).join(' / ')}]` })
          }
        }
      }
      return findings
    },
    { english: options.english, touchWidth: TOUCH_WIDTH, accepted: ACCEPTED_SMALL_TARGETS.map((entry) => entry.selector) },
  ) as Promise<LayoutFinding[]>
}
