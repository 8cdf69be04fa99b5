/** Query parameters that carry a credential (a robot's key, a token, a signature). */
const SECRET_PARAMETER = /key|token|secret|sign|password|auth/i

/** The address with the values of its credential parameters hidden, for the audit trail. */
export function withoutCredentials(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return value
  }
  if (!url.search) return value
  for (const name of [...url.searchParams.keys()]) if (SECRET_PARAMETER.test(name)) url.searchParams.set(name, '***')
  return url.toString()
}
