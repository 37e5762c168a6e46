/**
 * The site's small line icons. They are decoration beside words that carry the meaning, so they are
 * hidden from screen readers. Each is drawn once per page in <IconSprite /> (in the site layout) and
 * shown with <use>: the home page showed some fifty, each a full inline drawing in the HTML and again
 * in the React payload (issue 13).
 */
type IconProps = { size?: number; className?: string }

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
}

function Icon({ id, size, className }: { id: string; size: number; className: string | undefined }) {
  return (
    <svg width={size} height={size} className={className} aria-hidden focusable={false}>
      <use href={`#i-${id}`} />
    </svg>
  )
}

/** The drawings the icons point at; rendered once, hidden, at the top of every page. */
export function IconSprite() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden focusable={false}>
      <symbol id="i-phone" viewBox="0 0 24 24" {...stroke}>
        <path d="M6.6 3.5h2.6l1.4 4.2-2 1.4a11.5 11.5 0 0 0 6.3 6.3l1.4-2 4.2 1.4v2.6a2 2 0 0 1-2.2 2A16.6 16.6 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2Z" />
      </symbol>
      <symbol id="i-external" viewBox="0 0 24 24" {...stroke}>
        <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </symbol>
      <symbol id="i-search" viewBox="0 0 24 24" {...stroke}>
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5" />
      </symbol>
      <symbol id="i-arrow" viewBox="0 0 24 24" {...stroke}>
        <path d="M5 12h14M13 6l6 6-6 6" />
      </symbol>
      <symbol id="i-document" viewBox="0 0 24 24" {...stroke}>
        <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8Z" />
        <path d="M14 3v5h5M8.5 13h7M8.5 16.5h5" />
      </symbol>
      <symbol id="i-download" viewBox="0 0 24 24" {...stroke} strokeWidth={2}>
        <path d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16" />
      </symbol>
    </svg>
  )
}

export function PhoneIcon({ size = 20, className }: IconProps) {
  return <Icon id="phone" size={size} className={className} />
}

export function SearchIcon({ size = 20, className }: IconProps) {
  return <Icon id="search" size={size} className={className} />
}

export function ExternalIcon({ size = 14, className }: IconProps) {
  return <Icon id="external" size={size} className={className} />
}

export function ArrowIcon({ size = 16, className }: IconProps) {
  return <Icon id="arrow" size={size} className={className} />
}

export function DocumentIcon({ size = 16, className }: IconProps) {
  return <Icon id="document" size={size} className={className} />
}

export function DownloadIcon({ size = 20, className }: IconProps) {
  return <Icon id="download" size={size} className={className} />
}
