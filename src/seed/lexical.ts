/** Minimal Lexical editor state builders for seeded rich text. */

type TextNode = { type: 'text'; text: string; format: number; style: ''; mode: 'normal'; detail: 0; version: 1 }
type ElementBase = { format: ''; indent: 0; version: 1; direction: 'ltr' }
type Block = Record<string, unknown>

export type RichTextSection = { heading?: string; paragraphs?: string[]; bullets?: string[] }

export type LexicalState = {
  root: ElementBase & { type: 'root'; children: Block[] }
}

const element: ElementBase = { format: '', indent: 0, version: 1, direction: 'ltr' }

function text(value: string, bold = false): TextNode {
  return { type: 'text', text: value, format: bold ? 1 : 0, style: '', mode: 'normal', detail: 0, version: 1 }
}

function paragraph(value: string): Block {
  return { ...element, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(value)] }
}

function heading(value: string): Block {
  return { ...element, type: 'heading', tag: 'h2', children: [text(value)] }
}

function bulletList(items: string[]): Block {
  return {
    ...element,
    type: 'list',
    listType: 'bullet',
    tag: 'ul',
    start: 1,
    children: items.map((item, index) => ({ ...element, type: 'listitem', value: index + 1, children: [text(item)] })),
  }
}

export function richText(sections: RichTextSection[]): LexicalState {
  const children: Block[] = []
  for (const section of sections) {
    if (section.heading) children.push(heading(section.heading))
    for (const value of section.paragraphs ?? []) children.push(paragraph(value))
    if (section.bullets?.length) children.push(bulletList(section.bullets))
  }
  return { root: { ...element, type: 'root', children } }
}

export function paragraphs(values: string[]): LexicalState {
  return richText([{ paragraphs: values }])
}
