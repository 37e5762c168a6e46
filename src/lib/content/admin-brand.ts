import type { Media, SiteSetting } from '@/payload-types'

/**
 * What the admin (/admin) shows of the insurer: its name, its mark and who staff ask for an account, read
 * from Site settings. Pure, so it is unit-tested on its own (admin-brand.test.ts); getAdminBrand in
 * ./site.ts reads the settings.
 */

/** The site's own mark (public/icon.svg, also the browser-tab icon) when Site settings has no logo. */
export const FALLBACK_MARK = { url: '/icon.svg', width: 64, height: 64, fromLibrary: false } as const

/** The name before the brand is set (a fresh database before its content): the config's title suffix says the same. */
export const FALLBACK_NAME = 'Redwood Life'

export type AdminMark = { url: string; width: number; height: number; fromLibrary: boolean }

export type AdminBrand = {
  /** The full name, e.g. "Redwood Life Assurance Limited". */
  name: string
  /** The short name, e.g. "Redwood Life". */
  shortName: string
  mark: AdminMark
  /** Who staff ask for an account, or null when nobody is named. */
  staffAccessContact: string | null
}

type Settings = Partial<Pick<SiteSetting, 'brandName' | 'shortName' | 'logo' | 'staffAccessContact'>>

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

function markOf(logo: Settings['logo']): AdminMark {
  const media: Media | null = logo && typeof logo === 'object' ? logo : null
  if (!media?.url) return FALLBACK_MARK
  return { url: media.url, width: media.width ?? 64, height: media.height ?? 64, fromLibrary: true }
}

export function adminBrandOf(settings: Settings): AdminBrand {
  const shortName = text(settings.shortName) ?? text(settings.brandName) ?? FALLBACK_NAME
  return {
    name: text(settings.brandName) ?? shortName,
    shortName,
    mark: markOf(settings.logo),
    staffAccessContact: text(settings.staffAccessContact),
  }
}

/** The sign-in page's line about access, with the contact from Site settings when there is one. */
export function staffAccessLine(contact: string | null): string {
  const ask = 'No account yet, or locked out? Ask your administrator'
  return contact ? `${ask}: ${contact.replace(/[.\s]+$/, '')}.` : `${ask}.`
}
