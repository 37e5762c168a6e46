import type { Metadata } from 'next'

import { ContactView } from '@/components/EnquiryForm/ContactView'
import { getSiteSettings } from '@/lib/content/site'

import { sendEnquiry } from './actions'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: 'Contact us',
    description: `Send ${settings.shortName} an enquiry and an advisor will call you back, or call ${settings.callCentrePhone} (${settings.officeHours}).`,
  }
}

export default async function ContactPage() {
  return <ContactView settings={await getSiteSettings()} action={sendEnquiry} />
}
