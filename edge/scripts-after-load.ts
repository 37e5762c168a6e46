// A public page's scripts start only once the page has loaded and painted (decision 025, "Scripts after
// the first paint"). Next.js writes each script a page needs as an async script tag (CHUNK_SCRIPT of
// edge/next-internals.ts), which the browser fetches at once and runs the moment it arrives: on a fast
// line or from the cache that is before the page is first shown, and the page waits for them. The pages work before their
// scripts (every menu is a link, every form posts), so here those tags are taken out and one small
// inline script adds the same scripts back after the load event and the next frame, or after a few
// seconds at most if the page is slow to load. The security step hashes that script like any other.
import { CHUNK_FOLDER } from './next-internals'

/**
 * Next's tags for a page's script chunks, and the low-priority preload it adds for its bootstrap chunk
 * (which would fetch it at once all the same): CHUNK_SCRIPT and CHUNK_PRELOAD of edge/next-internals.ts,
 * set by the server once it has checked the build it serves writes them so. Until then, or if it does
 * not, pages start their scripts as Next writes them.
 */
type ChunkTags = { script: RegExp; preload: RegExp }
let chunkTags: ChunkTags | null = null
export function setChunkTags(tags: ChunkTags | null): void {
  const global = (p: RegExp) => new RegExp(p.source, p.flags.includes('g') ? p.flags : `${p.flags}g`)
  chunkTags = tags && { script: global(tags.script), preload: global(tags.preload) }
}

/** At the latest, this long after the page's head was read, the scripts start even if it has not loaded. */
export const LATEST_START_MS = 3000

/**
 * The inline script that adds `sources` back. When they have all run it sets `window.__scriptsLoaded`
 * (the browser tests wait for it where they used to wait for the load event). With `flight` (the
 * address of the page's data file, flight-data.ts) the scripts are fetched alongside it but run only
 * once it has: Next's scripts start by reading that data. If it cannot be had, they do not run and the
 * page stays as it is, whole and working without them.
 */
export function loaderScript(sources: string[], flight?: string): string {
  // Each address is written once, without the folder and extension all of them share (fewer bytes).
  const short = sources.map((src) => (src.startsWith(CHUNK_FOLDER) && src.endsWith('.js') ? src.slice(CHUNK_FOLDER.length, -3) : src))
  const full = short.every((name, i) => name !== sources[i])
  const address = full ? `"${CHUNK_FOLDER}"+u+".js"` : 'u'
  // JSON of addresses CHUNK_SCRIPT captured (made of [\w./-]) and of the flight address (made of
  // [A-Za-z0-9_%.?=/-]): no quote, angle bracket or slash-star can reach the HTML.
  const run = 's.forEach(function(u){var e=a(' + address + ');e.onload=e.onerror=function(){if(!--n)window.__scriptsLoaded=true}})'
  const start = flight
    ? 's.forEach(function(u){a(' + address + ',1)});a(' + JSON.stringify(flight) + ').onload=function(){' + run + '}'
    : run
  return (
    '<script>(function(){var d=document,s=' +
    JSON.stringify(full ? short : sources) +
    ',n=s.length,a=function(u,p){var e=d.createElement(p?"link":"script");p?(e.rel="preload",e.as="script",e.href=u):e.src=u;d.head.appendChild(e);return e},' +
    'g=function(){if(g.d)return;g.d=1;' +
    start +
    '},w=function(){requestAnimationFrame(function(){setTimeout(g,0)})};' +
    'd.readyState==="complete"?w():addEventListener("load",w);setTimeout(g,' +
    LATEST_START_MS +
    ')})()</script>'
  )
}

/**
 * The page with its script chunks started after load. A page without Next's chunk tags (or without a
 * head) comes back unchanged. `flight`: the address of the page's data file, when its data scripts
 * were taken out (flight-data.ts).
 */
export function scriptsAfterLoad(html: string, { flight }: { flight?: string } = {}): string {
  if (!chunkTags) return html
  const sources: string[] = []
  let rewritten = html.replace(chunkTags.script, (_tag, src: string) => {
    if (!sources.includes(src)) sources.push(src)
    return ''
  })
  const headEnd = rewritten.indexOf('</head>')
  if (sources.length === 0 || headEnd < 0) return html
  rewritten = rewritten.replace(chunkTags.preload, (tag, src: string) => (sources.includes(src) ? '' : tag))
  const at = rewritten.indexOf('</head>')
  return rewritten.slice(0, at) + loaderScript(sources, flight) + rewritten.slice(at)
}
