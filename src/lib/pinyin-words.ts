/**
 * Pinyin typed in place of Chinese (dianyuan, dy for 电源): the Chinese words of the catalogue
 * (product names and series, category names, synonyms) it spells, in full syllables or their
 * initials, or a mix. pinyin-pro reads each name with its words in context (polyphones: 重 in
 * 重量 and 重复); a name's syllables are kept in a bounded memory.
 */
import { LRUCache } from 'lru-cache'
import { pinyin } from 'pinyin-pro'

/** Letters of a pinyin query (spaces dropped): below this it says too little, above it is a sentence. */
const MIN_LETTERS = 2
const MAX_LETTERS = 40
/** Longest word taken from a name, in characters. */
const MAX_WORD_CHARS = 6

/** The query's letters when it is pinyin-like: ASCII letters and spaces only. */
export function pinyinLetters(query: string): string | null {
  const text = query.normalize('NFKC').toLowerCase().trim()
  if (!/^[a-z][a-z ]*$/.test(text)) return null
  const letters = text.replace(/ /g, '')
  return letters.length >= MIN_LETTERS && letters.length <= MAX_LETTERS ? letters : null
}

/** Each character of a text with its syllable without tone (null for a character that is not Chinese). */
type Syllables = { chars: string[]; syllables: (string | null)[] }

const syllableMemory = new LRUCache<string, Syllables>({ max: 20_000 })

function syllablesOf(text: string): Syllables {
  const kept = syllableMemory.get(text)
  if (kept) return kept
  const chars = [...text]
  const read = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'spaced', v: true })
  const syllables = chars.map((char, index) => (/\p{Script=Han}/u.test(char) ? (read[index] ?? null) : null))
  const result = { chars, syllables }
  syllableMemory.set(text, result)
  return result
}

/** The ways one syllable may be typed: whole, or its initial (zh, ch and sh also as z, c, s). */
function spellings(syllable: string): string[] {
  const initial = /^(zh|ch|sh)/.exec(syllable)?.[1]
  return [...new Set([syllable, ...(initial ? [initial, initial[0]] : [syllable[0]])])]
}

/** Chinese words of `text`, of two or more characters, whose syllables spell all of `letters`. */
function wordsSpelling(letters: string, text: string): string[] {
  const { chars, syllables } = syllablesOf(text)
  const found: string[] = []
  const follow = (start: number, at: number, consumed: number) => {
    if (consumed === letters.length) {
      if (at - start >= 2) found.push(chars.slice(start, at).join(''))
      return
    }
    const syllable = syllables[at]
    if (!syllable || at - start >= MAX_WORD_CHARS) return
    for (const spelling of spellings(syllable)) if (letters.startsWith(spelling, consumed)) follow(start, at + 1, consumed + spelling.length)
  }
  for (let start = 0; start < chars.length; start += 1) if (syllables[start]) follow(start, start, 0)
  return found
}

/** The Chinese words among `texts` that `letters` spells, the most frequent first (at most `max`). */
export function pinyinWords(letters: string, texts: readonly string[], max = 3): string[] {
  const counts = new Map<string, number>()
  for (const text of texts) for (const word of new Set(wordsSpelling(letters, text))) counts.set(word, (counts.get(word) ?? 0) + 1)
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)
    .slice(0, max)
    .map(([word]) => word)
}
