import { describe, expect, it } from 'vitest'

import { addItem, clampQuantity, MAX_INQUIRY_ITEMS, MAX_INQUIRY_QUANTITY, parseBasket, removeItem, setItemQuantity, totalQuantity, type InquiryItem } from './inquiry-basket'

const psd = { id: 7, model: 'PSD-6080', name: '可编程直流电源' }
const load = { id: 9, model: 'EL-8000', name: '直流电子负载' }

describe('inquiry basket', () => {
  it('adds a model with quantity 1, and one more each time it is added again', () => {
    let items: InquiryItem[] = []
    items = addItem(items, psd)
    expect(items).toEqual([{ ...psd, quantity: 1 }])
    items = addItem(items, psd)
    items = addItem(items, load, 5)
    expect(items).toEqual([
      { ...psd, quantity: 2 },
      { ...load, quantity: 5 },
    ])
    expect(totalQuantity(items)).toBe(7)
  })

  it('never changes the basket it was given', () => {
    const before: InquiryItem[] = [{ ...psd, quantity: 1 }]
    const frozen = JSON.stringify(before)
    addItem(before, psd)
    setItemQuantity(before, psd.id, 9)
    removeItem(before, psd.id)
    expect(JSON.stringify(before)).toBe(frozen)
  })

  it('keeps quantities whole, from 1 to the maximum', () => {
    const items = [
      { ...psd, quantity: 3 },
      { ...load, quantity: 1 },
    ]
    expect(setItemQuantity(items, psd.id, 12)[0].quantity).toBe(12)
    expect(setItemQuantity(items, psd.id, 0)[0].quantity).toBe(1)
    expect(setItemQuantity(items, psd.id, -4)[0].quantity).toBe(1)
    expect(setItemQuantity(items, psd.id, 2.7)[0].quantity).toBe(2)
    expect(setItemQuantity(items, psd.id, Number.NaN)[0].quantity).toBe(1)
    expect(setItemQuantity(items, psd.id, 1e9)[0].quantity).toBe(MAX_INQUIRY_QUANTITY)
    expect(setItemQuantity(items, 404, 5)).toEqual(items)
    expect(addItem([{ ...psd, quantity: MAX_INQUIRY_QUANTITY }], psd)[0].quantity).toBe(MAX_INQUIRY_QUANTITY)
    expect(clampQuantity('8')).toBe(8)
    expect(clampQuantity(undefined)).toBe(1)
  })

  it('removes a line; a full basket takes more of a model already there but no new model', () => {
    const items = [
      { ...psd, quantity: 3 },
      { ...load, quantity: 1 },
    ]
    expect(removeItem(items, psd.id)).toEqual([{ ...load, quantity: 1 }])
    const full = Array.from({ length: MAX_INQUIRY_ITEMS }, (_, index) => ({ id: index + 1, model: `M-${index + 1}`, name: '', quantity: 1 }))
    expect(addItem(full, { id: 999, model: 'NEW', name: '' })).toBe(full)
    expect(addItem(full, { id: 1, model: 'M-1', name: '' })[0].quantity).toBe(2)
  })

  it('reads back only valid lines from storage, each model once', () => {
    expect(parseBasket('nope')).toEqual([])
    expect(parseBasket({ id: 1 })).toEqual([])
    expect(
      parseBasket([
        { ...psd, quantity: 2 },
        { ...psd, quantity: 8 },
        { id: 0, model: 'X', quantity: 1 },
        { id: 3.5, model: 'X', quantity: 1 },
        { id: 4, model: '   ', quantity: 1 },
        null,
        { id: 5, model: ' EL-1 ', quantity: '3' },
        { id: 6, model: 'EL-2', name: 'x'.repeat(300), quantity: -2 },
      ]),
    ).toEqual([
      { ...psd, quantity: 2 },
      { id: 5, model: 'EL-1', name: '', quantity: 3 },
      { id: 6, model: 'EL-2', name: 'x'.repeat(200), quantity: 1 },
    ])
  })
})

describe('the basket and the inquiry call', () => {
  it('share their limits (the call refuses what the basket would allow otherwise)', async () => {
    const { INQUIRY_LIMITS } = await import('@/validation/forms')
    expect(MAX_INQUIRY_ITEMS).toBe(INQUIRY_LIMITS.items)
    expect(MAX_INQUIRY_QUANTITY).toBe(INQUIRY_LIMITS.quantity)
  })
})
