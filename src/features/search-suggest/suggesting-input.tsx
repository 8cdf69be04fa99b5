'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import type { Suggestion, SuggestionType } from '@/data/search-suggestions.server'
import { pathIn, type SiteLanguage } from '@/i18n/routing'
import { fill } from '@/messages/fill'

import styles from './suggesting-input.module.css'

export type SuggestLabels = {
  /** The list's accessible name. */
  list: string
  /** Holds `{count}`: what a screen reader hears when suggestions appear. */
  count: string
  types: Record<SuggestionType, string>
}

/** Wait after the last key before asking: a fast typist asks once. */
const PAUSE_MS = 120

/** Enough typed to suggest: one Chinese character, or two other characters. */
const enough = (text: string) => /\p{Script=Han}/u.test(text) || text.trim().length >= 2

/**
 * A search box that suggests models, series and categories as the visitor types (the contract's
 * search_suggest), as a WAI-ARIA combobox: arrow keys move through the list, Enter takes the one
 * chosen (a model opens its product, a category its list, anything else is searched), Escape
 * closes it. Without script it is the plain input of its form.
 */
export function SuggestingInput({
  id,
  lang,
  labels,
  defaultValue = '',
  placeholder,
  autoFocus = false,
  className,
}: {
  id: string
  lang: SiteLanguage
  labels: SuggestLabels
  defaultValue?: string
  placeholder: string
  autoFocus?: boolean
  /** The box's class, where the form lays it out (the input is its only child in the flow). */
  className?: string
}) {
  const router = useRouter()
  const listId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [answered, setAnswered] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [typed, setTyped] = useState('')

  useEffect(() => {
    if (!enough(typed)) return
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      fetch(`/api/index/search_suggest?${new URLSearchParams({ keyword: typed.trim(), lang })}`, { signal: controller.signal })
        .then((response) => response.json())
        .then((body: { code: number; data?: { list: Suggestion[] } }) => {
          setAnswered(body.code === 1 && body.data ? body.data.list : [])
          setActive(-1)
        })
        .catch(() => undefined)
    }, PAUSE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [typed, lang])

  // What was answered for an earlier text stays only while enough is typed.
  const list = enough(typed) ? answered : []
  const shown = open && list.length > 0
  const choose = (suggestion: Suggestion) => {
    setOpen(false)
    if (suggestion.type === 'model' && suggestion.id) return router.push(pathIn(lang, `/product/${suggestion.id}`))
    if (suggestion.type === 'category' && suggestion.id) return router.push(pathIn(lang, `/product?category=${suggestion.id}`))
    const field = input.current
    if (!field) return
    field.value = suggestion.text
    field.form?.requestSubmit()
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!list.length) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      // The positions go round the list and the box itself (-1), where what was typed stands.
      const positions = list.length + 1
      setActive((current) => ((current + 1 + step + positions) % positions) - 1)
    } else if (event.key === 'Enter' && shown && active >= 0 && active < list.length) {
      event.preventDefault()
      choose(list[active])
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <span className={className ? `${styles.box} ${className}` : styles.box}>
      <input
        ref={input}
        id={id}
        name="keyword"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={100}
        autoFocus={autoFocus}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 && active < list.length ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setTyped(event.target.value)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={labels.list} className={styles.list} hidden={!shown}>
        {list.map((suggestion, index) => (
          <li
            key={`${suggestion.type}:${suggestion.text}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // The input keeps the focus: a click chooses without closing the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            <span className={styles.text}>{suggestion.text}</span>
            {suggestion.detail ? <span className={styles.detail}>{suggestion.detail}</span> : null}
            <span className={styles.type}>{labels.types[suggestion.type]}</span>
          </li>
        ))}
      </ul>
      <span role="status" className="visually-hidden">
        {shown ? fill(labels.count, { count: list.length }) : ''}
      </span>
    </span>
  )
}
