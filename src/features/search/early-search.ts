import type { SearchType } from '@/data/search.server'
import { keywordParam, pageNumber } from '@/features/routing/route-params'
import { HTML_LANG, type SiteLanguage } from '@/i18n/routing'
import { CONTRACT_LANG } from '@/lib/page-language'

/** Hits per group on the overview; a group's own pages show this many too. */
export const SEARCH_PAGE_SIZE = 10

const SEARCH_TYPES: readonly SearchType[] = ['product', 'news', 'download']

/** What the search screen's query string asks for: ?keyword=…[&type=product|news|download&page=…]. */
export function searchQuery(params: { get: (name: string) => string | null }): { keyword: string; type: SearchType | undefined; page: number } {
  const keyword = keywordParam(params.get('keyword') ?? undefined)
  const type = SEARCH_TYPES.find((known) => known === params.get('type'))
  return { keyword, type, page: type ? pageNumber(params.get('page') ?? undefined) : 1 }
}

/** The contract call that answers the search screen: GET /api/index/search?keyword=…&size=…&lang=…[&type=…&page=…]. */
export function searchCallUrl(keyword: string, type: SearchType | undefined, page: number, lang: SiteLanguage): string {
  const query = new URLSearchParams({ keyword, size: String(SEARCH_PAGE_SIZE), lang: CONTRACT_LANG[lang] })
  if (type) {
    query.set('type', type)
    query.set('page', String(page))
  }
  return `/api/index/search?${query}`
}

/** What EARLY_SEARCH_SCRIPT sets on <html> for a keyword: the shell's prompt hidden, its place for the results shown. */
export const SHELL_PROPERTIES = ['--search-prompt', '--search-pending'] as const

/** Where EARLY_SEARCH_SCRIPT leaves its call for the screen: the URL and the parsed answer. */
export type EarlySearch = { url: string; answer: Promise<unknown> }

declare global {
  interface Window {
    __earlySearch?: EarlySearch
  }
}

/**
 * Runs as the cached search page is read, before the screen's HTML, and
 * does something only on the search screen with a keyword: sets SHELL_PROPERTIES on <html>, so the
 * cached page shows a place held for the results instead of the prompt for
 * no keyword (search.module.css, SearchScreen before it starts), and starts the
 * call that the screen will make once its scripts start (searchCallUrl, from
 * the same query string, read as searchQuery reads it), so the results arrive
 * about when the screen can show them instead of a round trip later. The
 * screen takes the answer only if the URL is the one it would call
 * (takeEarlySearch); early-search.test.ts keeps the two in step.
 */
export const EARLY_SEARCH_SCRIPT = `(function(){try{if(!/^\\/(?:en\\/)?search$/.test(location.pathname))return;
var q=new URLSearchParams(location.search),k=(q.get('keyword')||'').trim().slice(0,100);if(!k)return;var d=document.documentElement;d.style.setProperty('${SHELL_PROPERTIES[0]}','none');d.style.setProperty('${SHELL_PROPERTIES[1]}','block');
var t=q.get('type'),c=new URLSearchParams({keyword:k,size:'${SEARCH_PAGE_SIZE}',lang:d.lang==='${HTML_LANG.en}'?'${CONTRACT_LANG.en}':'${CONTRACT_LANG.zh}'});
if(t==='product'||t==='news'||t==='download'){var r=q.get('page')||'',n=parseInt(r,10);c.set('type',t);c.set('page',String(n>0&&String(n)===r?n:1))}
var u='/api/index/search?'+c,a=fetch(u,{credentials:'include'}).then(function(x){return x.json()});a.catch(function(){});window.__earlySearch={url:u,answer:a}}catch(e){}})()`

/** The early call's answer if it is the call to `url` (once), else null. */
export function takeEarlySearch(url: string): Promise<unknown> | null {
  const early = window.__earlySearch
  if (!early || early.url !== url) return null
  window.__earlySearch = undefined
  return early.answer
}
