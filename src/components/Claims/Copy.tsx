import { Link } from '@/components/ui/Link.client'

import { getGlossaryAnchors } from '@/lib/content/claims'
import { i18n } from '@/lib/i18n'
import { paths } from '@/lib/paths'

import { type Inline, parseCopy } from './copyText'
import styles from './claims.module.css'

/**
 * Renders a claims text box: paragraphs, bullet lists and glossary links. A link to a term that is
 * no longer in the glossary shows as plain words rather than a link that goes nowhere. On a page in another
 * language (`code`), a term links the glossary in that language where it has one.
 */
export async function Copy({ text, className, code = i18n.defaultLanguage.code }: { text: string | null | undefined; className?: string; code?: string }) {
  const blocks = parseCopy(text)
  if (blocks.length === 0) return null
  const anchors = new Set(await getGlossaryAnchors())
  const inline = (parts: Inline[]) =>
    parts.map((part, i) =>
      part.kind === 'text' ? (
        part.text
      ) : part.kind === 'link' ? (
        <a key={i} href={part.href} className={styles.contactLink}>
          {part.text}
        </a>
      ) : anchors.has(part.anchor) ? (
        <Link key={i} href={i18n.href(code, paths.glossary(part.term))} className={styles.termLink}>
          {part.label}
        </Link>
      ) : (
        part.label
      ),
    )
  return (
    <div className={[styles.copy, className].filter(Boolean).join(' ')}>
      {blocks.map((block, i) =>
        block.kind === 'paragraph' ? (
          <p key={i}>{inline(block.parts)}</p>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{inline(item)}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  )
}
