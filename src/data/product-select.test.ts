import { describe, expect, it } from 'vitest'

import { channelCount, evaluate, fitOf, formatNumber, headroom, interfacesOf, type KeyParam, parseSelectQuery, selectHref, selectQueryValue } from './product-select'

const param = (key: string, name: string, unit: string, value: number | null, text = ''): KeyParam => ({ key, name, unit, value, text })

/** A PSD-6080-60C-like supply and a 15 kW high-power unit whose power facet is in kW. */
const supply = [
  param('voltage', '输出电压', 'V', 80),
  param('current', '输出电流', 'A', 60),
  param('power', '额定功率', 'W', 1500),
  param('channels', '通道数', '', null, '双路'),
  param('interface', '通信接口', '', null, 'GPIB/LAN'),
]
const highPower = [
  param('voltage', '输出电压', 'V', 500),
  param('current', '输出电流', 'A', 30),
  param('power', '额定功率', 'kW', 15),
  param('interface', '通信接口', '', null, 'RS-232/RS-485'),
]

describe('the selection rules', () => {
  it('covers a need with every rating at least the need, and says why', () => {
    expect(evaluate(supply, { voltage: 60, current: 40 })).toEqual({
      ratings: [
        { key: 'voltage', name: '输出电压', unit: 'V', value: 80, need: 60 },
        { key: 'current', name: '输出电流', unit: 'A', value: 60, need: 40 },
      ],
      reasons: ['80 V ≥ 60 V', '60 A ≥ 40 A'],
      fit: 1.4167,
    })
    expect(evaluate(supply, { voltage: 80, current: 60, power: 1500 })?.fit).toBe(1)
    expect(evaluate(supply, { voltage: 81 })).toBeNull()
    expect(evaluate(supply, { voltage: 60, power: 1501 })).toBeNull()
  })

  it('converts ratings from the facet unit (kW) and states them in it', () => {
    const result = evaluate(highPower, { voltage: 400, power: 10_000 })
    expect(result?.reasons).toEqual(['500 V ≥ 400 V', '15 kW ≥ 10 kW'])
    expect(result?.ratings[1]).toEqual({ key: 'power', name: '额定功率', unit: 'kW', value: 15, need: 10 })
    expect(result?.fit).toBeCloseTo((500 / 400 + 15_000 / 10_000) / 2, 4)
    expect(evaluate(highPower, { power: 15_001 })).toBeNull()
    // A unit the assistant does not know never counts as covering.
    expect(evaluate([param('power', '功率', 'VA', 5000)], { power: 100 })).toBeNull()
    expect(evaluate([param('power', '功率', '', 5000)], { power: 100 })).toBeNull()
  })

  it('a rating that is missing does not cover the need', () => {
    expect(
      evaluate(
        supply.filter((item) => item.key !== 'power'),
        { voltage: 10, power: 10 },
      ),
    ).toBeNull()
    expect(evaluate([param('voltage', '输出电压', 'V', null, '0–80 V')], { voltage: 10 })).toBeNull()
  })

  it('channels, interface, bidirectional and rack height', () => {
    expect(evaluate(supply, { voltage: 30, channels: 2 })?.reasons).toEqual(['80 V ≥ 30 V', '2 路 ≥ 2 路'])
    expect(evaluate(supply, { voltage: 30, channels: 3 })).toBeNull()
    expect(evaluate(supply, { voltage: 30, interface: 'GPIB' })?.reasons).toContain('接口 GPIB/LAN 含 GPIB')
    expect(evaluate(supply, { voltage: 30, interface: 'USB' })).toBeNull()
    expect(evaluate(highPower, { voltage: 30, interface: 'RS-485' })).not.toBeNull()
    expect(evaluate(supply, { voltage: 30, bidirectional: true })).toBeNull()
    expect(evaluate([...supply, param('bidirectional', '双向', '', 1)], { voltage: 30, bidirectional: true })?.reasons).toContain('支持双向（源载一体）')
    expect(evaluate([...supply, param('bidirectional', '双向', '', null, '是')], { voltage: 30, bidirectional: true })).not.toBeNull()
    expect(evaluate([...supply, param('bidirectional', '双向', '', 0)], { voltage: 30, bidirectional: true })).toBeNull()
    expect(evaluate([...supply, param('rack', '机架高度', 'U', 2)], { voltage: 30, rack: 2 })?.reasons).toContain('2U ≤ 2U')
    expect(evaluate([...supply, param('rack', '机架高度', 'U', 3)], { voltage: 30, rack: 2 })).toBeNull()
    expect(evaluate(supply, { voltage: 30, rack: 4 })).toBeNull()
  })

  it('gives the reasons in English for the English site, the ratings unchanged', () => {
    const both = [...supply, param('bidirectional', 'Bidirectional', '', 1), param('rack', 'Rack height', 'U', 2)]
    const need = { voltage: 60, current: 40, channels: 2, interface: 'GPIB', bidirectional: true, rack: 3 } as const
    const english = evaluate(both, need, 'en')
    expect(english?.reasons).toEqual(['80 V ≥ 60 V', '60 A ≥ 40 A', '2 channels ≥ 2 channels', 'Interface GPIB/LAN includes GPIB', 'Bidirectional (source and sink)', '2U ≤ 3U'])
    expect(english?.reasons.join(' ')).not.toMatch(/[\u3400-\u9fff]/)
    expect(english?.ratings.find((rating) => rating.key === 'channels')).toMatchObject({ unit: '', value: 2 })
    expect(english?.fit).toBe(evaluate(both, need)?.fit)
  })
  it('ranks by the mean of rating ÷ need, so the smallest model that covers comes first', () => {
    const small = evaluate([param('voltage', 'U', 'V', 80), param('current', 'I', 'A', 60)], { voltage: 60, current: 40 })
    const large = evaluate([param('voltage', 'U', 'V', 500), param('current', 'I', 'A', 40)], { voltage: 60, current: 40 })
    expect(small!.fit).toBeLessThan(large!.fit)
    expect(fitOf([])).toBe(0)
    expect(
      fitOf([
        { rating: 3, need: 2 },
        { rating: 1, need: 1 },
      ]),
    ).toBe(1.25)
    expect(headroom(1.4167)).toBe('42%')
  })

  it('reads the pieces of key parameters', () => {
    expect(channelCount({ value: null, text: '四路' })).toBe(4)
    expect(channelCount({ value: 3, text: '' })).toBe(3)
    expect(channelCount({ value: null, text: '多路' })).toBeUndefined()
    expect(interfacesOf('USB/LAN')).toEqual(['USB', 'LAN'])
    expect(interfacesOf('rs-232、RS-485, can')).toEqual(['RS-232', 'RS-485', 'CAN'])
    expect(formatNumber(1.23456)).toBe('1.235')
    expect(formatNumber(1500)).toBe('1500')
  })
})

describe('the screen query', () => {
  it('parses needs and leaves out what is out of range', () => {
    expect(
      parseSelectQuery({ voltage: '60', current: ' 40.0 ', power: '-1', channels: '1', interface: 'gpib', bidirectional: 'on', rack: '99', category: '3', page: '2' }),
    ).toEqual({
      need: { voltage: 60, current: 40, interface: 'GPIB', bidirectional: true, category: 3 },
      page: 2,
    })
    expect(parseSelectQuery({ voltage: 'abc', current: '1e9', power: '0.0001', channels: '17', interface: 'HDMI', page: '0' })).toEqual({ need: {}, page: 1 })
  })

  it('puts equal needs in one canonical form, so they share one cached screen', () => {
    expect(selectQueryValue('voltage', '060.0')).toBe('60')
    expect(selectQueryValue('voltage', '6e1')).toBe('60')
    expect(selectQueryValue('current', '0.12345')).toBe('0.123')
    expect(selectQueryValue('power', '')).toBe('')
    expect(selectQueryValue('interface', 'lan')).toBe('LAN')
    expect(selectQueryValue('bidirectional', 'true')).toBe('1')
    expect(selectQueryValue('channels', '1')).toBe('')
    expect(selectQueryValue('page', '1')).toBe('')
    expect(selectHref({ voltage: 60, current: 40, bidirectional: true }, 2)).toBe('/product/select?bidirectional=1&current=40&page=2&voltage=60')
  })
})
