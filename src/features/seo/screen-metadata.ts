import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { screenView, type ViewParams } from '@/features/routing/screen-query'
import type { Messages } from '@/messages/catalogue'

import { languageAlternates } from './alternates'

type Titled = { title: string; description: string }

/** The message namespaces (top level or one below) that hold a `title` and a `description`. */
type TitledNamespace = {
  [N in keyof Messages & string]:
    (Messages[N] extends Titled ? N : never) | { [K in keyof Messages[N] & string]: Messages[N][K] extends Titled ? `${N}.${K}` : never }[keyof Messages[N] & string]
}[keyof Messages & string]

/**
 * The `generateMetadata` of a screen at `path` whose title and description are
 * the `title` and `description` of the messages' `namespace`, in the screen's
 * language, with its canonical URL and language alternates; `extra` is added
 * (robots).
 */
export function screenMetadata(namespace: TitledNamespace, path: string, extra: Metadata = {}) {
  return async ({ params }: { params: ViewParams }): Promise<Metadata> => {
    const { lang } = await screenView(params, path)
    const t = await getTranslations({ locale: lang })
    return { title: t(`${namespace}.title`), description: t(`${namespace}.description`), alternates: languageAlternates(lang, path), ...extra }
  }
}
