import { z } from 'zod'

// In the browser, zod would compile faster parsers with `new Function` and probes for that on first
// use; the site's Content-Security-Policy forbids eval, and even the probe is reported as a
// violation. Parse without it there; the server keeps the compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true })

export { z }
