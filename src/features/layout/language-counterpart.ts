import { HTML_LANG } from '@/i18n/routing'

/** The class that marks the header's language switch (language-switch.tsx, site.css). */
export const LANGUAGE_SWITCH_CLASS = 'site-language'

/**
 * Runs in <head> (HEAD_SCRIPT), so it works from the first paint, before any
 * framework script: a click on the language switch, whose cached link can only
 * name the other language's home page, is first pointed at the same page in the
 * other language, with its query and hash (`/product?category=3` ⇄
 * `/en/product?category=3`; only a whole `/en` segment is the prefix); the
 * browser then follows the link as usual (a new tab too). Which way it goes is
 * read from the link's hreflang. It is the only implementation of that mapping;
 * language-counterpart.test.ts runs it.
 */
export const LANGUAGE_SWITCH_SCRIPT = `(function(){function f(e){var a=e.target&&e.target.closest&&e.target.closest('a.${LANGUAGE_SWITCH_CLASS}');if(!a)return;
var p=location.pathname,t=a.hreflang==='${HTML_LANG.en}'?(p==='/'?'/en':'/en'+p):(p.replace(/^\\/en(?=\\/|$)/,'')||'/');a.href=t+location.search+location.hash}
document.addEventListener('click',f,true);document.addEventListener('auxclick',f,true)})()`
