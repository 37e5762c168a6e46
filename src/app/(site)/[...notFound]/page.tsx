import { resolveUnmatched } from '@/lib/routing/server'

type Props = { params: Promise<{ notFound: string[] }> }

/**
 * Any address no other route matches: an editor's redirect, an older link shape of the site
 * (/medical/home → /policy/medical/home), or the 404 page with status 404.
 */
export default async function CatchAll({ params }: Props): Promise<never> {
  const { notFound: segments } = await params
  return resolveUnmatched(`/${segments.join('/')}`)
}
