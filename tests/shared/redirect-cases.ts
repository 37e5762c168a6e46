/**
 * Tricky destinations for the site's redirects, shared by the unit test of safeInternalPath and the
 * end-to-end test of the real routes. `expected` is the path the visitor is sent to, or null when
 * the destination is refused. Every accepted one is a path of this site.
 */
export const REDIRECT_CASES: ReadonlyArray<readonly [input: string, expected: string | null]> = [
  // Ordinary site paths, normalised.
  ['/', '/'],
  ['/claims', '/claims'],
  ['/policy/life/home?tab=plans#plans', '/policy/life/home?tab=plans#plans'],
  ['/blog/../claims', '/claims'],
  ['/../../claims', '/claims'],
  ['/%2e%2e/claims', '/claims'],
  ['/café', '/caf%C3%A9'],
  // Another website, however it is written.
  ['https://evil.example', null],
  ['HTTPS://EVIL.EXAMPLE/', null],
  ['http:evil.example', null],
  ['https:/evil.example', null],
  ['//evil.example', null],
  ['///evil.example', null],
  ['//evil.example@redwoodlife.example', null],
  ['evil.example', null],
  // Dot segments that collapse into //host.
  ['/.//evil.example', null],
  ['/a/..//evil.example', null],
  ['/..//evil.example', null],
  ['/%2e//evil.example', null],
  ['/%2E%2E//evil.example', null],
  ['/./%2e/..//evil.example', null],
  // Encoded and doubled slashes and backslashes.
  ['/%2f%2fevil.example', null],
  ['/%2F/evil.example', null],
  ['/%252f%252fevil.example', null],
  ['/\\evil.example', null],
  ['/\\/evil.example', null],
  ['\\\\evil.example', null],
  ['/%5cevil.example', null],
  ['/%5C%5Cevil.example', null],
  // Tabs, newlines and other control characters, which URL parsers drop.
  ['/\t/evil.example', null],
  ['/\n/evil.example', null],
  ['/\r\n/evil.example', null],
  ['/%09/evil.example', null],
  ['/%0a/evil.example', null],
  ['/x\u0000', null],
  ['/\u007f/evil.example', null],
  // Scripts and data.
  ['javascript:alert(1)', null],
  ['JaVaScRiPt:alert(1)', null],
  [' javascript:alert(1)', null],
  ['data:text/html,<script>alert(1)</script>', null],
  // Unicode look-alikes of / and \ are ordinary characters of a path: they stay on the site, encoded.
  ['\uff0f\uff0fevil.example', null],
  ['/\uff0fevil.example', '/%EF%BC%8Fevil.example'],
  ['/\u2215\u2215evil.example', '/%E2%88%95%E2%88%95evil.example'],
  ['/\u2044evil.example', '/%E2%81%84evil.example'],
  ['/\ufe68evil.example', '/%EF%B9%A8evil.example'],
  ['/\u00a0/evil.example', '/%C2%A0/evil.example'],
  // Look like other sites, but are paths, queries or fragments of this one.
  ['/https://evil.example', '/https://evil.example'],
  ['/javascript:alert(1)', '/javascript:alert(1)'],
  ['/@evil.example', '/@evil.example'],
  ['/?next=//evil.example', '/?next=//evil.example'],
  ['/#//evil.example', '/#//evil.example'],
  // Nothing, or too much.
  ['', null],
  [' /claims', null],
  [`/${'a'.repeat(2001)}`, null],
]
