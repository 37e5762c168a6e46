import type { Metadata } from 'next'

import { ContactView } from '@/components/EnquiryForm/ContactView'
import { StructuredData } from '@/components/StructuredData/StructuredData'
import { getSiteSettings } from '@/lib/content/site'
import { env } from '@/lib/env'
import { contactPageJsonLd } from '@/lib/structured-data'

import { sendEnquiry } from './actions'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: 'Contact us',
    description: `Send ${settings.shortName} an enquiry and an adviser will call you back, or call ${settings.callCentrePhone} (${settings.officeHours}).`,
  }
}

export default async function ContactPage() {
  const settings = await getSiteSettings()
  return (
    <>
      <ContactView settings={settings} action={sendEnquiry} />
      <StructuredData data={contactPageJsonLd(settings, new URL(env.serverUrl).origin)} />
    </>
  )
}
