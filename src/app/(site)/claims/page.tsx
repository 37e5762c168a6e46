import type { Metadata } from 'next'

import { ClaimsOverview } from '@/components/Claims/ClaimsOverview'
import { claimsMetadata } from '@/components/Claims/metadata'
import { getClaimsPage } from '@/lib/content/claims'
import { getClaimsRecord } from '@/lib/content/claims-record'
import { getSiteSettings } from '@/lib/content/site'
import { lineStatus } from '@/lib/hours/open-status'
import { TalkToUs } from '@/components/Reach/TalkToUs'
import { whatsappHref, WHATSAPP_TEXT } from '@/lib/whatsapp'
import { StructuredData } from '@/components/StructuredData/StructuredData'
import { plainCopy } from '@/components/Claims/copyText'
import { env } from '@/lib/env'
import { paths } from '@/lib/paths'
import { breadcrumbJsonLd, faqJsonLd, graphJsonLd } from '@/lib/structured-data'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getClaimsPage()
  return claimsMetadata(page, page.intro, 'Make a claim')
}

export default async function ClaimsRoute() {
  const [page, record, settings] = await Promise.all([getClaimsPage(), getClaimsRecord(), getSiteSettings()])
  const lines = await lineStatus(settings)
  const origin = new URL(env.serverUrl).origin
  const faqs = (page.questions?.faqs ?? []).map((f) => ({ question: f.question, answer: plainCopy(f.answer) }))
  const items = [breadcrumbJsonLd(origin, [{ name: 'Home', path: '/' }, { name: 'Claims', path: paths.claims() }])]
  // The questions the page shows, with their answers: search engines may show them under the result.
  if (faqs.length > 0) items.unshift(faqJsonLd(faqs))
  return (
    <>
      <StructuredData data={graphJsonLd(items)} />
      <ClaimsOverview page={page} record={record} />
      <TalkToUs
        id="claims-talk"
        heading="Talk to us about a claim"
        phone={settings.callCentrePhone}
        hours={settings.officeHours}
        status={lines}
        whatsapp={whatsappHref(settings.whatsappNumber, WHATSAPP_TEXT.claims)}
      />
    </>
  )
}
