import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { Footer } from '@/components/Footer/Footer'
import { Header } from '@/components/Header/Header'
import { FOOTER_ID } from '@/components/Header/nav'
import { PreviewBar } from '@/components/Preview/PreviewBar'
import { IconSprite } from '@/components/ui/icons'
import { getSiteSettings } from '@/lib/content/site'
import { env } from '@/lib/env'
import { openGraph } from '@/lib/metadata'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: { default: settings.brandName, template: `%s | ${settings.shortName}` },
    description: `${settings.brandName}: life, health, family, education and corporate insurance in Nigeria.`,
    applicationName: settings.shortName,
    metadataBase: new URL(env.serverUrl),
    icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }, { url: '/favicon.ico', sizes: '32x32 48x48' }] },
    formatDetection: { telephone: false },
    openGraph: await openGraph(),
    // A large picture when a link is shared on X; WhatsApp, Facebook and LinkedIn read Open Graph.
    twitter: { card: 'summary_large_image' },
  }
}

export const viewport: Viewport = {
  themeColor: '#b3122e',
  width: 'device-width',
  initialScale: 1,
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-NG">
      <body>
        {/* The first paint waits until the parser reaches the footer, so the header and the main content are
            whole: a browser that parses a page in slices (a slow phone) would otherwise paint half a header
            or half a grid and then move it. React puts this link in the head. Decision 044. */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
        <IconSprite />
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <PreviewBar />
        <Header />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </body>
    </html>
  )
}
