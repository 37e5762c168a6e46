/**
 * Builds Lexical rich-text JSON for seeded articles from a tiny, readable notation:
 * "## Heading", "- list item" lines, and plain paragraphs separated by blank lines.
 * Inline **bold** and links on this site, [words](/path), are supported.
 */
type TextNode = { type: 'text'; text: string; format: number; detail: 0; mode: 'normal'; style: ''; version: 1 }
type ElementBase = { direction: 'ltr'; format: ''; indent: 0; version: 1 }
type LinkNode = Omit<ElementBase, 'version'> & {
  type: 'link'
  version: 3
  fields: { linkType: 'custom'; url: string; newTab: false }
  children: TextNode[]
}
type Inline = TextNode | LinkNode
type Paragraph = ElementBase & { type: 'paragraph'; children: Inline[]; textFormat: 0; textStyle: '' }
type Heading = ElementBase & { type: 'heading'; tag: 'h2' | 'h3'; children: Inline[] }
type ListItem = ElementBase & { type: 'listitem'; value: number; children: Inline[] }
type List = ElementBase & { type: 'list'; listType: 'bullet'; start: 1; tag: 'ul'; children: ListItem[] }
type Block = Paragraph | Heading | List

export type RichText = { root: ElementBase & { type: 'root'; children: Block[] } }

const base: ElementBase = { direction: 'ltr', format: '', indent: 0, version: 1 }

function textNodes(text: string): TextNode[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => {
      const bold = part.startsWith('**') && part.endsWith('**')
      return {
        type: 'text',
        text: bold ? part.slice(2, -2) : part,
        format: bold ? 1 : 0,
        detail: 0,
        mode: 'normal',
        style: '',
        version: 1,
      }
    })
}

/** Only paths on this site: a seeded article never links out. */
const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/

function inline(text: string): Inline[] {
  const out: Inline[] = []
  let rest = text
  for (let match = LINK.exec(rest); match; match = LINK.exec(rest)) {
    out.push(...textNodes(rest.slice(0, match.index)))
    const [, words = '', url = '/'] = match
    out.push({ direction: 'ltr', format: '', indent: 0, type: 'link', version: 3, fields: { linkType: 'custom', url, newTab: false }, children: textNodes(words) })
    rest = rest.slice(match.index + match[0].length)
  }
  return [...out, ...textNodes(rest)]
}

export function richText(source: string): RichText {
  const blocks: Block[] = []
  for (const chunk of source.trim().split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((l) => l.trim())
    if (lines.every((l) => l.startsWith('- '))) {
      blocks.push({
        ...base,
        type: 'list',
        listType: 'bullet',
        start: 1,
        tag: 'ul',
        children: lines.map((l, i) => ({ ...base, type: 'listitem', value: i + 1, children: inline(l.slice(2)) })),
      })
    } else if (lines[0]?.startsWith('## ')) {
      blocks.push({ ...base, type: 'heading', tag: 'h2', children: inline(lines.join(' ').slice(3)) })
    } else if (lines[0]?.startsWith('### ')) {
      blocks.push({ ...base, type: 'heading', tag: 'h3', children: inline(lines.join(' ').slice(4)) })
    } else {
      blocks.push({ ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(lines.join(' ')) })
    }
  }
  return { root: { ...base, type: 'root', children: blocks } }
}
