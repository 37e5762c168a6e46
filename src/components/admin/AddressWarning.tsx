'use client'

import { useSyncExternalStore } from 'react'

const noChanges = () => () => {}

/**
 * The admin honours a staff member's sign-in only on requests from the site's own address (SERVER_URL,
 * decision 016). Opened at another address (an IP, another host name, http:// behind an HTTPS proxy),
 * pages still show, but every save is refused as "not allowed". This says why, and where to go instead.
 */
export function AddressWarning({ serverUrl }: { serverUrl: string }) {
  // The server cannot know which address the browser used: read in the browser only (null on the server).
  const here = useSyncExternalStore(noChanges, () => window.location.origin, () => null)
  const site = new URL(serverUrl).origin
  if (here === null || here === site) return null
  const sameSpot = `${site}${window.location.pathname}${window.location.search}`
  return (
    <div role="alert" className="redwood-address-warning">
      <p>
        <strong>Saving will not work at this address.</strong> This admin is open at {here}, but the site&rsquo;s address is {site}: changes
        saved from here are refused as &ldquo;not allowed&rdquo;. Sign in there instead:
      </p>
      <p>
        <a href={sameSpot}>Open this page at {site}</a>
      </p>
    </div>
  )
}
