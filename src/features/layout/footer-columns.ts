import type { NavEntry } from '@/data/site.server'

export type FooterColumn = { kind: 'group'; group: NavEntry } | { kind: 'links'; links: NavEntry[] }

/**
 * The footer's columns: a group with links under it is a column headed by its
 * title; groups without any (首页, 下载中心, 企业文化 by default) are links in
 * their own right, gathered into one column of plain links where the first of
 * them stands, so no heading stands over an empty column.
 */
export function footerColumns(groups: NavEntry[]): FooterColumn[] {
  const columns: FooterColumn[] = []
  let links: NavEntry[] | null = null
  for (const group of groups) {
    if (group.children.length) columns.push({ kind: 'group', group })
    else if (links) links.push(group)
    else columns.push({ kind: 'links', links: (links = [group]) })
  }
  return columns
}
