import type { IncomingMessage, ServerResponse } from 'node:http'

import { describe, expect, it } from 'vitest'

import { mediaUrlStep } from './media-urls'
import { imageOptimizerUrl } from './next-internals'

/** A request through the step, and what it answered itself (status and headers), if anything. */
function through(url: string, options?: { resize?: boolean }) {
  const req = { url, method: 'GET' } as IncomingMessage
  let answer: { status: number; headers: Record<string, string> } | null = null
  const res = {
    writeHead: (status: number, headers: Record<string, string>) => (answer = { status, headers }),
    end: () => undefined,
  } as unknown as ServerResponse
  const answered = mediaUrlStep(options)(req, res)
  return { answered, url: req.url, answer: answer as { status: number; headers: Record<string, string> } | null }
}

describe('short media addresses', () => {
  it('go to Next’s image optimiser at its address while its assumption holds', () => {
    expect(through('/m/640/hero.webp')).toEqual({ answered: false, url: imageOptimizerUrl('/api/media/file/hero.webp', 640, 75), answer: null })
  })

  it('lead to the original picture, not resized, when the build does not hold to the optimiser’s address', () => {
    const { answered, url, answer } = through('/m/640/my%20photo.jpg', { resize: false })
    expect(answered).toBe(true)
    expect(url).toBe('/m/640/my%20photo.jpg')
    expect(answer).toEqual({ status: 307, headers: { location: '/api/media/file/my%20photo.jpg', 'cache-control': 'no-store' } })
    // What the step never writes is left to Next (its 404 page), with or without the optimiser.
    expect(through('/m/641/hero.webp', { resize: false })).toEqual({ answered: false, url: '/m/641/hero.webp', answer: null })
  })
})
