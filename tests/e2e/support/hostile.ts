/**
 * Hostile requests in bulk, for the fuzz tests of server actions and pages on the real server. They go
 * through Node's own fetch, not Playwright's request API: a request through Playwright's costs the test's
 * worker about as much CPU as the server spends answering it (24 s of the worker's for 27 s of the
 * server's on 1,000 requests), through fetch a fraction of that (decision 029). Each answer is checked
 * for a 5xx and for what a stack trace or a server path looks like.
 */
import type { BrowserContext } from '@playwright/test'

/** What leaks from a server fault: a stack frame (as text or JSON-escaped), node_modules, a server path. */
export const LEAK = /\n\s+at |\\n\s+at |\bat [^\s()]+ \([^)]*:\d+:\d+\)|node_modules|\/(?:work|home|root|usr|srv|app|tmp)\/[\w.-]+\//

/** Text of an HTML attribute as written (React escapes these five). */
export const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

/**
 * The fields React puts in each server-action form of a page so it works without JavaScript (one set
 * per form, in order), plus the page's own hidden fields named in `keep`.
 */
export function actionForms(html: string, keep: string[] = []): Record<string, string>[] {
  const forms: Record<string, string>[] = []
  for (const [form] of html.matchAll(/<form\b[\s\S]*?<\/form>/g)) {
    const fields: Record<string, string> = {}
    for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
      const raw = /\bname="([^"]*)"/.exec(tag)?.[1]
      const name = raw === undefined ? undefined : decode(raw)
      if (name?.startsWith('$ACTION') || (name !== undefined && keep.includes(name))) fields[name] = decode(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '')
    }
    if (Object.keys(fields).some((k) => k.startsWith('$ACTION'))) forms.push(fields)
  }
  return forms
}

/** The action fields of a page with one action form. */
export function actionFields(html: string): Record<string, string> {
  const [first] = actionForms(html)
  if (!first) throw new Error('The page has no server-action form.')
  return first
}

/** One request: a GET of `path`, or a form post of `values` (multipart, or urlencoded as a plain form). */
export type HostileRequest = { path: string; values?: Record<string, string>; multipart?: boolean; headers?: Record<string, string>; body?: string | Uint8Array }

export type HostileOutcome = { statuses: Set<number>; failures: string[]; sent: number }

/** The cookies a browser context would send to `baseURL`, as a Cookie header (a signed-in visitor's requests). */
export async function cookieHeader(context: BrowserContext, baseURL: string): Promise<string> {
  return (await context.cookies(baseURL)).map((c) => `${c.name}=${c.value}`).join('; ')
}

/**
 * Sends every request to `baseURL`, `parallel` at a time, redirects not followed, and returns each
 * status seen and every answer that was a 5xx, leaked, or redirected off the site (with the request that got it).
 */
export async function sendHostile(baseURL: string, requests: HostileRequest[], { parallel = 4, cookie }: { parallel?: number; cookie?: string } = {}): Promise<HostileOutcome> {
  const statuses = new Set<number>()
  const failures: string[] = []
  let next = 0
  let sent = 0
  async function worker() {
    while (next < requests.length) {
      const request = requests[next++]
      if (!request) break
      let body: BodyInit | undefined = request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : Buffer.from(request.body)
      if (request.values) {
        if (request.multipart) {
          const form = new FormData()
          for (const [name, value] of Object.entries(request.values)) form.append(name, value)
          body = form
        } else {
          body = new URLSearchParams(request.values)
        }
      }
      const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...request.headers }
      const response = await fetch(new URL(request.path, baseURL), { method: body === undefined ? 'GET' : 'POST', body, headers, redirect: 'manual' })
      const text = await response.text()
      sent++
      statuses.add(response.status)
      const leak = LEAK.exec(text)?.[0]
      // Every redirect stays on this site.
      const location = response.headers.get('location')
      const offSite = location !== null && new URL(location, baseURL).origin !== new URL(baseURL).origin ? location : null
      if (response.status >= 500 || leak || offSite)
        failures.push(`${response.status}${leak ? ` leak ${leak}` : ''}${offSite ? ` redirect to ${offSite}` : ''} for ${JSON.stringify(request).slice(0, 300)}`)
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return { statuses, failures, sent }
}
