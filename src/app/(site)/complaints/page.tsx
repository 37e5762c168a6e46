import type { Metadata } from 'next'

import { ComplaintsView } from '@/components/Complaints/ComplaintsView'
import { getComplaintsRecord, getComplaintTerms } from '@/lib/content/complaints'
import { getSiteSettings } from '@/lib/content/site'

export const metadata: Metadata = {
  title: 'Complaints',
  description: 'How to complain to us online, by phone, email, letter or in person, how long we take to answer, and where to go if you are still unhappy.',
}

export default async function ComplaintsRoute() {
  const [settings, terms, record] = await Promise.all([getSiteSettings(), getComplaintTerms(), getComplaintsRecord()])
  return <ComplaintsView settings={settings} terms={terms} record={record} />
}
