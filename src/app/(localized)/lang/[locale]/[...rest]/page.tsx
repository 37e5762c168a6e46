import { redirectOrNotFound } from '@/lib/routing/server'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

/** A page that has no version in this language yet: an editor's redirect for the address, else the 404 page, which links the English site. */
export default async function Untranslated({ params }: Props): Promise<never> {
  const { locale, rest } = await params
  return redirectOrNotFound(`/${locale}/${rest.join('/')}`)
}
