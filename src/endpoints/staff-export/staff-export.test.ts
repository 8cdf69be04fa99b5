import { describe, expect, it } from 'vitest'

import { contentDisposition, listQuery } from '.'

describe('staff export', () => {
  it('names the file in UTF-8 with an ASCII fallback', () => {
    expect(contentDisposition('活动报名-20261127-1530.xlsx', 'activity-joins-20261127-1530.xlsx')).toBe(
      `attachment; filename="activity-joins-20261127-1530.xlsx"; filename*=UTF-8''${encodeURIComponent('活动报名-20261127-1530.xlsx')}`,
    )
    expect(contentDisposition("a'(b).xlsx", 'a"b.xlsx')).toBe(`attachment; filename="a_b.xlsx"; filename*=UTF-8''a%27%28b%29.xlsx`)
  })

  it('reads the list view query and ignores its paging', () => {
    expect(listQuery({ where: { status: { equals: 'new' } }, search: '张', sort: '-createdAt,name', limit: '10', page: '3' })).toEqual({
      where: { status: { equals: 'new' } },
      search: '张',
      sort: ['-createdAt', 'name'],
    })
    expect(listQuery({ where: '{"kind":{"equals":"training"}}' })).toEqual({ where: { kind: { equals: 'training' } }, search: undefined, sort: [] })
    expect(listQuery({ where: '{oops' })).toBeNull()
    expect(listQuery({ where: ['x'] })).toBeNull()
    expect(listQuery({ search: '   ' })?.search).toBeUndefined()
  })
})
