// The security headers of uploaded files (a sandbox policy) are set by the edge, with every other
// security header (edge/security-headers.ts, UPLOAD_HEADERS): nothing here sets them.

/** `attachment` with the file's name, ASCII for old clients and UTF-8 (RFC 6266/8187) for the rest. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}
