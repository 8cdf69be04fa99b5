import { useSyncExternalStore } from 'react'

import { localStore, storedProducts } from '@/lib/local-store'

/**
 * The inquiry basket (询价单): models and quantities a visitor collects with
 * 加入询价 on product cards and details, kept in the browser (localStorage)
 * and shared by every tab, until /inquiry sends them and clears it.
 */
export type InquiryItem = { id: number; model: string; name: string; quantity: number }

/** What 加入询价 knows about a product. */
export type InquiryProduct = Pick<InquiryItem, 'id' | 'model' | 'name'>

export const INQUIRY_STORAGE_KEY = 'site.inquiry.v1'
/** Most models in one basket; 加入询价 of a new model beyond it is refused. */
export const MAX_INQUIRY_ITEMS = 50
/** Quantities are whole numbers from 1 to this. */
export const MAX_INQUIRY_QUANTITY = 9999

/** A quantity as a whole number within 1 … MAX_INQUIRY_QUANTITY (1 when it is not a number). */
export function clampQuantity(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  if (!Number.isFinite(number)) return 1
  return Math.min(MAX_INQUIRY_QUANTITY, Math.max(1, Math.floor(number)))
}

/** The stored basket, whatever a browser left under the key: valid items only, each id once. */
export function parseBasket(value: unknown): InquiryItem[] {
  return storedProducts(value, MAX_INQUIRY_ITEMS, (product, entry) => ({ ...product, quantity: clampQuantity(entry.quantity) }))
}

/** Adds `quantity` of a product (1 by default): a new line, or more of the line already there. Unchanged when the basket is full. */
export function addItem(items: InquiryItem[], product: InquiryProduct, quantity = 1): InquiryItem[] {
  const line = items.find((item) => item.id === product.id)
  if (line) return items.map((item) => (item === line ? { ...item, quantity: clampQuantity(item.quantity + clampQuantity(quantity)) } : item))
  if (items.length >= MAX_INQUIRY_ITEMS) return items
  return [...items, { id: product.id, model: product.model, name: product.name, quantity: clampQuantity(quantity) }]
}

export function removeItem(items: InquiryItem[], id: number): InquiryItem[] {
  return items.filter((item) => item.id !== id)
}

/** Sets a line's quantity, kept within 1 … MAX_INQUIRY_QUANTITY (remove the line with removeItem). */
export function setItemQuantity(items: InquiryItem[], id: number, quantity: number): InquiryItem[] {
  return items.map((item) => (item.id === id ? { ...item, quantity: clampQuantity(quantity) } : item))
}

/** Units in the basket, all models together (the 询价单 (N) badge). */
export function totalQuantity(items: InquiryItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

const EMPTY: InquiryItem[] = []
const store = localStore(INQUIRY_STORAGE_KEY, parseBasket, EMPTY)

/** 加入询价: quantity 1 (or `quantity`) of the product, added to its line. False when the basket is full. */
export function addToInquiry(product: InquiryProduct, quantity = 1): boolean {
  const before = store.read()
  const after = addItem(before, product, quantity)
  if (after === before) return false
  store.write(after)
  return true
}

export const removeFromInquiry = (id: number) => store.write(removeItem(store.read(), id))
export const setInquiryQuantity = (id: number, quantity: number) => store.write(setItemQuantity(store.read(), id, quantity))
export const clearInquiry = () => store.write(EMPTY)

export type InquiryBasket = {
  items: InquiryItem[]
  /** Units in the basket (totalQuantity). */
  count: number
  add: typeof addToInquiry
  remove: typeof removeFromInquiry
  setQuantity: typeof setInquiryQuantity
  clear: typeof clearInquiry
}

/**
 * The basket for a client component, re-rendered on every change in this tab
 * or another. Empty on the server and during hydration, then the stored items.
 */
export function useInquiryBasket(): InquiryBasket {
  const items = useSyncExternalStore(store.subscribe, store.read, store.serverRead)
  return { items, count: totalQuantity(items), add: addToInquiry, remove: removeFromInquiry, setQuantity: setInquiryQuantity, clear: clearInquiry }
}
