/**
 * Calls the content API's route handlers (/api/… REST and /api/graphql) in this process, the way
 * Next passes a request to them, and checks that an error answer is plain.
 */
import os from 'node:os'
import path from 'node:path'

import { expect } from 'vitest'

type RestRoute = typeof import('@/app/(payload)/api/[...slug]/route')
type GraphqlRoute = typeof import('@/app/(payload)/api/graphql/route')

let restRoute: RestRoute | undefined
let graphqlRoute: GraphqlRoute | undefined

/** Next hands the route the decoded path segments (a segment it cannot decode stays as it came). */
function slugOf(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter(Boolean)
    .slice(1)
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
}

export async function rest(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  path: string,
  init: { headers?: Record<string, string>; body?: string | FormData } = {},
): Promise<Response> {
  restRoute ??= await import('@/app/(payload)/api/[...slug]/route')
  const url = new URL(path, 'http://localhost')
  const request = new Request(url, { method, headers: init.headers, body: init.body })
  return restRoute[method](request, { params: Promise.resolve({ slug: slugOf(url) }) })
}

export async function graphql(body: string, headers: Record<string, string> = { 'content-type': 'application/json' }): Promise<Response> {
  graphqlRoute ??= await import('@/app/(payload)/api/graphql/route')
  return graphqlRoute.POST(new Request('http://localhost/api/graphql', { method: 'POST', headers, body }))
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A stack frame (… at fn (file:1:2)), or a path on this server (the project, node_modules, the temp folder). */
export const LEAK = new RegExp(
  [String.raw`\n\s+at `, String.raw`\\n\s+at `, String.raw`\bat [^\s()]+ \([^)]*:\d+:\d+\)`, 'node_modules', escape(process.cwd()), escape(os.tmpdir() + path.sep)].join('|'),
)

/** The first leak in an answer's text, if any. */
export function leakIn(text: string): string | undefined {
  return LEAK.exec(text)?.[0]
}

/** Asserts a 4xx whose body is { errors: [{ message }] } with short plain messages; returns the first message. */
export async function expectPlain4xx(response: Response, status?: number): Promise<string> {
  const text = await response.text()
  if (status === undefined) {
    expect(response.status, text).toBeGreaterThanOrEqual(400)
    expect(response.status, text).toBeLessThan(500)
  } else {
    expect(response.status, text).toBe(status)
  }
  expect(text).not.toMatch(LEAK)
  const json = JSON.parse(text) as { errors?: { message?: unknown }[]; message?: unknown }
  const messages = json.errors?.map((e) => e.message) ?? [json.message]
  expect(messages.length).toBeGreaterThan(0)
  for (const message of messages) {
    expect(typeof message).toBe('string')
    expect((message as string).length).toBeGreaterThan(5)
    expect((message as string).length).toBeLessThan(400)
  }
  return messages[0] as string
}
