import type { Metadata } from 'next'

import { getSiteSettings } from '@/lib/content/site'

import { NotFoundContent } from './not-found-content.client'

const TITLE = 'Page not found'

export const metadata: Metadata = {
  title: TITLE,
  description: 'We could not find the page you asked for.',
  robots: { index: false },
}

/** The site's 404 page (answered with HTTP status 404), inside the shared header and footer. */
export default async function NotFound() {
  const settings = await getSiteSettings()
  return (
    <NotFoundContent
      title={`${TITLE} | ${settings.shortName}`}
      phone={settings.callCentrePhone}
      officeHours={settings.officeHours}
    />
  )
}
