import { afterEach, describe, expect, it, vi } from 'vitest'

/** robots() reads the environment once, at import: each case imports it afresh with its own. */
async function robotsWith(vars: Record<string, string>) {
  vi.resetModules()
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value)
  const { default: robots } = await import('./robots')
  return robots()
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

// Each case imports the environment and route afresh: slow on a busy machine, so allow 30 s.
describe('robots.txt', { timeout: 30_000 }, () => {
  it('lets search engines index the production site, except admin, previews and the APIs, and names the sitemap', async () => {
    const rules = await robotsWith({
      SITE_ENV: 'production',
      SERVER_URL: 'https://www.redwoodlife.example',
      PAYLOAD_SECRET: 'a-production-secret-of-at-least-32-characters',
    })
    expect(rules.sitemap).toBe('https://www.redwoodlife.example/sitemap.xml')
    expect(rules.rules).toEqual({
      userAgent: '*',
      allow: ['/', '/api/documents/file/', '/api/media/file/'],
      disallow: ['/admin', '/api/', '/preview', '/plan-service'],
    })
  })

  it('keeps every other site (local, demo, staging) out of search results', async () => {
    const rules = await robotsWith({ SITE_ENV: 'local' })
    expect(rules).toEqual({ rules: { userAgent: '*', disallow: '/' } })
  })
})
