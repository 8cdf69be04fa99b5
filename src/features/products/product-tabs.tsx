'use client'

import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'

import styles from './product-detail.module.css'

export type TabItem = { id: string; label: string; count?: number }

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}
const readHash = () => {
  try {
    return decodeURIComponent(window.location.hash.slice(1))
  } catch {
    return ''
  }
}
const serverHash = () => ''

/**
 * ARIA tabs over panels rendered on the server. The URL hash (#specs, #downloads…) picks the tab, so a link to
 * "#downloads" anywhere on the page opens that tab; choosing a tab writes the hash without adding history entries.
 */
export function ProductTabs({ tabs, panels, label }: { tabs: TabItem[]; panels: ReactNode[]; label: string }) {
  const hash = useSyncExternalStore(subscribe, readHash, serverHash)
  const [picked, setPicked] = useState(tabs[0]?.id ?? '')
  const fromHash = tabs.some((tab) => tab.id === hash) ? hash : null
  const active = fromHash ?? picked
  const root = useRef<HTMLDivElement>(null)
  const chosenByClick = useRef(false)

  // A hash arriving from a link or the address bar scrolls the tab bar into view (the browser cannot scroll to a hidden panel).
  useEffect(() => {
    if (!fromHash) return
    if (chosenByClick.current) {
      chosenByClick.current = false
      return
    }
    root.current?.scrollIntoView({ block: 'start' })
  }, [fromHash])

  const choose = (id: string, focus = false) => {
    chosenByClick.current = id !== readHash()
    window.history.replaceState(window.history.state, '', `#${id}`)
    setPicked(id)
    if (focus) document.getElementById(`tab-${id}`)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.id === active)
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }
    if (!(event.key in moves)) return
    event.preventDefault()
    choose(tabs[(moves[event.key] + tabs.length) % tabs.length].id, true)
  }

  return (
    <div ref={root} className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === active}
            aria-controls={tab.id}
            tabIndex={tab.id === active ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(tab.id)}
          >
            {tab.label} {tab.count ? <span className={styles.tabCount}>{tab.count}</span> : null}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <section key={tab.id} id={tab.id} role="tabpanel" aria-labelledby={`tab-${tab.id}`} tabIndex={0} hidden={tab.id !== active} className={styles.panel}>
          <h2 className="visually-hidden">{tab.label}</h2>
          {panels[index]}
        </section>
      ))}
    </div>
  )
}
