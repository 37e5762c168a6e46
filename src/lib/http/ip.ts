// IP addresses, CIDR ranges and the client address behind trusted proxies, with no imports: the edge
// (edge/client-address.ts) and the app (env schema, rate limit) share it.
// See docs/decisions/009-client-address-and-page-requests.md.

/**
 * The request header through which the edge (edge/server.ts) tells the app the client's address. The front
 * always overwrites it, so a visitor's own copy never reaches the app.
 */
export const CLIENT_ADDRESS_HEADER = 'x-redwood-client-address'

/**
 * Set on globalThis by the front when it installs its client-address step. Without it (next dev, or
 * `next start` run by hand) the app cannot know who wrote the header, so it does not believe it.
 */
export const FRONT_MARK = Symbol.for('redwood.http-front.client-address')

export type Ip = { version: 4 | 6; bytes: Uint8Array }
export type IpRange = { version: 4 | 6; bytes: Uint8Array; prefix: number }

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

function parseIpv4Bytes(text: string): Uint8Array | null {
  const m = IPV4.exec(text)
  if (!m) return null
  const bytes = new Uint8Array(4)
  for (let i = 0; i < 4; i++) {
    const part = m[i + 1] ?? ''
    // Leading zeros read as octal in some tools (010 = 8): refuse rather than guess.
    if (part.length > 1 && part.startsWith('0')) return null
    const n = Number(part)
    if (n > 255) return null
    bytes[i] = n
  }
  return bytes
}

function parseIpv6Bytes(text: string): Uint8Array | null {
  if (text.length > 45 || !/^[0-9a-fA-F:.]+$/.test(text)) return null
  const halves = text.split('::')
  if (halves.length > 2) return null
  const hextets = (half: string): number[] | null => {
    if (half === '') return []
    const out: number[] = []
    const parts = half.split(':')
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] ?? ''
      if (i === parts.length - 1 && part.includes('.')) {
        const v4 = parseIpv4Bytes(part)
        if (!v4) return null
        out.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0))
      } else if (/^[0-9a-fA-F]{1,4}$/.test(part)) {
        out.push(parseInt(part, 16))
      } else return null
    }
    return out
  }
  const head = hextets(halves[0] ?? '')
  const tail = halves.length === 2 ? hextets(halves[1] ?? '') : []
  if (!head || !tail) return null
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const all: number[] = [...head, ...new Array<number>(missing).fill(0), ...tail]
  const bytes = new Uint8Array(16)
  all.forEach((h, i) => {
    bytes[i * 2] = h >> 8
    bytes[i * 2 + 1] = h & 0xff
  })
  return bytes
}

function isV4Mapped(bytes: Uint8Array): boolean {
  return bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff
}

/**
 * An IPv4 or IPv6 address, or null. IPv4-mapped IPv6 (::ffff:10.0.0.1, how a dual-stack socket shows
 * an IPv4 peer) becomes IPv4; an IPv6 zone (%eth0) is dropped; [brackets] are accepted.
 */
export function parseIp(value: unknown): Ip | null {
  if (typeof value !== 'string') return null
  let text = value.trim()
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1)
  const zone = text.indexOf('%')
  if (zone > 0 && text.includes(':')) text = text.slice(0, zone)
  const v4 = parseIpv4Bytes(text)
  if (v4) return { version: 4, bytes: v4 }
  const v6 = parseIpv6Bytes(text)
  if (!v6) return null
  return isV4Mapped(v6) ? { version: 4, bytes: v6.slice(12) } : { version: 6, bytes: v6 }
}

/**
 * The address in its usual written form (IPv6 lower case, longest run of zeros as ::).
 */
export function formatIp(ip: Ip): string {
  if (ip.version === 4) return Array.from(ip.bytes).join('.')
  const h: number[] = []
  for (let i = 0; i < 16; i += 2) h.push(((ip.bytes[i] ?? 0) << 8) | (ip.bytes[i + 1] ?? 0))
  let bestStart = -1
  let bestLength = 0
  for (let i = 0; i < 8; ) {
    if (h[i] !== 0) {
      i++
      continue
    }
    let j = i
    while (j < 8 && h[j] === 0) j++
    if (j - i > bestLength && j - i >= 2) {
      bestStart = i
      bestLength = j - i
    }
    i = j
  }
  const hex = h.map((n) => n.toString(16))
  if (bestStart < 0) return hex.join(':')
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`
}

/**
 * One address (a range of one) or a CIDR range such as 10.0.0.0/8 or fd00::/8; null when malformed.
 */
export function parseRange(text: string): IpRange | null {
  const [address = '', bits, ...extra] = text.trim().split('/')
  if (extra.length > 0) return null
  // A range written in the IPv4-mapped form keeps its IPv4 meaning (::ffff:10.0.0.0/104 = 10.0.0.0/8).
  const mapped = /^::ffff:/i.test(address) && address.includes('.')
  const ip = parseIp(address)
  if (!ip) return null
  const max = ip.version === 4 ? 32 : 128
  let prefix = max
  if (bits !== undefined) {
    if (!/^\d{1,3}$/.test(bits)) return null
    prefix = Number(bits) - (mapped ? 96 : 0)
    if (prefix < 0 || prefix > max) return null
  }
  return { version: ip.version, bytes: ip.bytes, prefix }
}

/** Whether the address lies in the range (both of one IP version). */
function inRange(ip: Ip, range: IpRange): boolean {
  if (ip.version !== range.version) return false
  let bits = range.prefix
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff
    if (((ip.bytes[i] ?? 0) & mask) !== ((range.bytes[i] ?? 0) & mask)) return false
  }
  return true
}

/**
 * TRUSTED_PROXIES: addresses and CIDR ranges separated by commas or spaces (empty: trust no proxy).
 * Throws an Error whose message is one line naming the first bad entry.
 */
export function parseTrustedProxies(text: string | undefined): IpRange[] {
  const entries = (text ?? '').split(/[\s,]+/).filter(Boolean)
  return entries.map((entry) => {
    const range = parseRange(entry)
    if (!range) {
      throw new Error(
        `TRUSTED_PROXIES: "${entry.slice(0, 60)}" is not an IP address or CIDR range (e.g. 10.0.0.0/8, 2001:db8::/32)`,
      )
    }
    return range
  })
}

/**
 * The client's address. The socket's peer, unless that peer is a trusted proxy: then X-Forwarded-For
 * is read from the right (each proxy appends the address it was called from), skipping trusted
 * proxies, and the first address that is not one is the client. An entry that is not an address ends
 * the walk at the last trusted hop: whatever stands left of it was written by someone we don't trust.
 * `peer` is the socket's remote address, `forwardedFor` the X-Forwarded-For header(s). Returns a
 * formatted address, or 'unknown' when the socket has none (already closed).
 */
export function resolveClientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trusted: IpRange[]): string {
  const peerIp = parseIp(peer)
  if (!peerIp) return 'unknown'
  let client = peerIp
  if (trusted.length === 0 || !trusted.some((r) => inRange(peerIp, r))) return formatIp(client)
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const hops = header.split(',').slice(-64)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = (hops[i] ?? '').trim()
    if (hop === '') continue
    const ip = parseIp(hop) ?? parseIp(hop.replace(/:\d{1,5}$/, '')) // some proxies append :port to IPv4
    if (!ip) break
    client = ip
    if (!trusted.some((r) => inRange(ip, r))) break
  }
  return formatIp(client)
}

/**
 * What the enquiry limit counts by: the address itself for IPv4; for IPv6 its /64 network, because
 * one household or server is usually handed a whole /64 and could otherwise change address per post.
 */
export function rateLimitKey(address: string): string {
  const ip = parseIp(address)
  if (!ip) return address
  if (ip.version === 4) return formatIp(ip)
  const network = new Uint8Array(16)
  network.set(ip.bytes.slice(0, 8))
  return `${formatIp({ version: 6, bytes: network })}/64`
}
