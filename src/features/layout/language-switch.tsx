import { HTML_LANG, SITE_LANGUAGES, type SiteLanguage } from '@/i18n/routing'

import { LANGUAGE_SWITCH_CLASS } from './language-counterpart'

/**
 * `short`: the label on phones (EN, 中文). Only the label shown is in the link's name, so its name is what a
 * visitor sees and can say to voice control (WCAG 2.5.3); `title` says where it goes.
 */
type Props = { lang: SiteLanguage; label: string; short: string; title: string }

/**
 * The header's language switch. Its link is the other language's home page,
 * so it works without script; a click goes to the same page in the other
 * language, with its query and hash (the cached HTML cannot know the query):
 * LANGUAGE_SWITCH_SCRIPT points the link there as it is clicked, from the first paint.
 */
export function LanguageSwitch({ lang, label, short, title }: Props) {
  const other = SITE_LANGUAGES.find((code) => code !== lang) ?? 'zh'
  const home = other === 'zh' ? '/' : `/${other}`
  return (
    <a className={LANGUAGE_SWITCH_CLASS} href={home} hrefLang={HTML_LANG[other]} lang={HTML_LANG[other]} title={title}>
      <span className="site-language__full">{label}</span>
      <span className="site-language__short">{short}</span>
    </a>
  )
}
