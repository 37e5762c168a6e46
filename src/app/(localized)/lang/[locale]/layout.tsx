import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { SiteDocument, siteMetadata, siteViewport } from '@/components/Layout/SiteDocument'
import { i18n } from '@/lib/i18n'

import '../../../(site)/globals.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * The pages of every language but the default one, at /<code>/… (next.config rewrites those addresses
 * here; decision 045). Its own root layout, so the page's lang attribute is the language's.
 */
export function generateStaticParams(): { locale: string }[] {
  return i18n.languages.filter((language) => i18n.isOtherLanguage(language.code)).map((language) => ({ locale: language.code }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return siteMetadata((await params).locale)
}

export const viewport = siteViewport

export default async function LocalizedLayout({ children, params }: Props) {
  // Only the setting's languages reach this tree (next.config rewrites /<code>/… and sends /lang/… away);
  // each page refuses any other code (its own dynamicParams, or a check). Not here: a layout's
  // dynamicParams = false would also close the pages below it that have parameters of their own.
  return <SiteDocument code={(await params).locale}>{children}</SiteDocument>
}
