import { describe, expect, it } from 'vitest'

import { CHUNK_PRELOAD, CHUNK_SCRIPT } from './next-internals'
import { LATEST_START_MS, loaderScript, scriptsAfterLoad, setChunkTags } from './scripts-after-load'

// As the server sets them once it has checked the build it serves (edge/next-internals.ts).
setChunkTags({ script: CHUNK_SCRIPT, preload: CHUNK_PRELOAD })

/** The shape of a page as Next.js writes it: chunk scripts in the head, the bootstrap chunk in the body. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  '<title>Contact us</title></head><body><h1>Contact us</h1>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('')

describe('scriptsAfterLoad', () => {
  const out = scriptsAfterLoad(PAGE)

  it('takes out every chunk script Next.js writes and the preload that would fetch one at once', () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|turbopack-b|boot)\.js" async="">/)
    expect(out).not.toContain('rel="preload" as="script"')
  })

  it('adds them back, each once and in the page’s order, in one inline script at the end of the head', () => {
    const head = out.slice(0, out.indexOf('</head>'))
    expect(head.endsWith(loaderScript(['/_next/static/chunks/a.js', '/_next/static/chunks/turbopack-b.js', '/_next/static/chunks/boot.js']))).toBe(true)
    expect(out.match(/<script>\(function\(\)\{var d=document/g)).toHaveLength(1)
  })

  it('names each chunk once, without the folder and extension they all share', () => {
    expect(loaderScript(['/_next/static/chunks/a.js', '/_next/static/chunks/turbopack-b.js'])).toContain(
      's=["a","turbopack-b"]',
    )
    expect(loaderScript(['/_next/static/chunks/a.js'])).toContain('a("/_next/static/chunks/"+u+".js")')
  })

  it('starts them after the load event and the next frame, or after a few seconds at the latest', () => {
    const loader = loaderScript(['/_next/static/chunks/a.js'])
    expect(loader).toContain('addEventListener("load",w)')
    expect(loader).toContain('requestAnimationFrame(function(){setTimeout(g,0)})')
    expect(loader).toContain(`setTimeout(g,${LATEST_START_MS})`)
    expect(LATEST_START_MS).toBeLessThanOrEqual(5000)
  })

  it('leaves everything else as it was: content, stylesheets, data blocks, inline scripts, the legacy script', () => {
    for (const part of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
      '<h1>Contact us</h1>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
      '<script>self.__next_f.push([1,"x"])</script>',
    ]) {
      expect(out).toContain(part)
    }
  })

  it('changes nothing when the build does not hold to Next’s chunk tags (edge/next-internals.ts)', () => {
    setChunkTags(null)
    try {
      expect(scriptsAfterLoad(PAGE)).toBe(PAGE)
    } finally {
      setChunkTags({ script: CHUNK_SCRIPT, preload: CHUNK_PRELOAD })
    }
  })

  it('changes nothing on a page without Next’s chunk scripts or without a head', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><script src="/other.js" async=""></script></body></html>'
    expect(scriptsAfterLoad(plain)).toBe(plain)
    const headless = '<p>hi</p><script src="/_next/static/chunks/a.js" async=""></script>'
    expect(scriptsAfterLoad(headless)).toBe(headless)
  })

  it('keeps a preload for a script it did not move', () => {
    const page = '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/z.js"/><script src="/_next/static/chunks/a.js" async=""></script></head></html>'
    expect(scriptsAfterLoad(page)).toContain('href="/_next/static/chunks/z.js"')
  })
})
