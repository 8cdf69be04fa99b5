import { describe, expect, it } from 'vitest'

import { categories, products } from './catalogue'
import { rackUnits } from './catalogue-kit'

describe('the demo catalogue’s key parameters', () => {
  it('rate every supply and load in voltage, current, power, channels and interface, the selection assistant’s needs', () => {
    const supplies = products.filter((product) => product.categoryKey !== 'instrument')
    expect(supplies.length).toBeGreaterThan(40)
    for (const product of supplies) {
      const keys = product.params.map((param) => param.key)
      expect(keys, product.model).toEqual(expect.arrayContaining(['voltage', 'current', 'power', 'channels', 'interface']))
      for (const param of product.params) expect(param.value !== undefined || Boolean(param.text), `${product.model} ${param.key}`).toBe(true)
    }
  })

  it('say which high-power models are bidirectional and how high the rack-mount models are', () => {
    const param = (model: string, key: string) => {
      const found = products.find((product) => product.model === model)?.params.find((item) => item.key === key)
      return found?.value ?? found?.text
    }
    expect(param('PBD-3010-500', 'bidirectional')).toBe('支持')
    expect(param('PHP-5015-500', 'bidirectional')).toBe('不支持')
    expect(param('PSD-6080-60C', 'rack')).toBe(1)
    expect(param('PSW-3100-50', 'rack')).toBe(2)
    expect(param('PBD-3030-1500', 'rack')).toBe(6)
    // Benchtop units and floor-standing cabinets have no rack height.
    expect(param('PSD-3302', 'rack')).toBeUndefined()
    expect(param('PHP-C060-1000', 'rack')).toBeUndefined()
    // Each key parameter belongs to a facet of its category (its unit and name come from there).
    for (const product of products) {
      const facets = categories.find((category) => category.key === product.categoryKey)?.facets.map((facet) => facet.key) ?? []
      for (const item of product.params) expect(facets, `${product.model} ${item.key}`).toContain(item.key)
    }
  })

  it('reads rack units from a 19-inch chassis’s size', () => {
    expect(rackUnits('430 × 44 × 500')).toBe(1)
    expect(rackUnits('483 × 88 × 600')).toBe(2)
    expect(rackUnits('430 × 132 × 600')).toBe(3)
    expect(rackUnits('430 × 220 × 650')).toBe(5)
    expect(rackUnits('483 × 266 × 700')).toBe(6)
    expect(rackUnits('214 × 88 × 400')).toBeUndefined()
    expect(rackUnits('430 × 150 × 500')).toBeUndefined()
    expect(rackUnits('600 × 1400 × 900')).toBeUndefined()
  })
})
