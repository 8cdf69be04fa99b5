import { describe, expect, it } from 'vitest'

import { correctedModel, minimumPieces, partialPieces, termsOfQueries, withSynonyms } from './search-plan'
import { anyOf, fts5Query, queryTerms, tsQuery } from './search-tokens'

const GROUPS = [
  ['直流电源', '稳压电源', '直流稳压电源', 'DC power supply'],
  ['电子负载', '直流负载', 'electronic load'],
  ['源表', 'SMU'],
]

describe('synonyms', () => {
  it('puts each synonym in place of the word of its group the query holds, the longest when several are', () => {
    expect(withSynonyms('稳压电源', GROUPS)).toEqual({
      queries: ['稳压电源', '直流电源', '直流稳压电源', 'dc power supply'],
      also: ['直流电源', '直流稳压电源', 'DC power supply'],
    })
    expect(withSynonyms('30V 直流稳压电源', GROUPS).queries).toEqual(['30v 直流稳压电源', '30v 直流电源', '30v 稳压电源', '30v dc power supply'])
    expect(withSynonyms('ＳＭＵ', GROUPS).queries).toEqual(['smu', '源表'])
  })

  it('matches a word of letters only as a whole word, and Chinese anywhere', () => {
    expect(withSynonyms('smuggle', GROUPS).queries).toEqual(['smuggle'])
    expect(withSynonyms('大功率电子负载模块', GROUPS).queries).toContain('大功率直流负载模块')
    expect(withSynonyms('示波器', GROUPS)).toEqual({ queries: ['示波器'], also: [] })
  })
})

describe('corrections and pieces', () => {
  it('reads a letter O, I or l after a digit as 0 or 1, and leaves words alone', () => {
    expect(correctedModel('PSD-6O80')).toBe('PSD-6080')
    expect(correctedModel('psd-6o8o')).toBe('psd-6080')
    expect(correctedModel('PSW-1O8O-13')).toBe('PSW-1080-13')
    expect(correctedModel('PSL-3l05')).toBe('PSL-3105')
    expect(correctedModel('PSL-1305')).toBeNull()
    expect(correctedModel('60ohm')).toBeNull()
    expect(correctedModel('电源')).toBeNull()
  })

  it('counts each Chinese bigram and each word as a piece, and asks for half of them', () => {
    expect(partialPieces(queryTerms('可编程电源')).map((piece) => piece.tokens.join(' '))).toEqual(['可编', '编程', '程电', '电源'])
    expect(partialPieces(queryTerms('PSD-6080 纹波')).map((piece) => piece.tokens.join(' '))).toEqual(['psd 6080', '纹波'])
    expect([minimumPieces(0), minimumPieces(1), minimumPieces(2), minimumPieces(4), minimumPieces(5)]).toEqual([null, null, 1, 2, 3])
  })

  it('joins alternatives with OR, and only the titled ones in a title', () => {
    const clauses = anyOf(termsOfQueries(['稳压电源', '直流电源', 'psd-6080']), 2)
    expect(fts5Query(clauses)).toBe('(("稳压 压电 电源") OR ("直流 流电 电源") OR ("psd 6080" *))')
    expect(fts5Query(clauses, 'title')).toBe('{title} : ((("稳压 压电 电源") OR ("直流 流电 电源")))')
    expect(tsQuery(clauses)).toBe("((('稳压' <-> '压电' <-> '电源')) | (('直流' <-> '流电' <-> '电源')) | (('psd' <-> '6080':*)))")
    expect(tsQuery(clauses, 'A')).toContain("'直流':A")
    expect(tsQuery(clauses, 'A')).not.toContain('psd')
    expect(anyOf(termsOfQueries(['电源']))).toEqual(queryTerms('电源'))
  })
})
