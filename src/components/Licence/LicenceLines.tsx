import { licenceOf } from '@/lib/licence'

/** The licence, RC number and registered office (src/lib/licence.ts), as in every page's footer and on the About page. */
export function LicenceLines({ settings, className, lang }: { settings: Parameters<typeof licenceOf>[0]; className?: string; lang?: string | undefined }) {
  const licence = licenceOf(settings)
  if (!licence) return null
  return (
    <p className={className} data-licence="" lang={lang}>
      {licence.sentence}
      {licence.rcNumber ? ` ${licence.rcNumber}.` : ''} Registered office: {licence.registeredAddress}.
    </p>
  )
}
