import { highlightSegments } from '@/lib/text-match'

/** The text with every match of the query (or of any of several) wrapped in <mark>. */
export function Highlight({ text, query }: { text: string; query: string | readonly string[] }) {
  return <>{highlightSegments(text, query).map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : segment.text))}</>
}
