import { Fragment, type ReactNode } from 'react'

import { slots } from '@/lib/i18n/words'

/**
 * A translated sentence with values or elements in its `{name}` places:
 * `placed(t('Or {link} with a quote.'), { link: <a …>…</a> })`. Each piece stays a child of its own, as
 * in `Or <a …>…</a> with a quote.` written in JSX, so an English sentence renders exactly as it did.
 */
export function placed(text: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return slots(text).map((part, i) =>
    typeof part === 'string' ? part : <Fragment key={i}>{part.slot in nodes ? nodes[part.slot] : `{${part.slot}}`}</Fragment>,
  )
}

/**
 * Words editors write (the office hours) inside a sentence: marked as the default language's on a page in
 * another language (`contentLang`, from `i18n.defaultLanguagePart`; decision 045), and plain text, exactly
 * as before, on a page in the default language.
 */
export function editorsWords(text: string, contentLang: string | undefined): ReactNode {
  return contentLang ? <span lang={contentLang}>{text}</span> : text
}
