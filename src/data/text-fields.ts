/** The keys of `T` whose values are texts (or unset). */
type TextKey<T> = { [K in keyof T]-?: T[K] extends string | null | undefined ? K : never }[keyof T]

/** The text fields `keys` of a document, in that order, '' where unset: the contract answers every text as a string. */
export function texts<T extends object, K extends TextKey<T>>(doc: T | null | undefined, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, doc?.[key] ?? ''])) as Record<K, string>
}
