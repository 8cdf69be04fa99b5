import { describe, expect, it } from 'vitest'

import { indexText, matchesQuery, queryTerms, tsQuery, tsVector, fts5Query } from './search-tokens'
import { highlightRanges, highlightSegments } from './text-match'

const matches = (texts: string[], query: string) => matchesQuery(texts, queryTerms(query))

describe('search tokens', () => {
  it('cuts Chinese into bigrams plus the last character, and letters and digits into words', () => {
    expect(indexText('电子负载')).toBe('电子 子负 负载 载')
    expect(indexText('PSD-6080-60C 可编程电源')).toBe('psd 6080 60 c 可编 编程 程电 电源 源')
    expect(indexText('ＰＳＤ　６０８０')).toBe('psd 6080')
  })

  it('turns a query into phrases: Chinese words exactly, model numbers as a prefix', () => {
    expect(queryTerms('电子负载')).toEqual([{ tokens: ['电子', '子负', '负载'], prefix: false }])
    expect(queryTerms('PSD-6080')).toEqual([{ tokens: ['psd', '6080'], prefix: true }])
    expect(queryTerms('PSD电源')).toEqual([
      { tokens: ['psd'], prefix: true },
      { tokens: ['电源'], prefix: false },
    ])
    expect(queryTerms('测')).toEqual([{ tokens: ['测'], prefix: true }])
    expect(queryTerms(' - ')).toEqual([])
    expect(fts5Query(queryTerms('PSD-6080 电源'))).toBe('"psd 6080" * AND "电源"')
    expect(fts5Query(queryTerms('电源'), 'title')).toBe('{title} : ("电源")')
    expect(tsQuery(queryTerms('PSD-6080 电源'))).toBe("('psd' <-> '6080':*) & '电源'")
    expect(tsQuery(queryTerms('PSD-6080 电源'), 'A')).toBe("('psd':A <-> '6080':*A) & '电源':A")
    expect(tsVector(['电源 电源'], ['PSD'])).toBe("'电源':1A,3A '源':2A,4A 'psd':6")
  })

  it('电源 finds 可编程直流电源 and not 直流电子负载; a word of two or more characters is found where the text contains it', () => {
    expect(matches(['可编程直流电源'], '电源')).toBe(true)
    expect(matches(['直流电子负载'], '电源')).toBe(false)
    expect(matches(['高性能电子负载仪'], '电子负载')).toBe(true)
    expect(matches(['电子和负载'], '电子负载')).toBe(false)
    expect(matches(['输出纹波低'], '纹波')).toBe(true)
  })

  it('every term must match some field; a partial model number finds the model', () => {
    expect(matches(['可编程直流电源'], '电源 负载')).toBe(false)
    expect(matches(['PSD-6000C', '可编程直流电源'], 'PSD 电源')).toBe(true)
    expect(matches(['PSD-6080-60C'], '6080')).toBe(true)
    expect(matches(['PSD-6080-60C'], 'psd-6080')).toBe(true)
    expect(matches(['PSD-6080-60C'], 'psd6080')).toBe(true)
    expect(matches(['PSD-6080-60C'], '080')).toBe(false)
    expect(matches(['Programmable DC power supply'], 'prog')).toBe(true)
  })
})

describe('highlighting marks what matched', () => {
  it('gives the ranges to highlight', () => {
    expect(highlightRanges('可编程直流电源', '电源')).toEqual([[5, 7]])
    expect(highlightRanges('PSD-6080-60C', '6080')).toEqual([[4, 8]])
    expect(highlightRanges('PSD-6080-60C', 'psd-6080')).toEqual([[0, 8]])
    expect(highlightRanges('Programmable', 'prog')).toEqual([[0, 4]])
    expect(highlightRanges('电子负载与电源', '电源 电子')).toEqual([
      [0, 2],
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
