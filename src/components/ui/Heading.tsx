import type { HeadingPair } from '@/payload-types'

type Level = 'h1' | 'h2' | 'h3'

/** The brand's two-part heading: the dark part, then the red accent. */
export function Heading({
  as: Tag = 'h2',
  value,
  id,
  className,
}: {
  as?: Level
  value: HeadingPair | { text?: string | null; accent?: string | null } | null | undefined
  id?: string
  className?: string
}) {
  if (!value?.text && !value?.accent) return null
  return (
    <Tag id={id} className={className}>
      {value.text}
      {value.text && value.accent ? ' ' : null}
      {value.accent ? <span className="accent">{value.accent}</span> : null}
    </Tag>
  )
}

export function headingText(value: { text?: string | null; accent?: string | null } | null | undefined): string {
  return [value?.text, value?.accent].filter(Boolean).join(' ')
}
