import type { Metadata } from 'next'

import { ContactView } from '@/components/EnquiryForm/ContactView'
import { StructuredData } from '@/components/StructuredData/StructuredData'
import { getSiteSettings } from '@/lib/content/site'
import { lineStatus } from '@/lib/hours/open-status'
import { whatsappHref, WHATSAPP_TEXT } from '@/lib/whatsapp'
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
  const lines = await lineStatus(settings)
  return (
    <>
      <ContactView
        settings={settings}
        action={sendEnquiry}
        lines={lines}
        whatsapp={whatsappHref(settings.whatsappNumber, WHATSAPP_TEXT.contact)}
      />
      <StructuredData data={contactPageJsonLd(settings, new URL(env.serverUrl).origin)} />
    </>
  )
}
