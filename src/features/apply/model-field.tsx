'use client'

import { AutoComplete } from 'antd'
import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import { api } from '@/lib/api-client'

import styles from './apply.module.css'

/** Typing pauses this long before the catalogue is asked. */
const DEBOUNCE_MS = 250
const SUGGESTIONS = 8

type Suggestion = { value: string; label: React.ReactNode }
type Props = { id?: string; value?: string; onChange?: (value: string) => void; onBlur?: () => void; placeholder?: string }

/**
 * The product model, typed freely (older models are welcome) with suggestions
 * from the catalogue (POST /api/index/product with the keyword).
 */
export function ModelField({ id, value, onChange, onBlur, placeholder }: Props) {
  const [options, setOptions] = useState<Suggestion[]>([])
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const latest = useRef('')
  useEffect(() => () => clearTimeout(timer.current), [])

  const search = (text: string) => {
    clearTimeout(timer.current)
    const keyword = text.trim()
    latest.current = keyword
    if (!keyword) return setOptions([])
    timer.current = setTimeout(async () => {
      try {
        const { data } = await api<{ list: { id: number; model: string; name: string }[] }>('/api/index/product', { method: 'POST', body: { keyword, size: SUGGESTIONS } })
        // A slower answer to an older keyword must not replace the current suggestions.
        if (latest.current !== keyword) return
        setOptions(
          data.list.map((product) => ({
            value: product.model,
            label: (
              <span className={styles.suggestion}>
                <strong>{product.model}</strong>
                <span>{product.name}</span>
              </span>
            ),
          })),
        )
      } catch {
        setOptions([])
      }
    }, DEBOUNCE_MS)
  }

  return (
    <AutoComplete
      id={id}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      // Picking a suggestion settles the field as leaving it would.
      onSelect={() => onBlur?.()}
      options={options}
      onSearch={search}
      placeholder={placeholder}
      maxLength={50}
    />
  )
}
