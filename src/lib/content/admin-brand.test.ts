import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { adminBrandOf, FALLBACK_MARK, FALLBACK_NAME, staffAccessLine } from './admin-brand'

const logo = { id: 7, url: '/api/media/file/redwood-logo.png', width: 256, height: 256, alt: 'Redwood Life Assurance' } as Media

describe('the admin brand from Site settings', () => {
  it('takes the name, the short name, the logo and the staff-access contact', () => {
    expect(
      adminBrandOf({
        brandName: 'Redwood Life Assurance Limited',
        shortName: 'Redwood Life',
        logo,
        staffAccessContact: '  the IT service desk, itdesk@redwoodlife.example ',
      }),
    ).toEqual({
      name: 'Redwood Life Assurance Limited',
      shortName: 'Redwood Life',
      mark: { url: '/api/media/file/redwood-logo.png', width: 256, height: 256, fromLibrary: true },
      staffAccessContact: 'the IT service desk, itdesk@redwoodlife.example',
    })
  })

  it("falls back to the site's own mark when the logo is missing or not loaded", () => {
    expect(adminBrandOf({ brandName: 'A', shortName: 'A', logo: null }).mark).toEqual(FALLBACK_MARK)
    expect(adminBrandOf({ brandName: 'A', shortName: 'A', logo: 7 }).mark).toEqual(FALLBACK_MARK)
    expect(FALLBACK_MARK.url).toBe('/icon.svg')
  })

  it('still names the insurer before the settings are filled in', () => {
    expect(adminBrandOf({})).toMatchObject({ name: FALLBACK_NAME, shortName: FALLBACK_NAME, staffAccessContact: null })
    expect(adminBrandOf({ brandName: 'Redwood Life Assurance Limited', shortName: ' ' }).shortName).toBe('Redwood Life Assurance Limited')
  })
})

describe('the sign-in line about access', () => {
  it('names the contact when there is one, with one full stop', () => {
    expect(staffAccessLine('the IT service desk, itdesk@redwoodlife.example')).toBe(
      'No account yet, or locked out? Ask your administrator: the IT service desk, itdesk@redwoodlife.example.',
    )
    expect(staffAccessLine('the IT service desk.')).toBe('No account yet, or locked out? Ask your administrator: the IT service desk.')
  })

  it('still says whom to ask without one', () => {
    expect(staffAccessLine(null)).toBe('No account yet, or locked out? Ask your administrator.')
  })
})
