/**
 * A list's keyword search: a plain GET form to `action` that keeps the list's
 * other filters (`keep`, empty ones left out) and starts again from page 1.
 * Named by its label, so that it is told apart from the header's search.
 */
export function KeywordSearch({
  action,
  id,
  keyword,
  keep = {},
  labels,
  className = 'list-search',
}: {
  action: string
  /** The input's id, for its label. */
  id: string
  keyword: string | undefined
  keep?: Record<string, string | number | null | undefined>
  labels: { label: string; placeholder: string; submit: string }
  className?: string
}) {
  return (
    <form action={action} method="get" role="search" aria-labelledby={`${id}-label`} className={className}>
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <label htmlFor={id} id={`${id}-label`} className="visually-hidden">
        {labels.label}
      </label>
      <input id={id} name="keyword" type="search" defaultValue={keyword} placeholder={labels.placeholder} maxLength={100} />
      <button type="submit">{labels.submit}</button>
    </form>
  )
}
