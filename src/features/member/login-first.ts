import { pathIn, type SiteLanguage } from '@/i18n/routing'

/**
 * Where a visitor who is not signed in is sent from a member screen: home in the screen's language
 * with the login dialog open, coming back to `pathname` (the screen's path without the language) after.
 */
export function loginFirst(lang: SiteLanguage, pathname: string): string {
  return `${pathIn(lang, '/')}?login=1&redirect=${encodeURIComponent(pathIn(lang, pathname))}`
}
