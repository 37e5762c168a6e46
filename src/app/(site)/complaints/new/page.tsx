import type { Metadata } from 'next'

import { NewComplaintView } from '@/components/Complaints/NewComplaintView'
import { getComplaintTerms } from '@/lib/content/complaints'
import { getSiteSettings } from '@/lib/content/site'

import { makeComplaint } from './actions'

export const metadata: Metadata = {
  title: 'Make a complaint',
  description: 'Tell us what went wrong and what you would like us to do. You get a reference at once.',
}

export default async function NewComplaintRoute() {
  const [settings, terms] = await Promise.all([getSiteSettings(), getComplaintTerms()])
  return <NewComplaintView action={makeComplaint} phone={settings.callCentrePhone} terms={terms} />
}
