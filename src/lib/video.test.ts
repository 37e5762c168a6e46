import { describe, expect, it } from 'vitest'

import { parseVideoUrl, validateVideoUrl, VIDEO_URL_MESSAGE } from './video'

describe('parseVideoUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtube.com/watch?v=aqz-KE-bpKQ&t=42s',
    'https://m.youtube.com/watch?feature=share&v=aqz-KE-bpKQ',
    'http://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ?si=abc123',
    'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    '  https://youtu.be/aqz-KE-bpKQ  ',
  ])('reads the YouTube address %s', (url) => {
    expect(parseVideoUrl(url)).toEqual({
      provider: 'youtube',
      id: 'aqz-KE-bpKQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      providerName: 'YouTube',
    })
  })

  it.each(['https://vimeo.com/76979871', 'https://www.vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'])(
    'reads the Vimeo address %s',
    (url) => {
      expect(parseVideoUrl(url)).toEqual({
        provider: 'vimeo',
        id: '76979871',
        embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
        watchUrl: 'https://vimeo.com/76979871',
        providerName: 'Vimeo',
      })
    },
  )

  it('keeps the private-link hash of an unlisted Vimeo video', () => {
    expect(parseVideoUrl('https://vimeo.com/76979871/abc123def4')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?h=abc123def4&dnt=1',
    )
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871?h=abc123def4')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?h=abc123def4&dnt=1',
    )
  })

  it.each([
    '',
    'not a url',
    'aqz-KE-bpKQ',
    'javascript:alert(1)//youtube.com/watch?v=aqz-KE-bpKQ',
    'ftp://youtube.com/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ<script>',
    'https://www.youtube.com/playlist?list=PL1234567890',
    'https://www.youtube.com/@redwoodlife',
    'https://youtu.be/',
    'https://youtu.be/aqz-KE-bpKQ/extra',
    'https://evil.example/watch?v=aqz-KE-bpKQ',
    'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'https://notyoutube.com/watch?v=aqz-KE-bpKQ',
    'https://user:pass@www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com:8443/watch?v=aqz-KE-bpKQ',
    'https://vimeo.com/',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/abc',
    'https://player.vimeo.com/76979871',
    'https://www.dailymotion.com/video/x7tgad0',
    'https://example.com/video.mp4',
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull()
  })

  it('refuses values that are not strings', () => {
    expect(parseVideoUrl(null)).toBeNull()
    expect(parseVideoUrl(undefined)).toBeNull()
  })
})

describe('validateVideoUrl', () => {
  it('accepts an empty value: the article then shows its cover image', () => {
    expect(validateVideoUrl(undefined)).toBe(true)
    expect(validateVideoUrl(null)).toBe(true)
    expect(validateVideoUrl('  ')).toBe(true)
  })

  it('accepts YouTube and Vimeo addresses', () => {
    expect(validateVideoUrl('https://youtu.be/aqz-KE-bpKQ')).toBe(true)
    expect(validateVideoUrl('https://vimeo.com/76979871')).toBe(true)
  })

  it('explains in plain English what to paste instead', () => {
    expect(validateVideoUrl('https://www.dailymotion.com/video/x7tgad0')).toBe(VIDEO_URL_MESSAGE)
    expect(VIDEO_URL_MESSAGE).toMatch(/YouTube or Vimeo/)
  })
})
