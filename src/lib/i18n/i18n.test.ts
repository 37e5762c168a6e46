import fs from 'node:fs'
import path from 'node:path'

import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { CLAIMS_PAGE_TEXTS } from '@/components/Claims/pages'
import { aboutLinks, claimsLinks, footerAboutLinks, footerServiceLinks } from '@/components/Header/nav'
import { MONTHS, WEEKDAY_LABELS } from '@/lib/hours/hours'

import catalogue from './catalogue.json'
import { carouselWords, createI18n, type LanguageSetting } from './i18n'
import { i18n } from './index'
import setting from './languages.json'
import { fieldLabel, missingWords } from './missing'

const site = setting as LanguageSetting

describe('the languages setting', () => {
  it('has English first, keeping every address, and Pidgin at /pcm', () => {
    expect(i18n.defaultLanguage).toMatchObject({ code: 'en', htmlLang: 'en-NG' })
    expect(i18n.language('pcm')).toMatchObject({ name: 'Pidgin', htmlLang: 'pcm', hreflang: 'pcm' })
    expect(i18n.href('en', '/')).toBe('/')
    expect(i18n.href('pcm', '/')).toBe('/pcm')
  })

  it('links a page that is not yet in a language to its English address, and leaves other sites alone', () => {
    expect(i18n.href('pcm', '/about')).toBe('/about')
    expect(i18n.href('pcm', 'https://example.com/')).toBe('https://example.com/')
    expect(i18n.href('pcm', '//example.com/')).toBe('//example.com/')
    expect(i18n.href('xx', '/')).toBe('/')
  })

  it('reads a visible address as its language and the page it shows', () => {
    expect(i18n.parse('/pcm')).toEqual({ code: 'pcm', path: '/' })
    expect(i18n.parse('/pcm/claims')).toEqual({ code: 'pcm', path: '/claims' })
    expect(i18n.parse('/claims')).toEqual({ code: 'en', path: '/claims' })
    expect(i18n.parse('/pcmx')).toEqual({ code: 'en', path: '/pcmx' })
    expect(i18n.parse('/')).toEqual({ code: 'en', path: '/' })
  })

  it('lists every language of a page written in all of them, and none for the others', () => {
    expect(i18n.alternates('/').map(({ language, href }) => [language.hreflang, href])).toEqual([
      ['en-NG', '/'],
      ['pcm', '/pcm'],
    ])
    expect(i18n.alternates('/about')).toEqual([])
  })
})

describe('the interface catalogue', () => {
  const t = i18n.translate('pcm')

  it('leaves English exactly as the code writes it, and fills in the values', () => {
    const en = i18n.translate('en')
    expect(en('Skip to main content')).toBe('Skip to main content')
    expect(en('Call us on {phone}', { phone: '0700 000 0000' })).toBe('Call us on 0700 000 0000')
    expect(t('Call us on {phone}', { phone: '0700 000 0000' })).toBe('Call us for 0700 000 0000')
  })

  it('shows English for words a language has no translation of', () => {
    expect(t('A sentence nobody translated')).toBe('A sentence nobody translated')
  })

  it('keeps the carousel’s place-holders for the browser to fill in', () => {
    expect(carouselWords(t, t('plan'))).toMatchObject({ previous: 'Previous plan', show: 'Show slide {n} of {count}' })
  })

  it('has a Pidgin translation of every interface text the code writes, and nothing it no longer uses', () => {
    const used = new Set<string>([
      ...sourceTexts(path.join(process.cwd(), 'src')),
      ...[...claimsLinks, ...aboutLinks, ...footerAboutLinks, ...footerServiceLinks].flatMap((l) => [l.label, l.description ?? '']).filter(Boolean),
      'Complaints',
      ...CLAIMS_PAGE_TEXTS,
      ...Object.values(WEEKDAY_LABELS),
      ...MONTHS,
    ])
    expect(i18n.missing('pcm', [...used])).toEqual([])
    expect(Object.keys(catalogue.messages.pcm).filter((english) => !used.has(english))).toEqual([])
  })
})

describe('a language added by its setting alone', () => {
  const yoruba = { code: 'yo', name: 'Yorùbá', englishName: 'Yoruba', htmlLang: 'yo', hreflang: 'yo' }
  const three = createI18n({ languages: [...site.languages, yoruba] }, { ...catalogue.messages, yo: { 'Skip to main content': 'Fo si akoonu akọkọ' } })

  it('gets its own addresses, a place in the switcher and the alternates', () => {
    expect(three.href('yo', '/')).toBe('/yo')
    expect(three.parse('/yo')).toEqual({ code: 'yo', path: '/' })
    expect(three.alternates('/').map(({ href }) => href)).toEqual(['/', '/pcm', '/yo'])
    expect(three.language('yo').htmlLang).toBe('yo')
  })

  it('shows its own words where it has them and English where it has none', () => {
    const t = three.translate('yo')
    expect(t('Skip to main content')).toBe('Fo si akoonu akọkọ')
    expect(t('Menu')).toBe('Menu')
    expect(three.missing('yo', ['Skip to main content', 'Menu'])).toEqual(['Menu'])
  })
})

describe('missingWords', () => {
  it('lists the words set in English and empty in the other language, row by row', () => {
    const english = { id: 1, heading: { text: 'Hello', accent: '' }, rows: [{ id: 'a', message: 'One', image: 4 }, { id: 'b', message: 'Two', image: 5 }] }
    const other = { id: 1, heading: { text: 'Hello o', accent: null }, rows: [{ id: 'a', message: 'Wan', image: 4 }, { id: 'b', message: null, image: 5 }] }
    expect(missingWords(english, other)).toEqual(['rows[1].message'])
    expect(missingWords(english, english)).toEqual([])
    expect(missingWords(english, null)).toEqual(['heading.text', 'rows[0].message', 'rows[1].message'])
  })
})

/** Every `t('…')` literal in the site's code (also where a long text starts on the line after `t(`). */
function sourceTexts(dir: string): string[] {
  const texts: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) texts.push(...sourceTexts(file))
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      const source = fs.readFileSync(file, 'utf8')
      for (const match of source.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)) texts.push((match[1] ?? '').replace(/\\'/g, "'"))
      for (const match of source.matchAll(/translate\([^)]*\)\('((?:[^'\\]|\\.)*)'/g)) texts.push((match[1] ?? '').replace(/\\'/g, "'"))
    }
  }
  return texts
}

describe('fieldLabel', () => {
  const fields: Field[] = [
    {
      type: 'tabs',
      tabs: [
        { label: 'Hero', fields: [{ name: 'heroSlides', label: 'Slides', type: 'array', fields: [{ name: 'message', label: 'Message', type: 'text' }] }] },
        { label: 'Introduction', fields: [{ name: 'intro', label: 'Introduction', type: 'group', fields: [{ type: 'row', fields: [{ name: 'paragraphB', label: 'Second paragraph', type: 'textarea' }] }] }] },
      ],
    },
  ]

  it('names a field as staff see it in the form, row by row', () => {
    expect(fieldLabel(fields, 'intro.paragraphB')).toBe('Introduction › Second paragraph')
    expect(fieldLabel(fields, 'heroSlides[1].message')).toBe('Slides › row 2 › Message')
    expect(fieldLabel(fields, 'nothing.here')).toBe('nothing.here')
  })
})
