import type { Metadata } from 'next'

import { TranslationNotice } from '@/components/Language/TranslationNotice'
import { getClaimForms, getClaimsFaq, getClaimsGlossary, getClaimsPromise } from '@/lib/content/claims'
import { getGlobalTranslation, type TranslatedGlobal } from '@/lib/content/translation'
import { i18n } from '@/lib/i18n'
import { languageAlternates } from '@/lib/metadata'
import { paths } from '@/lib/paths'

import { ClaimFormsView } from './ClaimFormsView'
import { ClaimsFaqView } from './ClaimsFaqView'
import { ClaimsPromiseView } from './ClaimsPromiseView'
import { GlossaryView } from './GlossaryView'
import { claimsMetadata } from './metadata'

/** The claims help pages besides the overview, each written in every language (decision 045). */
export type ClaimsHelpPage = 'faqs' | 'forms' | 'glossary' | 'promise'

const PAGES: Record<ClaimsHelpPage, { path: string; global: TranslatedGlobal }> = {
  faqs: { path: paths.claimFaqs(), global: 'claims-faq' },
  forms: { path: paths.claimForms(), global: 'claim-forms' },
  glossary: { path: paths.glossary(), global: 'claims-glossary' },
  promise: { path: paths.claimPromise(), global: 'claims-promise' },
}

/** A claims help page's title, description and addresses in a language. */
export async function claimsHelpMetadata(page: ClaimsHelpPage, code: string = i18n.defaultLanguage.code): Promise<Metadata> {
  const t = i18n.translate(code)
  const alternates = languageAlternates(PAGES[page].path, code)
  switch (page) {
    case 'faqs': {
      const content = await getClaimsFaq(code)
      return { ...(await claimsMetadata(content, content.intro, t('Claims questions'))), alternates }
    }
    case 'forms': {
      const content = await getClaimForms(code)
      return { ...(await claimsMetadata(content, content.intro, t('Claim forms'))), alternates }
    }
    case 'glossary': {
      const content = await getClaimsGlossary(code)
      return { ...(await claimsMetadata(content, content.intro, t('Glossary of claims terms'))), alternates }
    }
    case 'promise': {
      const content = await getClaimsPromise(code)
      return { ...(await claimsMetadata(content, content.description, t('Our claims promise'))), alternates }
    }
  }
}

/** /claims/faqs, /claims/forms, /claims/glossary and /claims/promise, and the same pages in another language (/pcm/claims/…). */
export async function ClaimsHelpRoute({ page, code = i18n.defaultLanguage.code }: { page: ClaimsHelpPage; code?: string }) {
  const { path, global } = PAGES[page]
  const translation = i18n.isOtherLanguage(code) ? await getGlobalTranslation(global, code) : null
  const notice = <TranslationNotice code={code} path={path} missing={translation?.missing.length ?? 0} />
  switch (page) {
    case 'faqs':
      return (
        <>
          {notice}
          <ClaimsFaqView code={code} page={await getClaimsFaq(code)} />
        </>
      )
    case 'forms':
      return (
        <>
          {notice}
          <ClaimFormsView code={code} page={await getClaimForms(code)} />
        </>
      )
    case 'glossary':
      return (
        <>
          {notice}
          <GlossaryView code={code} page={await getClaimsGlossary(code)} />
        </>
      )
    case 'promise':
      return (
        <>
          {notice}
          <ClaimsPromiseView code={code} page={await getClaimsPromise(code)} />
        </>
      )
  }
}
