import { describe, expect, it } from 'vitest'

import { pinyinLetters, pinyinWords } from './pinyin-words'

const NAMES = ['可编程直流电源', '线性直流电源', '直流电子负载', '电压表', '单路线性直流电源', '重量传感器']

describe('pinyin', () => {
  it('takes only queries of ASCII letters and spaces, two to forty of them', () => {
    expect(pinyinLetters('Dian Yuan')).toBe('dianyuan')
    expect(pinyinLetters('ｄｙ')).toBe('dy')
    expect(pinyinLetters('d')).toBeNull()
    expect(pinyinLetters('psd6080')).toBeNull()
    expect(pinyinLetters('电源')).toBeNull()
  })

  it('finds the words a query spells in full syllables, initials or both, the most frequent first', () => {
    expect(pinyinWords('dianyuan', NAMES)).toEqual(['电源'])
    expect(pinyinWords('dy', NAMES)).toEqual(['电源', '电压'])
    expect(pinyinWords('zldy', NAMES)).toEqual(['直流电源'])
    expect(pinyinWords('dianzifuzai', NAMES)).toEqual(['电子负载'])
    // 线性 and 电源 are not next to each other in any name.
    expect(pinyinWords('xianxingdy', NAMES)).toEqual([])
    expect(pinyinWords('zhongliang', NAMES)).toEqual(['重量'])
    expect(pinyinWords('qqq', NAMES)).toEqual([])
  })
})
