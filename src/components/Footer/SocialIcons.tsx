/** Simple line drawings of the four social networks' marks, drawn for this site (decorative). */
type Props = { className?: string }

const svg = (className: string | undefined) => ({
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  className,
  'aria-hidden': true,
  focusable: false,
})

export function InstagramIcon({ className }: Props) {
  return (
    <svg {...svg(className)} fill="none" stroke="currentColor" strokeWidth={1.8}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" stroke="none" />
    </svg>
  )
}

export function FacebookIcon({ className }: Props) {
  return (
    <svg {...svg(className)} fill="currentColor">
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21Z" />
    </svg>
  )
}

export function YouTubeIcon({ className }: Props) {
  return (
    <svg {...svg(className)} fill="currentColor">
      <path d="M21.2 7.6a2.6 2.6 0 0 0-1.8-1.8C17.8 5.4 12 5.4 12 5.4s-5.8 0-7.4.4a2.6 2.6 0 0 0-1.8 1.8A27 27 0 0 0 2.4 12a27 27 0 0 0 .4 4.4 2.6 2.6 0 0 0 1.8 1.8c1.6.4 7.4.4 7.4.4s5.8 0 7.4-.4a2.6 2.6 0 0 0 1.8-1.8 27 27 0 0 0 .4-4.4 27 27 0 0 0-.4-4.4ZM10 15V9l5 3Z" />
    </svg>
  )
}

export function LinkedInIcon({ className }: Props) {
  return (
    <svg {...svg(className)} fill="currentColor">
      <rect x="4" y="9.2" width="3.2" height="10.3" rx="0.4" />
      <circle cx="5.6" cy="5.6" r="1.9" />
      <path d="M10 9.2h3v1.5c.5-.9 1.6-1.8 3.3-1.8 3 0 3.7 2 3.7 4.6v6h-3.2v-5.3c0-1.3-.1-2.8-1.8-2.8s-2 1.3-2 2.7v5.4H10Z" />
    </svg>
  )
}
