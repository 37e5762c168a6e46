import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { SiteDocument, siteMetadata, siteViewport } from '@/components/Layout/SiteDocument'
import { i18n } from '@/lib/i18n'

import './globals.css'

export function generateMetadata(): Promise<Metadata> {
  return siteMetadata(i18n.defaultLanguage.code)
}

export const viewport = siteViewport

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument code={i18n.defaultLanguage.code}>{children}</SiteDocument>
}
