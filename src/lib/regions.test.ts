import { describe, expect, it } from 'vitest'

import { regionNames, regionTree, type Region } from './regions'

function depth(regions: Region[] | undefined): number {
  if (!regions?.length) return 0
  return 1 + Math.max(...regions.map((region) => depth(region.children)))
}

describe('region tree', () => {
  it('has every province-level division in the {id, name, children} shape', () => {
    const tree = regionTree()
    expect(tree.length).toBeGreaterThanOrEqual(31)
    expect(tree.find((region) => region.id === '44')?.name).toBe('广东省')
    expect(depth(tree)).toBe(3)
    for (const region of tree) expect(Object.keys(region).sort()).toEqual(['children', 'id', 'name'])
  })

  it('leaves districts without children and resolves a path of ids to names', () => {
    expect(regionNames(['44', '4403', '440305'])).toEqual(['广东省', '深圳市', '南山区'])
    const district = regionTree()[0].children?.[0].children?.[0]
    expect(district && 'children' in district).toBe(false)
    expect(regionNames(['99'])).toEqual([])
  })
})
