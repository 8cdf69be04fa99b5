/**
 * The tokens of the search index, shared by the index writer, the query
 * builder and the highlighter, so that what is highlighted is exactly what
 * matched. No dependencies: it also runs in the browser (highlighting).
 *
 * - Text is compared in NFKC form, lower-cased (full-width letters and digits
 *   become ASCII).
 * - Chinese (and other CJK) runs become overlapping character bigrams plus
 *   their last character alone: 电子负载 → 电子 子负 负载 载. A query of two or
 *   more CJK characters is the phrase of its bigrams, which matches exactly
 *   the texts that contain it; a single character is a prefix query.
 * - Letters and digits become words, split where letters meet digits:
 *   PSD-6080-60C → psd 6080 60 c. A query's last word of a run is a prefix, so
 *   6080 finds PSD-6080-60C and prog finds programmable.
 * - Everything else separates tokens.
 */

export type Token = {
  /** The token as stored in the index. */
  text: string
  /** Where it came from in the original text, in UTF-16 code units: [start, end). */
  start: number
  end: number
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const LETTER = /\p{L}/u
const DIGIT = /\p{N}/u

type CharClass = 'cjk' | 'letter' | 'digit' | 'other'

function classOf(char: string): CharClass {
  if (CJK.test(char)) return 'cjk'
  if (LETTER.test(char)) return 'letter'
  if (DIGIT.test(char)) return 'digit'
  return 'other'
}

/** One normalised character with its place in the original text. */
type Char = { char: string; kind: CharClass; start: number; end: number }

/** The text's characters, each NFKC-normalised and lower-cased on its own, keeping the original offsets. */
function normalisedChars(text: string): Char[] {
  const chars: Char[] = []
  let offset = 0
  for (const original of text) {
    const start = offset
    offset += original.length
    for (const char of original.normalize('NFKC').toLowerCase()) chars.push({ char, kind: classOf(char), start, end: offset })
  }
  return chars
}

/** A maximal run of one kind of character: CJK, letters or digits. */
type Run = { kind: 'cjk' | 'letter' | 'digit'; chars: Char[] }

function runsOf(chars: Char[]): Run[] {
  const runs: Run[] = []
  for (const char of chars) {
    if (char.kind === 'other') {
      runs.push({ kind: 'letter', chars: [] })
      continue
    }
    const last = runs[runs.length - 1]
    if (last && last.kind === char.kind && last.chars.length) last.chars.push(char)
    else runs.push({ kind: char.kind, chars: [char] })
  }
  return runs.filter((run) => run.chars.length > 0)
}

/** Longest word kept, in characters: longer runs of letters or digits are cut (PostgreSQL refuses lexemes over 2 KB). */
const MAX_WORD_CHARS = 48

function wordOf(chars: Char[]): string {
  return chars
    .slice(0, MAX_WORD_CHARS)
    .map((char) => char.char)
    .join('')
}

function runTokens(run: Run): Token[] {
  const { chars } = run
  if (run.kind !== 'cjk') return [{ text: wordOf(chars), start: chars[0].start, end: chars[chars.length - 1].end }]
  const tokens: Token[] = []
  for (let index = 0; index + 1 < chars.length; index += 1) {
    tokens.push({ text: chars[index].char + chars[index + 1].char, start: chars[index].start, end: chars[index + 1].end })
  }
  const last = chars[chars.length - 1]
  tokens.push({ text: last.char, start: last.start, end: last.end })
  return tokens
}

/** Longest text that is tokenised for the index, per field: a bound on index size. */
export const MAX_INDEXED_CHARS = 4000

/** The index tokens of a text, in order, with their offsets. */
export function tokenize(text: string): Token[] {
  return runsOf(normalisedChars(text.slice(0, MAX_INDEXED_CHARS))).flatMap(runTokens)
}

/** The index form of a text: its tokens separated by spaces (what FTS5 and the tsvector builder read). */
export function indexText(text: string): string {
  return tokenize(text)
    .map((token) => token.text)
    .join(' ')
}

/**
 * A query term: a phrase of tokens that must appear next to each other, the
 * last one possibly as a prefix. A query matches a document when every term
 * matches (in any one field).
 */
export type QueryTerm = { tokens: string[]; prefix: boolean }

/** Longest query that is read; the contract refuses longer keywords anyway. */
export const MAX_QUERY_CHARS = 100
/** Most terms a query is cut to, so a pasted paragraph cannot make a huge index query. */
export const MAX_QUERY_TERMS = 8

/**
 * The terms of a query. Words are separated by anything that is not a letter,
 * digit or CJK character, except that punctuation between letters and digits
 * (PSD-6080, 1.5) keeps them in one phrase; a change between CJK and
 * letters/digits starts a new term (PSD电源 = psd AND 电源).
 */
export function queryTerms(query: string): QueryTerm[] {
  const chars = normalisedChars(query.slice(0, MAX_QUERY_CHARS))
  const terms: QueryTerm[] = []
  let current: Run[] = []
  const flush = () => {
    if (current.length) terms.push(termOf(current))
    current = []
  }
  let gap = false
  for (const run of runsWithGaps(chars)) {
    if (run === 'space') {
      flush()
      continue
    }
    if (run === 'punct') {
      gap = true
      continue
    }
    const previous = current[current.length - 1]
    const joins = previous && (previous.kind === 'cjk') === (run.kind === 'cjk') && (run.kind !== 'cjk' || !gap)
    if (!joins) flush()
    current.push(run)
    gap = false
  }
  flush()
  const seen = new Set<string>()
  return terms
    .filter((term) => {
      const key = `${term.tokens.join(' ')}${term.prefix ? '*' : ''}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .slice(0, MAX_QUERY_TERMS)
}

/** Runs of a query, with whitespace and other punctuation told apart (whitespace always ends a term). */
function runsWithGaps(chars: Char[]): (Run | 'space' | 'punct')[] {
  const out: (Run | 'space' | 'punct')[] = []
  for (const char of chars) {
    if (char.kind === 'other') {
      out.push(/\s|[,，、;；。]/u.test(char.char) ? 'space' : 'punct')
      continue
    }
    const last = out[out.length - 1]
    if (last && typeof last === 'object' && last.kind === char.kind) last.chars.push(char)
    else out.push({ kind: char.kind, chars: [char] })
  }
  return out
}

function termOf(runs: Run[]): QueryTerm {
  if (runs[0].kind === 'cjk') {
    const chars = runs.flatMap((run) => run.chars)
    if (chars.length === 1) return { tokens: [chars[0].char], prefix: true }
    const tokens: string[] = []
    for (let index = 0; index + 1 < chars.length; index += 1) tokens.push(chars[index].char + chars[index + 1].char)
    return { tokens, prefix: false }
  }
  return { tokens: runs.map((run) => wordOf(run.chars)), prefix: true }
}

/** True when the token sequence, from `at`, matches the term. */
function matchesAt(tokens: Token[], at: number, term: QueryTerm): boolean {
  if (at + term.tokens.length > tokens.length) return false
  for (let index = 0; index < term.tokens.length; index += 1) {
    const wanted = term.tokens[index]
    const actual = tokens[at + index].text
    const last = index === term.tokens.length - 1
    if (last && term.prefix ? !actual.startsWith(wanted) : actual !== wanted) return false
  }
  return true
}

/** Where each term of a query matches in a text: [start, end) offsets in the original text, unmerged. */
export function termMatches(text: string, terms: QueryTerm[]): { term: number; start: number; end: number }[] {
  const tokens = tokenize(text)
  const found: { term: number; start: number; end: number }[] = []
  terms.forEach((term, termIndex) => {
    for (let at = 0; at < tokens.length; at += 1) {
      if (!matchesAt(tokens, at, term)) continue
      const first = tokens[at]
      const last = tokens[at + term.tokens.length - 1]
      // A prefix highlights only the part of the last token that was typed.
      const end = term.prefix ? prefixEnd(text, last, term.tokens[term.tokens.length - 1]) : last.end
      found.push({ term: termIndex, start: first.start, end })
    }
  })
  return found
}

/** End offset of the first `prefix.length` normalised characters of a token, in the original text. */
function prefixEnd(text: string, token: Token, prefix: string): number {
  const chars = normalisedChars(text.slice(token.start, token.end))
  const wanted = [...prefix].length
  let count = 0
  for (const char of chars) {
    count += 1
    if (count >= wanted) return token.start + char.end
  }
  return token.end
}

/** True when every term matches at least one of the texts (the index's rule: a document matches when each term is in some field). */
export function matchesQuery(texts: string[], terms: QueryTerm[]): boolean {
  if (!terms.length) return false
  const tokenLists = texts.map(tokenize)
  return terms.every((term) => tokenLists.some((tokens) => tokens.some((_, at) => matchesAt(tokens, at, term))))
}

/* ------------------------------------------------------------ index queries */

/**
 * Any one of several alternatives, each a list of terms that must all match: a query with its
 * synonyms and corrections (src/lib/search-plan.ts). The first `titled` alternatives (all when
 * unset) are the ones whose hits in a title rank first: what was typed and its synonyms, not a
 * correction. A query is a list of clauses, all of which must match.
 */
export type AnyOf = { anyOf: QueryTerm[][]; titled?: number }
export type QueryClause = QueryTerm | AnyOf

const isAnyOf = (clause: QueryClause): clause is AnyOf => 'anyOf' in clause

/** The clauses that match a document when any one of the alternatives does; the first `titled` rank in titles. */
export function anyOf(alternatives: QueryTerm[][], titled = alternatives.length): QueryClause[] {
  if (alternatives.some((terms) => !terms.length)) throw new Error('an alternative without terms matches nothing')
  return alternatives.length === 1 && titled === 1 ? alternatives[0] : [{ anyOf: alternatives, titled }]
}

/** Every term of the clauses, alternatives included (what a highlighter marks). */
export function termsOf(clauses: QueryClause[]): QueryTerm[] {
  return clauses.flatMap((clause) => (isAnyOf(clause) ? clause.anyOf.flat() : [clause]))
}

/** The alternatives of a clause that count where the query asks for a title (`inTitle`). */
const alternativesOf = (clause: AnyOf, inTitle: boolean) => (inTitle ? clause.anyOf.slice(0, clause.titled ?? clause.anyOf.length) : clause.anyOf)

const fts5Term = (term: QueryTerm) => `"${term.tokens.join(' ')}"${term.prefix ? ' *' : ''}`
const fts5Clause = (clause: QueryClause, inTitle: boolean) =>
  isAnyOf(clause)
    ? `(${alternativesOf(clause, inTitle)
        .map((terms) => `(${terms.map(fts5Term).join(' AND ')})`)
        .join(' OR ')})`
    : fts5Term(clause)

/** The FTS5 MATCH expression of the clauses (every clause; optionally only in one column, the title). */
export function fts5Query(clauses: QueryClause[], column?: 'title'): string {
  const expression = clauses.map((clause) => fts5Clause(clause, column !== undefined)).join(' AND ')
  return column ? `{${column}} : (${expression})` : expression
}

function tsTerm(term: QueryTerm, weight?: 'A'): string {
  const lexemes = term.tokens.map((token, index) => {
    const label = `${term.prefix && index === term.tokens.length - 1 ? '*' : ''}${weight ?? ''}`
    return `'${token}'${label ? `:${label}` : ''}`
  })
  return lexemes.length > 1 ? `(${lexemes.join(' <-> ')})` : lexemes[0]
}

/**
 * The PostgreSQL tsquery text of the clauses: phrases with <->, prefixes with
 * :*, alternatives with |, all joined with &. With `weight`, every lexeme must carry that weight
 * (A marks the title's tokens, see tsVector).
 */
export function tsQuery(clauses: QueryClause[], weight?: 'A'): string {
  return clauses
    .map((clause) =>
      isAnyOf(clause)
        ? `(${alternativesOf(clause, weight !== undefined)
            .map((terms) => `(${terms.map((term) => tsTerm(term, weight)).join(' & ')})`)
            .join(' | ')})`
        : tsTerm(clause, weight),
    )
    .join(' & ')
}

/** Most positions a tsvector keeps (PostgreSQL's limit is 16383). */
const MAX_TS_POSITION = 16383

/**
 * The tsvector text of a document: each lexeme with its positions, so phrase
 * queries (<->) work; positions of title tokens carry weight A, so a query
 * with weight A (tsQuery(terms, 'A')) matches the title alone. Fields are one
 * position apart so a phrase never spans two fields.
 */
export function tsVector(title: string[], body: string[] = []): string {
  const positions = new Map<string, string[]>()
  let position = 0
  const add = (fields: string[], label: string) => {
    for (const field of fields) {
      for (const token of tokenize(field)) {
        position += 1
        if (position > MAX_TS_POSITION) return
        const list = positions.get(token.text)
        if (list) list.push(`${position}${label}`)
        else positions.set(token.text, [`${position}${label}`])
      }
      position += 1
    }
  }
  add(title, 'A')
  add(body, '')
  return [...positions].map(([lexeme, list]) => `'${lexeme}':${list.slice(0, 256).join(',')}`).join(' ')
}
