import { describe, expect, it } from 'vitest'

import { highlightRanges, highlightSegments, matchScore } from './text-match'

const doc = (title: string, body = '') => [
  { text: title, weight: 3 },
  { text: body, weight: 1 },
]

describe('Chinese keyword matching', () => {
  it('电源 finds 可编程直流电源 and not 直流电子负载', () => {
    expect(matchScore(doc('可编程直流电源'), '电源')).toBeGreaterThan(0)
    expect(matchScore(doc('直流电子负载'), '电源')).toBe(0)
  })

  it('finds words that are not contiguous in the text through their bigrams', () => {
    expect(matchScore(doc('PSD-6000C 可编程直流电源'), '可编程电源')).toBeGreaterThan(0)
    expect(matchScore(doc('电池测试仪'), '可编程电源')).toBe(0)
  })

  it('ranks a title hit above a body hit, and needs every word', () => {
    expect(matchScore(doc('双向直流电源'), '电源')).toBeGreaterThan(matchScore(doc('储能变流器', '配套电源使用'), '电源'))
    expect(matchScore(doc('可编程直流电源'), '电源 负载')).toBe(0)
    expect(matchScore(doc('PSD-6080-60C'), 'psd-6080')).toBeGreaterThan(0)
  })

  it('gives the ranges to highlight', () => {
    expect(highlightRanges('可编程直流电源', '电源')).toEqual([[5, 7]])
    expect(highlightRanges('可编程直流电源', '可编程电源')).toEqual([
      [0, 3],
      [5, 7],
    ])
  })

  it('cuts a text into plain and marked segments', () => {
    expect(highlightSegments('PSD-6000C 可编程直流电源', '电源')).toEqual([
      { text: 'PSD-6000C 可编程直流', match: false },
      { text: '电源', match: true },
    ])
    expect(highlightSegments('psd 系列与 PSD 电源', 'PSD')).toEqual([
      { text: 'psd', match: true },
      { text: ' 系列与 ', match: false },
      { text: 'PSD', match: true },
      { text: ' 电源', match: false },
    ])
    expect(highlightSegments('直流电子负载', '电源')).toEqual([{ text: '直流电子负载', match: false }])
    expect(highlightSegments('', '电源')).toEqual([{ text: '', match: false }])
  })
})
