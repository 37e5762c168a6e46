import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

import { IMAGE_WIDTHS } from './src/lib/image-widths.mjs'

/**
 * Payload's wrapper adds Accept-CH / Vary / Critical-CH on every route so the admin can pick its
 * colour theme. Critical-CH makes Chromium restart the first navigation (~0.6 s of LCP on a phone),
 * so we keep those headers on /admin only. See docs/decisions/002-client-hint-headers.md.
 */
const CLIENT_HINT_HEADERS = new Set(['accept-ch', 'critical-ch', 'vary'])

/**
 * The test servers' and the bench's builds (.next-e2e-<port>, .next-bench) read a tsconfig of their own that
 * extends the project's: Next adds each build's type folder to the tsconfig it reads, and would otherwise
 * write a new entry into the committed tsconfig.json for every port a test server ran on.
 */
const distDir = process.env.NEXT_DIST_DIR || '.next'
const testBuild = /^\.next-(e2e|bench)/.test(distDir)
const tsconfigPath = testBuild ? `${distDir}.tsconfig.json` : 'tsconfig.json'
if (testBuild && !fs.existsSync(tsconfigPath)) fs.writeFileSync(tsconfigPath, `${JSON.stringify({ extends: './tsconfig.json' }, null, 2)}\n`)

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  distDir,
  // npm test type-checks once with tsc; the test servers' and the bench's builds skip Next's own second pass.
  typescript: { ignoreBuildErrors: testBuild, tsconfigPath },
  poweredByHeader: false,
  // Turbopack keeps its work in .next/cache for the next build. A CI run builds once in a fresh clone and
  // throws the folder away: writing it cost 31 s at the end of the build (decision 029). The test servers'
  // and the bench's builds write no source maps of the server's code (99 of a build's 141 MB, read by
  // nothing there): 10 % of the build's CPU.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI, turbopackSourceMaps: !testBuild },
  // Next's data and page cache (decision 018): with REDIS_URL shared by every server in Redis (decision 012),
  // without it in this process's memory. Never Next's default handler, which would serve the pages the build
  // prerendered (placeholders: the build holds no content, decision 013) and share .next/cache with every
  // other server started from the same folder. Read when the server starts, so one build serves both.
  cacheHandler: fileURLToPath(new URL(process.env.REDIS_URL ? './src/lib/cache/redis-cache-handler.mjs' : './src/lib/cache/memory-cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  images: {
    // AVIF where the browser takes it (about a fifth smaller than WebP), WebP otherwise.
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/illustrations/**' }],
    // Few widths (issue 13: 44 KB of the home page's HTML was srcset); shared with the front's short
    // media addresses (edge/media-urls.ts).
    ...IMAGE_WIDTHS,
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  // Security headers are the edge's alone (edge/security-headers.ts, decision 015), on every response.
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Each language but the default one has its pages at /<code>/… (src/lib/i18n/languages.json), served by the
 * routes under src/app/(localized)/lang/[locale] (decision 045). The visitor's address stays /pcm/…; the
 * internal one is never linked, and a visit to it is sent to the real address.
 */
const [, ...otherLanguages] = JSON.parse(fs.readFileSync(new URL('./src/lib/i18n/languages.json', import.meta.url), 'utf8')).languages
const LANGUAGE_ROUTES = '/lang'

const config = {
  ...withPayloadConfig,
  async rewrites() {
    return {
      beforeFiles: otherLanguages.flatMap(({ code }) => [
        { source: `/${code}`, destination: `${LANGUAGE_ROUTES}/${code}` },
        { source: `/${code}/:path*`, destination: `${LANGUAGE_ROUTES}/${code}/:path*` },
      ]),
    }
  },
  async redirects() {
    return [{ source: `${LANGUAGE_ROUTES}/:path*`, destination: '/:path*', permanent: true }]
  },
  async headers() {
    const rules = (await withPayloadConfig.headers?.()) ?? []
    return rules.flatMap((rule) => {
      const hints = rule.headers.filter((h) => CLIENT_HINT_HEADERS.has(h.key.toLowerCase()))
      if (hints.length === 0) return [rule]
      const rest = rule.headers.filter((h) => !CLIENT_HINT_HEADERS.has(h.key.toLowerCase()))
      return [
        ...(rest.length ? [{ ...rule, headers: rest }] : []),
        { source: '/admin/:path*', headers: hints },
        { source: '/admin', headers: hints },
      ]
    })
  },
}

export default config
