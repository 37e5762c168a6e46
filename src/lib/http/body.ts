/** Request-body plumbing shared by the site's JSON endpoints (contact enquiry, plan service). */

export class BodyTooLarge extends Error {}

/** True for application/json and the application/*+json family; parameters such as charset are ignored. */
export function isJsonContentType(header: string | null): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? ''
  return type === 'application/json' || /^application\/[a-z0-9.+-]*\+json$/.test(type)
}

/**
 * Reads at most `limit` bytes of the body, whatever Content-Length claims; throws BodyTooLarge beyond
 * that (without reading the rest), and rethrows a failed read as it came.
 */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge()
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw new BodyTooLarge()
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
