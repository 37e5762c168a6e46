import { Fragment } from 'react'

const EMAIL = /([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/

/** Plain CMS text in which e-mail addresses become mailto: links. */
export function TextWithLinks({ text }: { text: string }) {
  const parts = text.split(EMAIL)
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={`mailto:${part}`}>
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  )
}
