import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { Footer } from '@/components/Footer/Footer'
import { FOOTER_ID } from '@/components/Header/nav'
import { Header } from '@/components/Header/Header'
import { PreviewBar } from '@/components/Preview/PreviewBar'
import { IconSprite } from '@/components/ui/icons'
import { getSiteSettings } from '@/lib/content/site'
import { env } from '@/lib/env'
import { i18n } from '@/lib/i18n'
import { openGraph } from '@/lib/metadata'

/** The metadata every public page starts from, in one language. */
export async function siteMetadata(code: string): Promise<Metadata> {
  const settings = await getSiteSettings()
  const t = i18n.translate(code)
  return {
    title: { default: settings.brandName, template: `%s | ${settings.shortName}` },
    description: t('{brand}: life, health, family, education and corporate insurance in Nigeria.', { brand: settings.brandName }),
    applicationName: settings.shortName,
    metadataBase: new URL(env.serverUrl),
    icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }, { url: '/favicon.ico', sizes: '32x32 48x48' }] },
    formatDetection: { telephone: false },
    openGraph: await openGraph(),
    // A large picture when a link is shared on X; WhatsApp, Facebook and LinkedIn read Open Graph.
    twitter: { card: 'summary_large_image' },
  }
}

export const siteViewport: Viewport = {
  themeColor: '#b3122e',
  width: 'device-width',
  initialScale: 1,
}

/**
 * The document of every public page, in one language: the header, the main content and the footer. The
 * English site's layout and each other language's (app/(localized)) render it, so the two cannot drift.
 */
export function SiteDocument({ code, children }: { code: string; children: ReactNode }) {
  const language = i18n.language(code)
  const t = i18n.translate(code)
  return (
    <html lang={language.htmlLang}>
      <body>
        {/* The first paint waits until the parser reaches the footer, so the header and the main content are
            whole: a browser that parses a page in slices (a slow phone) would otherwise paint half a header
            or half a grid and then move it. React puts this link in the head. Decision 044. */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
        <IconSprite />
        <a className="skip-link" href="#main">
          {t('Skip to main content')}
        </a>
        <PreviewBar />
        <Header code={language.code} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer code={language.code} />
      </body>
    </html>
  )
}
