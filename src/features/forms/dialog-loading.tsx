'use client'

import { pageLanguage } from '@/lib/page-language'

/** Two words, so the shell needs no message catalogue: it shows before any of the dialog's code has arrived. */
const WORDS = { zh: '正在打开…', en: 'Opening…' } as const

/**
 * What a dialog loaded on demand shows from the click until its form is
 * ready: the dialog's mask and an empty box with a spinner, at once, so the
 * click answers within a frame however slow the network is (issue 33).
 * Plain markup and CSS (site.css, `.dialog-loading`): no antd yet.
 */
export function DialogLoading() {
  const words = WORDS[pageLanguage()]
  return (
    <div className="dialog-loading" role="dialog" aria-modal="true" aria-busy="true" aria-label={words}>
      <div className="dialog-loading__box">
        <span className="dialog-loading__spinner" aria-hidden="true" />
        <span>{words}</span>
      </div>
    </div>
  )
}
