/** Plain JSON answers of the content API guards, in Payload's error shape: { errors: [{ message }] }. */

export function apiError(status: number, message: string | string[], headers: Record<string, string> = {}): Response {
  const messages = Array.isArray(message) ? message : [message]
  return Response.json(
    { errors: messages.map((m) => ({ message: m })) },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  )
}

const TIMED_OUT = Symbol('timed out')

/**
 * Runs `work` within a time budget: past it the caller gets a 503 (the server is too busy to answer in
 * time) instead of waiting on. Every bounded query finishes well inside it on a healthy server.
 */
export async function withinBudget(work: Promise<Response>, ms: number): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms)
  })
  try {
    const outcome = await Promise.race([work, timeout])
    if (outcome === TIMED_OUT) {
      // The work may still settle later; nothing waits for it, and a late rejection must not go unhandled.
      work.catch(() => undefined)
      return apiError(503, 'The server is too busy to answer this in time. Please try again in a minute.', { 'retry-after': '60' })
    }
    return outcome
  } finally {
    clearTimeout(timer)
  }
}

/** Last resort of a guard: log the fault on the server, answer without any detail. */
export function unexpected(where: string, error: unknown): Response {
  console.error(`[api] ${where} failed`, error)
  return apiError(500, 'Something went wrong on our side. Please try again in a few minutes.')
}
