/**
 * Headers for uploaded files served under /api/<collection>/file/… Opened directly, a file is a
 * document of this site's origin: `sandbox` gives it an opaque origin with scripts, forms and
 * plugins-in-pages off, and `default-src 'none'` lets it load nothing. Chromium's PDF viewer still
 * shows PDFs under this policy (checked in tests/e2e/security-headers.spec.ts); an SVG opened directly
 * cannot run its scripts.
 */
export const UPLOAD_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'"

/** Adds the upload policy to a file response's headers (Payload's upload `modifyResponseHeaders`). */
export function withUploadHeaders({ headers }: { headers: Headers }): Headers {
  headers.set('Content-Security-Policy', UPLOAD_CSP)
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Cross-Origin-Resource-Policy', 'same-origin')
  return headers
}

/** `attachment` with the file's name, ASCII for old clients and UTF-8 (RFC 6266/8187) for the rest. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}
