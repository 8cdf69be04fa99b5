import { afterEach, describe, expect, it, vi } from 'vitest'

import { localStore } from './local-store'

/** A window with a localStorage and storage events, as far as the store uses them. */
function fakeWindow(storage: { getItem: (key: string) => string | null; setItem: (key: string, value: string) => void }) {
  const window = Object.assign(new EventTarget(), { localStorage: storage })
  vi.stubGlobal('window', window)
  const otherTab = (key: string | null) => window.dispatchEvent(Object.assign(new Event('storage'), { key }))
  return { otherTab }
}

const parse = (value: unknown) => (Array.isArray(value) ? (value as number[]) : [])

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a value kept in localStorage', () => {
  it('gives the same snapshot until the stored text changes, and tells its subscribers of writes here and in other tabs', () => {
    const saved = new Map<string, string>()
    const { otherTab } = fakeWindow({ getItem: (key) => saved.get(key) ?? null, setItem: (key, value) => void saved.set(key, value) })
    const store = localStore('k', parse, [] as number[])
    const heard = vi.fn()
    const stop = store.subscribe(heard)
    expect(store.read()).toEqual([])
    expect(store.serverRead()).toEqual([])

    store.write([1, 2])
    expect(saved.get('k')).toBe('[1,2]')
    expect(heard).toHaveBeenCalledTimes(1)
    const first = store.read()
    expect(first).toEqual([1, 2])
    expect(store.read()).toBe(first)

    saved.set('k', '[3]')
    otherTab('other-key')
    expect(heard).toHaveBeenCalledTimes(1)
    otherTab('k')
    expect(heard).toHaveBeenCalledTimes(2)
    expect(store.read()).toEqual([3])
    otherTab(null) // another tab cleared the storage
    expect(heard).toHaveBeenCalledTimes(3)

    saved.set('k', '{broken')
    expect(store.read()).toEqual([])
    stop()
    store.write([4])
    expect(heard).toHaveBeenCalledTimes(3)
  })

  it('keeps the value in memory where storage is refused', () => {
    fakeWindow({
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    })
    const store = localStore('k', parse, [] as number[])
    expect(store.read()).toEqual([])
    store.write([5])
    expect(store.read()).toEqual([5])
  })
})
