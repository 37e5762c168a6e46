import type { SiteSetting } from '@/payload-types'

/**
 * Who the insurer is in law (issue 24, part 1): its NAICOM licence and class of business, its RC number
 * with the Corporate Affairs Commission and its registered office, from Site settings. The footer, the
 * About page and the schema.org data all read this one function, so they never disagree.
 */
export type Licence = {
  /** "Redwood Life Assurance Limited is licensed by the National Insurance Commission (NAICOM) to carry on life assurance business, licence no. …" */
  sentence: string
  /** "RC 000000 (demo)", or null when not set. */
  rcNumber: string | null
  naicomLicence: string
  businessClass: string
  /** The registered office: the head office's address when none is set. */
  registeredAddress: string
}

export const DEFAULT_BUSINESS_CLASS = 'life assurance business'

const clean = (text: string | null | undefined): string | null => {
  const t = (text ?? '').replace(/\s+/g, ' ').trim()
  return t === '' ? null : t
}

/** The licence details, or null until staff have entered a licence number. */
export function licenceOf(settings: Pick<SiteSetting, 'brandName' | 'address' | 'licence'>): Licence | null {
  const naicomLicence = clean(settings.licence?.naicomLicence)
  if (!naicomLicence) return null
  const businessClass = clean(settings.licence?.businessClass) ?? DEFAULT_BUSINESS_CLASS
  const rcNumber = clean(settings.licence?.rcNumber)
  const registeredAddress = clean(settings.licence?.registeredAddress) ?? clean(settings.address) ?? ''
  const sentence = `${settings.brandName} is licensed by the National Insurance Commission (NAICOM) to carry on ${businessClass.replace(/\.$/, '')}, licence no. ${naicomLicence}.`
  return { sentence, rcNumber, naicomLicence, businessClass, registeredAddress }
}

/** The schema.org identifiers of the insurer: its licence and its RC number. */
export function licenceIdentifiers(licence: Licence): Record<string, unknown>[] {
  return [
    { '@type': 'PropertyValue', propertyID: 'NAICOM licence', value: licence.naicomLicence, description: licence.businessClass },
    ...(licence.rcNumber ? [{ '@type': 'PropertyValue', propertyID: 'CAC RC number', value: licence.rcNumber }] : []),
  ]
}
