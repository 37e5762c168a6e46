/**
 * Cover videos: editors paste an ordinary YouTube or Vimeo address; the site embeds the video in the
 * provider's privacy-enhanced player (no tracking cookies until the visitor presses play).
 * Anything else is refused when the article is saved, so the site never frames an unknown page.
 */
export type VideoProvider = 'youtube' | 'vimeo'

export type Video = {
  provider: VideoProvider
  id: string
  /** The privacy-enhanced player address for an <iframe>. */
  embedUrl: string
  /** The address of the video on the provider's own site, for the fallback link. */
  watchUrl: string
  /** "YouTube" or "Vimeo", for link text. */
  providerName: string
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{6,12}$/
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i

const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com'])

function youtube(id: string | null | undefined): Video | null {
  if (!id || !YOUTUBE_ID.test(id)) return null
  return {
    provider: 'youtube',
    id,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    watchUrl: `https://www.youtube.com/watch?v=${id}`,
    providerName: 'YouTube',
  }
}

function vimeo(id: string | null | undefined, hash?: string | null): Video | null {
  if (!id || !VIMEO_ID.test(id)) return null
  if (hash && !VIMEO_HASH.test(hash)) return null
  const h = hash ? `h=${hash}&` : ''
  return {
    provider: 'vimeo',
    id,
    embedUrl: `https://player.vimeo.com/video/${id}?${h}dnt=1`,
    watchUrl: `https://vimeo.com/${id}${hash ? `/${hash}` : ''}`,
    providerName: 'Vimeo',
  }
}

/**
 * Reads a YouTube or Vimeo address. Accepts youtube.com/watch?v=ID, youtu.be/ID, youtube.com/shorts/ID,
 * youtube.com/embed/ID (also on youtube-nocookie.com), vimeo.com/ID (with an optional private-link hash)
 * and player.vimeo.com/video/ID. Returns null for everything else.
 */
export function parseVideoUrl(input: string | null | undefined): Video | null {
  if (typeof input !== 'string') return null
  const text = input.trim()
  if (!text || text.length > 500) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  const parts = url.pathname.split('/').filter(Boolean)

  if (host === 'youtu.be') return parts.length === 1 ? youtube(parts[0]) : null
  if (YOUTUBE_HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === 'watch') return youtube(url.searchParams.get('v'))
    if (parts.length === 2 && (parts[0] === 'shorts' || parts[0] === 'embed' || parts[0] === 'live')) return youtube(parts[1])
    return null
  }
  if (host === 'vimeo.com') {
    if (parts.length === 1) return vimeo(parts[0])
    if (parts.length === 2) return vimeo(parts[0], parts[1])
    return null
  }
  if (host === 'player.vimeo.com') {
    if (parts.length === 2 && parts[0] === 'video') return vimeo(parts[1], url.searchParams.get('h'))
    return null
  }
  return null
}

/** Short enough to show in full in the admin's error tooltip; the field's description says more. */
export const VIDEO_URL_MESSAGE = 'Paste a YouTube or Vimeo address, such as https://youtu.be/aqz-KE-bpKQ'

/** Payload field validation: empty is fine (the cover image is shown instead). */
export function validateVideoUrl(value: unknown): true | string {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return true
  return typeof value === 'string' && parseVideoUrl(value) ? true : VIDEO_URL_MESSAGE
}
