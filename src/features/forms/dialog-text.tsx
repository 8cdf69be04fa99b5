'use client'

import { Suspense, use, type ComponentType, type ReactNode } from 'react'

import type { SiteLanguage } from '@/i18n/routing'
import { pageLanguage } from '@/lib/page-language'
import { ZH_VALIDATION } from '@/validation/rules'

import { AntdProvider } from './antd-provider'
import { DialogLoading } from './dialog-loading'
import type { FormTextProps } from './form-text'

const loaded = new Map<SiteLanguage, Promise<FormTextProps>>()

/**
 * The form texts of a dialog opened on a cached page (login, activity
 * sign-up), in the page's language: the `forms` and `validation` namespaces of
 * that language only, fetched with the dialog's own code when it first opens,
 * so the cached pages carry none of them. The Chinese validation messages are
 * already in the rules module.
 */
export function loadDialogText(lang: SiteLanguage): Promise<FormTextProps> {
  let text = loaded.get(lang)
  if (!text) {
    text =
      lang === 'en'
        ? Promise.all([import('@/messages/en/forms.json'), import('@/messages/en/validation.json')]).then(([forms, validation]) => ({
            lang,
            text: forms.default,
            validation: validation.default,
          }))
        : import('@/messages/zh/forms.json').then((forms) => ({ lang, text: forms.default, validation: ZH_VALIDATION }))
    // A failed download (offline) may be tried again at the next opening.
    text.catch(() => loaded.delete(lang))
    loaded.set(lang, text)
  }
  return text
}

/** A dialog's form in the page's language: the dialog's loading shell until its texts have arrived, then the form inside the site's antd setup. */
export function DialogText({ lang, children }: { lang: SiteLanguage; children: ReactNode }) {
  return (
    <Suspense fallback={<DialogLoading />}>
      <WithText lang={lang}>{children}</WithText>
    </Suspense>
  )
}

function WithText({ lang, children }: { lang: SiteLanguage; children: ReactNode }) {
  return <AntdProvider {...use(loadDialogText(lang))}>{children}</AntdProvider>
}

/** A dialog loaded on demand: its form in the language of the page it opens on (DialogText). */
export function inPageLanguage<P extends object>(Form: ComponentType<P>): ComponentType<P> {
  return function DialogInPageLanguage(props: P) {
    return (
      <DialogText lang={pageLanguage()}>
        <Form {...props} />
      </DialogText>
    )
  }
}
