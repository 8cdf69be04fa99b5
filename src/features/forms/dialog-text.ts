import type { SiteLanguage } from '@/i18n/routing'
import { ZH_VALIDATION } from '@/validation/rules'

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
