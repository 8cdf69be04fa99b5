/**
 * A catalogue message with its `{name}` arguments filled in, for code that
 * runs without next-intl (client components, the validation rules): plain
 * arguments only, no plural or select syntax.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
