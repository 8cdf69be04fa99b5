import { useSyncExternalStore } from 'react'

import { localStore, storedProducts, storedText } from '@/lib/local-store'

import { MAX_COMPARE } from '@/features/routing/compare-ids'

/**
 * The compare tray: up to MAX_COMPARE products a visitor picks with 加入对比,
 * kept in the browser (localStorage) across pages and tabs, shown by the bar
 * at the bottom of every page (product-tray.tsx).
 */
export type CompareItem = { id: number; model: string; name: string; image: string | null }

export const COMPARE_STORAGE_KEY = 'site.compare.v1'

/** The stored tray, whatever a browser left under the key: valid items only, each id once, at most MAX_COMPARE. */
export function parseTray(value: unknown): CompareItem[] {
  return storedProducts(value, MAX_COMPARE, (product, entry) => {
    // Only the site's own image paths: the tray never loads anything from elsewhere.
    const image = storedText(entry.image, 500)
    return { ...product, image: /^\/(?![/\\])/.test(image) ? image : null }
  })
}

export type ToggleResult = 'added' | 'removed' | 'full'

/** 加入对比 / 已加入对比: the product leaves the tray if it is there, else joins it unless the tray is full. */
export function toggleItem(items: CompareItem[], item: CompareItem): { items: CompareItem[]; result: ToggleResult } {
  if (items.some((other) => other.id === item.id)) return { items: items.filter((other) => other.id !== item.id), result: 'removed' }
  if (items.length >= MAX_COMPARE) return { items, result: 'full' }
  return { items: [...items, item], result: 'added' }
}

const EMPTY: CompareItem[] = []
const store = localStore(COMPARE_STORAGE_KEY, parseTray, EMPTY)

export function toggleCompare(item: CompareItem): ToggleResult {
  const { items, result } = toggleItem(store.read(), item)
  if (result !== 'full') store.write(items)
  return result
}

export const removeFromCompare = (id: number) => store.write(store.read().filter((item) => item.id !== id))
export const clearCompare = () => store.write(EMPTY)

/** The tray for a client component: empty on the server and during hydration, then the stored items. */
export function useCompareTray(): CompareItem[] {
  return useSyncExternalStore(store.subscribe, store.read, store.serverRead)
}
