'use client'

import Link from 'next/link'
import { useEffect, useRef } from 'react'

/** Shown inside the site's header and footer when a page fails on the server: never a blank page. */
export default function ErrorPage({ reset, error }: { error: Error & { digest?: string }; reset: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <section className="section container" aria-labelledby="error-heading">
      <h1 id="error-heading" ref={heading} tabIndex={-1}>
        Sorry, this page <span className="accent">didn&rsquo;t load</span>
      </h1>
      <p className="lead">
        Something went wrong on our side. Please try again in a moment. If it keeps happening, call us on the number at
        the bottom of this page.
      </p>
      {error.digest ? <p>Reference for our support team: {error.digest}</p> : null}
      <p>
        <button type="button" className="button" onClick={() => reset()}>
          Try again
        </button>{' '}
        <Link href="/">Go to the home page</Link>
      </p>
    </section>
  )
}
