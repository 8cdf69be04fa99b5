import { describe, expect, it } from 'vitest'

import type { NavEntry } from '@/data/site.server'

import { DEFAULT_FOOTER } from './default-navigation'
import { footerColumns } from './footer-columns'

const entry = (id: string, children: NavEntry[] = []): NavEntry => ({ id, title: id, url: `/${id}`, weight: 0, children })

describe('footerColumns', () => {
  it('heads a column with each group that has links, and gathers the groups without any into one column of links where the first of them stands', () => {
    const columns = footerColumns([entry('home'), entry('product', [entry('more')]), entry('service', [entry('training')]), entry('download'), entry('culture')])
    expect(columns.map((column) => (column.kind === 'group' ? column.group.id : column.links.map((link) => link.id)))).toEqual([
      ['home', 'download', 'culture'],
      'product',
      'service',
    ])
  })

  it('leaves no group without links as a heading in the spec’s default footer', () => {
    const columns = footerColumns(DEFAULT_FOOTER((key) => key))
    for (const column of columns) if (column.kind === 'group') expect(column.group.children.length, String(column.group.id)).toBeGreaterThan(0)
    expect(columns.filter((column) => column.kind === 'links')).toHaveLength(1)
    expect(columns.flatMap((column) => (column.kind === 'links' ? column.links.map((link) => link.id) : []))).toEqual(['home', 'download', 'culture'])
  })

  it('has no column of links when every group has links, and nothing for no groups', () => {
    expect(footerColumns([entry('a', [entry('b')])])).toEqual([{ kind: 'group', group: entry('a', [entry('b')]) }])
    expect(footerColumns([])).toEqual([])
  })
})
