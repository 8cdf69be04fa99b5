/**
 * Keyword matching that suits Chinese text without a tokenizer: a query is
 * split into words on spaces and, within each word, into character bigrams.
 * A field matches when it contains the whole word, or most of its bigrams
 * (so 可编程电源 still finds 可编程直流电源); the score favours whole-word
 * hits and hits in titles.
 */
function bigrams(word: string): string[] {
  const chars = [...word]
  if (chars.length < 2) return [word]
  return chars.slice(0, -1).map((char, index) => char + chars[index + 1])
}

export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s,，、]+/)
    .map((word) => word.trim())
    .filter(Boolean)
}

/** How well one text matches one word: 1 for a whole-word hit, the share of bigrams otherwise. */
export function wordScore(text: string, word: string): number {
  const haystack = text.toLowerCase()
  if (haystack.includes(word)) return 1
  const grams = bigrams(word)
  if (grams.length < 2) return 0
  const found = grams.filter((gram) => haystack.includes(gram)).length
  return found / grams.length
}

export const MIN_WORD_SCORE = 0.6

/**
 * Score of a document for a query: every word must match some field well
 * enough; title hits weigh more than body hits. 0 means no match.
 */
export function matchScore(fields: { text: string; weight: number }[], query: string): number {
  const words = queryWords(query)
  if (!words.length) return 0
  let total = 0
  for (const word of words) {
    let best = 0
    for (const field of fields) {
      const score = wordScore(field.text, word)
      if (score >= MIN_WORD_SCORE) best = Math.max(best, score * field.weight)
    }
    if (best === 0) return 0
    total += best
  }
  return total
}

/** Spans of a text to highlight for a query (whole words and matching bigrams). */
export function highlightRanges(text: string, query: string): [number, number][] {
  const lower = text.toLowerCase()
  const ranges: [number, number][] = []
  for (const word of queryWords(query)) {
    const needles = lower.includes(word) ? [word] : bigrams(word).filter((gram) => gram.length > 1)
    for (const needle of needles) {
      for (let index = lower.indexOf(needle); index !== -1; index = lower.indexOf(needle, index + needle.length)) {
        ranges.push([index, index + needle.length])
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const range of ranges) {
    const last = merged[merged.length - 1]
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([...range])
  }
  return merged
}

export type HighlightSegment = { text: string; match: boolean }

/** A text cut into plain and matching segments for a query, in order; joined they give the text back. */
export function highlightSegments(text: string, query: string): HighlightSegment[] {
  const segments: HighlightSegment[] = []
  let cursor = 0
  for (const [start, end] of highlightRanges(text, query)) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), match: false })
    segments.push({ text: text.slice(start, end), match: true })
    cursor = end
  }
  if (cursor < text.length || !segments.length) segments.push({ text: text.slice(cursor), match: false })
  return segments
}
