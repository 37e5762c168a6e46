'use client'

import { useEffect, useRef } from 'react'

import { Button, ButtonLink } from '@/components/ui/Button'
import { paths } from '@/lib/paths'

import styles from './status-page.module.css'

/** Shown inside the site's header and footer when a page fails on the server: never a blank page. */
export default function ErrorPage({ reset, error }: { error: Error & { digest?: string }; reset: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="error-heading">
      <p className={styles.code}>Something went wrong</p>
      <h1 id="error-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        Sorry, this page <span className="accent">didn&rsquo;t load</span>
      </h1>
      <p className="lead">
        The problem is on our side, not yours. Please try again in a moment. If it keeps happening, call us on the
        number at the bottom of this page and we will help.
      </p>
      <div className={styles.actions}>
        <Button onClick={() => reset()}>Try again</Button>
        <ButtonLink href={paths.home()} variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
      {error.digest ? <p className={styles.reference}>Reference for our support team: {error.digest}</p> : null}
    </section>
  )
}
