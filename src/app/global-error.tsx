'use client'

/** The last resort when even the layout fails: a plain page with a retry, never a blank screen. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en-NG">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem', lineHeight: 1.6, color: '#1a1a1a' }}>
        <title>Sorry, something went wrong | Redwood Life</title>
        <h1>Sorry, something went wrong</h1>
        <p>We could not load this page. Please try again, or call us on 0700 733 9663 (Monday to Friday, 8:00am to 5:00pm).</p>
        <button type="button" onClick={() => reset()} style={{ minHeight: 44, padding: '0 1.5rem', fontSize: '1rem' }}>
          Try again
        </button>
      </body>
    </html>
  )
}
