/** Session-expired listeners (code 10004): a module with no UI, so the header can subscribe without loading antd. */
const listeners = new Set<() => void>()

export function onSessionExpired(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function sessionExpired(): void {
  for (const listener of listeners) listener()
}
