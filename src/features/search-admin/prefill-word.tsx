'use client'

import { useField, useFormInitializing } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

/**
 * In a new synonym group opened from the dashboard (添加同义词, `?word=…`), the query that found nothing is
 * already the group's first word; staff add what it means. Set once the form has its initial state (a value set
 * before that is replaced by it).
 */
export function PrefillWord() {
  const word = useSearchParams().get('word')?.trim().slice(0, 40)
  const initializing = useFormInitializing()
  const { value, setValue } = useField<string[]>({ path: 'words' })
  const empty = !Array.isArray(value) || value.length === 0
  useEffect(() => {
    if (word && empty && !initializing) setValue([word])
  }, [word, empty, initializing, setValue])
  return null
}
