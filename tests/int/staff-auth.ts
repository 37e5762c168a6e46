import type { SanitizedConfig } from 'payload'

/** Calls Payload's REST API in this process, as the /api route does, with a real Request. */
export async function rest(
  config: SanitizedConfig,
  method: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: Record<string, unknown>; setCookie: string | null }> {
  const { handleEndpoints } = await import('payload')
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
  const text = await response.text()
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {}, setCookie: response.headers.get('set-cookie') }
}

/** The `payload-token=…` pair from a Set-Cookie header, ready for a Cookie header. */
export function tokenCookie(setCookie: string | null): string {
  const pair = /payload-token=[^;]+/.exec(setCookie ?? '')?.[0]
  if (!pair) throw new Error(`No payload-token cookie in ${setCookie}`)
  return pair
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
