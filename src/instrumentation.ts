/**
 * Runs once when the Next.js server starts: boots Payload so background work (the enquiry mail outbox)
 * starts with the server rather than with the first request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  await getPayload({ config })
}
