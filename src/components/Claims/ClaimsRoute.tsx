import type { Metadata } from 'next'

import { ClaimsOverview } from '@/components/Claims/ClaimsOverview'
import { plainCopy } from '@/components/Claims/copyText'
import { claimsMetadata } from '@/components/Claims/metadata'
import { TranslationNotice } from '@/components/Language/TranslationNotice'
import { TalkToUs } from '@/components/Reach/TalkToUs'
import { StructuredData } from '@/components/StructuredData/StructuredData'
import { getClaimsPage } from '@/lib/content/claims'
import { getClaimsRecord } from '@/lib/content/claims-record'
import { getSiteSettings } from '@/lib/content/site'
import { getGlobalTranslation } from '@/lib/content/translation'
import { env } from '@/lib/env'
import { lineStatus } from '@/lib/hours/open-status'
import { i18n } from '@/lib/i18n'
import { languageAlternates } from '@/lib/metadata'
import { paths } from '@/lib/paths'
import { breadcrumbJsonLd, faqJsonLd, graphJsonLd } from '@/lib/structured-data'
import { whatsappHref, WHATSAPP_TEXT } from '@/lib/whatsapp'

/** The claims overview's title, description and addresses in a language. */
export async function claimsOverviewMetadata(code: string): Promise<Metadata> {
  const page = await getClaimsPage(code)
  return { ...(await claimsMetadata(page, page.intro, i18n.translate(code)('Make a claim'))), alternates: languageAlternates(paths.claims(), code) }
}

/** /claims, and the same page in another language: /pcm/claims (decision 045). */
export async function ClaimsRoute({ code }: { code: string }) {
  const t = i18n.translate(code)
  const [page, record, settings, translation] = await Promise.all([
    getClaimsPage(code),
    getClaimsRecord(),
    getSiteSettings(),
    i18n.isOtherLanguage(code) ? getGlobalTranslation('claims', code) : null,
  ])
  const lines = await lineStatus(settings, undefined, t)
  const origin = new URL(env.serverUrl).origin
  const faqs = (page.questions?.faqs ?? []).map((f) => ({ question: f.question, answer: plainCopy(f.answer) }))
  const items = [
    breadcrumbJsonLd(origin, [
      { name: t('Home'), path: i18n.href(code, paths.home()) },
      { name: t('Claims'), path: i18n.href(code, paths.claims()) },
    ]),
  ]
  // The questions the page shows, with their answers: search engines may show them under the result.
  if (faqs.length > 0) items.unshift(faqJsonLd(faqs))
  return (
    <>
      <StructuredData data={graphJsonLd(items)} />
      <TranslationNotice code={code} path={paths.claims()} missing={translation?.missing.length ?? 0} />
      <ClaimsOverview code={code} page={page} record={record} />
      <TalkToUs
        code={code}
        id="claims-talk"
        heading={t('Talk to us about a claim')}
        phone={settings.callCentrePhone}
        hours={settings.officeHours}
        status={lines}
        whatsapp={whatsappHref(settings.whatsappNumber, WHATSAPP_TEXT.claims)}
      />
    </>
  )
}
