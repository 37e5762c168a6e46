import { resolveUnmatched } from '@/lib/routing/server'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

/**
 * An address in this language that no page below matches: an editor's redirect for the address, an older
 * link shape (to the page in this language where it has one; the proxy sends old /policy/… shapes here),
 * else the 404 page, which links the English site.
 */
export default async function Untranslated({ params }: Props): Promise<never> {
  const { locale, rest } = await params
  return resolveUnmatched(`/${rest.join('/')}`, locale)
}
