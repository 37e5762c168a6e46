import type { HeadingPair } from '@/payload-types'

/**
 * The brand's two-part heading for a home section. It takes focus programmatically (tabindex -1) so an
 * in-page link such as Buy A Policy can move keyboard and screen-reader users to the section it names.
 */
export function SectionHeading({ id, value, className }: { id: string; value: HeadingPair; className?: string }) {
  return (
    <h2 id={id} tabIndex={-1} className={className}>
      {value.text}
      {value.text && value.accent ? ' ' : null}
      {value.accent ? <span className="accent">{value.accent}</span> : null}
    </h2>
  )
}
