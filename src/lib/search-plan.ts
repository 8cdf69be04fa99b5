/**
 * What a site search looks for beyond the words typed (docs/decisions/0027): the query with each
 * synonym staff listed, then, only when that finds nothing, a model number with a letter O or I
 * read as 0 or 1 and pinyin read as the Chinese words it spells, and last the documents that
 * match at least half of the query's pieces. Pure: the synonyms and the words pinyin may spell
 * come from the caller.
 */
import { queryTerms, type QueryTerm } from './search-tokens'

/** Most alternatives a query is searched with (itself included): each one is a branch of the index query. */
export const MAX_ALTERNATIVES = 8
/** Most pieces a partial match counts. */
export const MAX_PIECES = 12

/** NFKC (full-width letters and digits become ASCII), lower case, single spaces. */
export function normaliseQuery(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
}

const HAN = /\p{Script=Han}/u
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Where `word` stands in `query` as a whole word (Chinese: anywhere; letters and digits: not inside a longer word). */
function wordAt(query: string, word: string): number {
  if (HAN.test(word)) return query.indexOf(word)
  const match = new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'u').exec(query)
  return match ? match.index : -1
}

export type SynonymExpansion = {
  /** The query as typed, then each synonym put in place of the word it stands for, normalised. */
  queries: string[]
  /** The synonyms searched besides what was typed, as staff wrote them. */
  also: string[]
}

/**
 * The query and its synonyms: for each group of synonyms one of whose words is in the query (the
 * longest, when several are), the query with that word replaced by each other word of the group.
 */
export function withSynonyms(query: string, groups: readonly (readonly string[])[]): SynonymExpansion {
  const typed = normaliseQuery(query)
  const queries = [typed]
  const also: string[] = []
  for (const group of groups) {
    const words = group.map((word) => ({ word, normal: normaliseQuery(word) })).filter(({ normal }) => normal !== '')
    const found = words.filter(({ normal }) => wordAt(typed, normal) >= 0).sort((a, b) => b.normal.length - a.normal.length)[0]
    if (!found) continue
    for (const { word, normal } of words) {
      if (normal === found.normal || queries.length >= MAX_ALTERNATIVES) continue
      const at = wordAt(typed, found.normal)
      const variant = typed.slice(0, at) + normal + typed.slice(at + found.normal.length)
      if (queries.includes(variant)) continue
      queries.push(variant)
      also.push(word.trim())
    }
  }
  return { queries, also }
}

/**
 * A model number typed with a letter O for 0, or I or l for 1, after a digit (PSD-6O80, 1OOV), read
 * with the digits; null when the query has none.
 */
export function correctedModel(query: string): string | null {
  let text = query.normalize('NFKC').replace(/\s+/g, ' ').trim()
  const before = text
  // A letter after a digit and before another digit, such a letter, or the end of the word (not 60ohm).
  const misread = /(?<=\d)[oil](?=[\doil]|$|[^\p{L}])/iu
  for (let turn = 0; turn < 8 && misread.test(text); turn += 1) text = text.replace(misread, (letter) => (letter.toLowerCase() === 'o' ? '0' : '1'))
  return text === before ? null : text
}

/**
 * The pieces a partial match counts: each Chinese bigram, and each word or model number. A document
 * that holds at least half of them (minimumPieces) matches in part; more pieces rank first.
 */
export function partialPieces(terms: readonly QueryTerm[]): QueryTerm[] {
  const pieces: QueryTerm[] = []
  const seen = new Set<string>()
  for (const term of terms) {
    const chinese = !term.prefix && term.tokens.length > 1
    for (const piece of chinese ? term.tokens.map((token) => ({ tokens: [token], prefix: false })) : [term]) {
      const key = `${piece.tokens.join(' ')}${piece.prefix ? '*' : ''}`
      if (seen.has(key)) continue
      seen.add(key)
      pieces.push(piece)
    }
  }
  return pieces.slice(0, MAX_PIECES)
}

/** How many pieces a partial match must hold: half of them, rounded up; never all (that is a full match). */
export function minimumPieces(pieces: number): number | null {
  return pieces < 2 ? null : Math.ceil(pieces / 2)
}

/** The terms of each query, without empty ones or repeats. */
export function termsOfQueries(queries: readonly string[]): QueryTerm[][] {
  const seen = new Set<string>()
  const out: QueryTerm[][] = []
  for (const query of queries) {
    const terms = queryTerms(query)
    const key = JSON.stringify(terms)
    if (!terms.length || seen.has(key)) continue
    seen.add(key)
    out.push(terms)
  }
  return out
}
