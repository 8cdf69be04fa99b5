/**
 * A value kept in the browser's localStorage under one key, shared by every
 * component of the page and every tab of the site: components read it with
 * useSyncExternalStore(store.subscribe, store.read, store.serverRead), which
 * re-renders them on a write here or in another tab (the storage event). The
 * server and hydration see `empty`, so a cached page never differs by visitor.
 * Where storage is refused (private modes, quota), the value lives in memory
 * for the page's lifetime.
 */
export type LocalStore<T> = {
  read: () => T
  serverRead: () => T
  write: (value: T) => void
  subscribe: (listener: () => void) => () => void
}

export function localStore<T>(key: string, parse: (value: unknown) => T, empty: T): LocalStore<T> {
  const listeners = new Set<() => void>()
  let inMemory = false
  let memory: string | null = null
  let lastRaw: string | null = null
  let last = empty

  const getRaw = (): string | null => {
    if (!inMemory) {
      try {
        return window.localStorage.getItem(key)
      } catch {
        inMemory = true
      }
    }
    return memory
  }

  // The same raw text gives the same object: useSyncExternalStore needs a stable snapshot.
  const read = (): T => {
    const raw = getRaw()
    if (raw !== lastRaw) {
      lastRaw = raw
      try {
        last = raw === null ? empty : parse(JSON.parse(raw))
      } catch {
        last = empty
      }
    }
    return last
  }

  const write = (value: T): void => {
    const raw = JSON.stringify(value)
    if (!inMemory) {
      try {
        window.localStorage.setItem(key, raw)
      } catch {
        inMemory = true
      }
    }
    memory = raw
    for (const listener of listeners) listener()
  }

  const subscribe = (listener: () => void) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener()
    }
    listeners.add(listener)
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  }

  return { read, serverRead: () => empty, write, subscribe }
}

/** A text a browser stored: trimmed and cut to `max` characters, '' when it is not a text. */
export const storedText = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '')

/**
 * The products a browser left in a stored list (the compare tray, the inquiry
 * basket), whatever it holds: entries with a whole positive `id`, each id
 * once, and a model, at most `max`; `item` completes each from its entry.
 */
export function storedProducts<T extends { id: number }>(
  value: unknown,
  max: number,
  item: (product: { id: number; model: string; name: string }, entry: Record<string, unknown>) => T,
): T[] {
  if (!Array.isArray(value)) return []
  const items: T[] = []
  for (const entry of value as Record<string, unknown>[]) {
    const id = entry?.id
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || items.some((kept) => kept.id === id)) continue
    const model = storedText(entry.model, 100)
    if (!model) continue
    items.push(item({ id, model, name: storedText(entry.name, 200) }, entry))
    if (items.length === max) break
  }
  return items
}
