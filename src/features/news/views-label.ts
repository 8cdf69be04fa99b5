/** 浏览 N 次 in the page's language: the catalogue's `news.views` forms, with `{count}` still in them. */
export type ViewsLabels = { lang: string; one: string; other: string }

/** The label for a view count, chosen by the language's plural rules (client-safe: no translation runtime). */
export function viewsText(labels: ViewsLabels, count: number): string {
  const form = new Intl.PluralRules(labels.lang).select(count) === 'one' ? labels.one : labels.other
  return form.replace('{count}', String(count))
}
