/**
 * Display highlighting of search keywords, with the search index's own
 * tokenizer (src/lib/search-tokens.ts): what is marked is exactly what
 * matched. A Chinese word of two or more characters is marked where the text
 * contains it; letters and digits are marked as the word prefix that was
 * typed (6080 in PSD-6080-60C, prog in Programmable).
 */
import { queryTerms, termMatches } from './search-tokens'

/** Spans of a text to highlight for a query (or several: a keyword and its synonyms), sorted and merged. */
export function highlightRanges(text: string, query: string | readonly string[]): [number, number][] {
  const ranges = termMatches(
    text,
    (typeof query === 'string' ? [query] : query).flatMap((each) => queryTerms(each)),
  )
    .map(({ start, end }) => [start, end] as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
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
export function highlightSegments(text: string, query: string | readonly string[]): HighlightSegment[] {
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
