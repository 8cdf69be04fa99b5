'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'

import { SITE_LANGUAGES, type SiteLanguage } from '@/i18n/routing'

type Props = { lang: SiteLanguage; label: string; title: string }

/** The same page in the other language: `/product?category=3` ⇄ `/en/product?category=3`. */
export function counterpartPath(lang: SiteLanguage, pathname: string): string {
  if (lang === 'zh') return pathname === '/' ? '/en' : `/en${pathname}`
  const rest = pathname.replace(/^\/en(?=\/|$)/, '')
  return rest || '/'
}

/**
 * The header's language switch. Its link is the other language's home page,
 * so it works without script; a click goes to the same page in the other
 * language, with its query and hash (the cached HTML cannot know the query).
 */
export function LanguageSwitch({ lang, label, title }: Props) {
  const router = useRouter()
  const other = SITE_LANGUAGES.find((code) => code !== lang) ?? 'zh'
  const home = other === 'zh' ? '/' : `/${other}`
  const go = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    const { pathname, search, hash } = window.location
    router.push(`${counterpartPath(lang, pathname)}${search}${hash}`)
  }
  return (
    <a className="site-language" href={home} hrefLang={other === 'zh' ? 'zh-CN' : other} lang={other === 'zh' ? 'zh-CN' : other} title={title} onClick={go}>
      {label}
    </a>
  )
}
