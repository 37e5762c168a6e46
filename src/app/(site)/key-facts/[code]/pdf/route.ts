import { getKeyFactsPdf, planCodeOf } from '@/lib/key-facts'

type Context = { params: Promise<{ code: string }> }

/**
 * /key-facts/{plan}/pdf: the plan's key-facts sheet as a PDF download, made on the server from the same
 * sheet as the page and kept in Next's cache until a plan or a setting changes (src/lib/key-facts).
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const code = planCodeOf((await params).code)
  const pdf = code ? await getKeyFactsPdf(code) : null
  if (!code || !pdf) {
    return new Response('We have no key-facts sheet for that plan.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  return new Response(Buffer.from(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="key-facts-${code.toLowerCase()}.pdf"`,
      // The same for everyone, and changed only when the plan or settings change: browsers may keep it a few minutes.
      'cache-control': 'public, max-age=300',
    },
  })
}
