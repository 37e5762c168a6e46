import { describe, expect, it } from 'vitest'

import { licenceIdentifiers, licenceOf } from './licence'
import { organizationJsonLd } from './structured-data'
import type { SiteSetting } from '@/payload-types'

const base = { brandName: 'Redwood Life Assurance Limited', address: '6th Floor, Civic Towers, Lagos' }

describe('the licence line', () => {
  it('names the regulator, the class of business, the licence, the RC number and the registered office', () => {
    const licence = licenceOf({ ...base, licence: { naicomLicence: ' DEMO/LA/0000 ', rcNumber: 'RC 000000', businessClass: 'life assurance business.', registeredAddress: '1 Marina, Lagos' } })
    expect(licence).toEqual({
      sentence: 'Redwood Life Assurance Limited is licensed by the National Insurance Commission (NAICOM) to carry on life assurance business, licence no. DEMO/LA/0000.',
      rcNumber: 'RC 000000',
      naicomLicence: 'DEMO/LA/0000',
      businessClass: 'life assurance business.',
      registeredAddress: '1 Marina, Lagos',
    })
    expect(licenceIdentifiers(licence!)).toEqual([
      { '@type': 'PropertyValue', propertyID: 'NAICOM licence', value: 'DEMO/LA/0000', description: 'life assurance business.' },
      { '@type': 'PropertyValue', propertyID: 'CAC RC number', value: 'RC 000000' },
    ])
  })

  it('falls back to the head office and to life assurance business, and shows nothing without a licence number', () => {
    expect(licenceOf({ ...base, licence: { naicomLicence: 'L1' } })).toMatchObject({ registeredAddress: base.address, businessClass: 'life assurance business', rcNumber: null })
    expect(licenceOf({ ...base, licence: { naicomLicence: '  ', rcNumber: 'RC 1' } })).toBeNull()
    expect(licenceOf({ ...base, licence: undefined })).toBeNull()
  })

  it('gives search engines the same identifiers as the footer', () => {
    const settings = { ...base, shortName: 'Redwood Life', callCentrePhone: '0700 733 9663', customerServiceEmail: 'a@b.example', licence: { naicomLicence: 'DEMO/LA/0000', rcNumber: 'RC 000000' } } as unknown as SiteSetting
    const data = organizationJsonLd(settings, 'https://www.redwoodlife.example')
    expect(data).toMatchObject({ legalName: base.brandName, identifier: [{ propertyID: 'NAICOM licence', value: 'DEMO/LA/0000' }, { propertyID: 'CAC RC number', value: 'RC 000000' }] })
    expect(organizationJsonLd({ ...settings, licence: {} }, 'https://www.redwoodlife.example')).not.toHaveProperty('identifier')
  })
})
