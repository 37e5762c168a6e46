import { describe, expect, it } from 'vitest'

// The front's step lives with the server scripts; the page's addresses and the step must agree.
import { IMAGE_WIDTHS, mediaUrlStep } from '../../edge/media-urls'
// Next's optimiser address is one of the assumptions of edge/next-internals.ts, checked there against Next's own loader.
import { imageOptimizerUrl } from '../../edge/next-internals'

import { imageLoader, imgAttributes } from './image'

const step = mediaUrlStep()
const through = (url: string, method = 'GET') => {
  const req = { url, method } as { url: string; method: string }
  step(req as never, {} as never)
  return req.url
}

describe('short media addresses', () => {
  it('are what the front hands to the image optimiser (vitest runs as a production build would not: both forms checked)', () => {
    // Under vitest NODE_ENV is "test": the loader keeps Next's own form, as `next dev` does.
    expect(imageLoader({ src: '/api/media/file/hero.webp', width: 640 })).toBe('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fhero.webp&w=640&q=75')
    expect(through('/m/640/hero.webp')).toBe('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fhero.webp&w=640&q=75')
    // A name Payload encoded keeps its encoding inside the url parameter, as Next's own loader writes it.
    expect(through('/m/384/my%20photo.jpg')).toBe('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fmy%2520photo.jpg&w=384&q=75')
    // The page's own form of the optimiser's address is the one edge/next-internals.ts checks against Next.
    for (const [src, width, quality] of [['/api/media/file/hero.webp', 640, 75], ['/illustrations/a b.svg', 384, 60]] as const) {
      expect(imageLoader({ src, width, quality })).toBe(imageOptimizerUrl(src, width, quality))
    }
  })

  it('leave widths, names and methods they never write to Next (its 404 page)', () => {
    expect(through('/m/641/hero.webp')).toBe('/m/641/hero.webp')
    expect(through('/m/640/..%2F..%2Fsecret')).toBe('/m/640/..%2F..%2Fsecret')
    expect(through('/m/640/a%5Cb.png')).toBe('/m/640/a%5Cb.png')
    expect(through('/m/640/hero.webp?w=9999')).toBe('/m/640/hero.webp?w=9999')
    expect(through('/m/640/a/b.png')).toBe('/m/640/a/b.png')
    expect(through('/m/640/hero.webp', 'POST')).toBe('/m/640/hero.webp')
    expect(through('/media/640/hero.webp')).toBe('/media/640/hero.webp')
  })

  it('allow exactly the widths next.config gives the optimiser', () => {
    for (const w of [...IMAGE_WIDTHS.deviceSizes, ...IMAGE_WIDTHS.imageSizes]) expect(through(`/m/${w}/a.png`)).toContain(`&w=${w}&`)
  })
})

describe('imgAttributes', () => {
  const widthsOf = (srcSet: string | undefined) => (srcSet ?? '').split(', ').map((e) => Number(e.split(' ')[1]?.replace('w', '')))

  it('lists no width past the first one that already gives the original picture', () => {
    // (Under vitest next/image uses its default widths, not next.config's: the rule is what is checked.)
    const img = imgAttributes({ src: '/api/media/file/card.webp', alt: '', width: 800, height: 600, sizes: '(min-width: 1024px) 360px, 80vw' })
    const widths = widthsOf(img.srcSet)
    expect(widths.length).toBeGreaterThan(1)
    expect(widths.filter((w) => w >= 800)).toHaveLength(1)
    expect(img.src).toBe(img.srcSet?.split(', ').at(-1)?.split(' ')[0])
    expect(img.loading).toBe('lazy')
  })

  it('leaves a picture narrower than every width with one entry, and 1x/2x sets alone', () => {
    const small = imgAttributes({ src: '/api/media/file/icon.webp', alt: '', width: 10, height: 10, sizes: '100vw' })
    expect(widthsOf(small.srcSet)).toHaveLength(1)
    const logo = imgAttributes({ src: '/api/media/file/logo.png', alt: '', width: 44, height: 44 })
    expect(logo.srcSet).toMatch(/ 1x, .* 2x$/)
  })
})
