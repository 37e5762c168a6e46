import config from '@payload-config'
import { getPayload } from 'payload'

import { log } from '@/lib/log'
import { takePrivacyExport } from '@/lib/privacy/requests/service'

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/**
 * The file of a person's data (/privacy/request/download?ref=…&token=…): served once, within its time,
 * never cached. Any other try, a wrong token or a second download included, gets the same answer.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const reference = (url.searchParams.get('ref') ?? '').slice(0, 40)
  const token = (url.searchParams.get('token') ?? '').slice(0, 100)
  try {
    const payload = await getPayload({ config })
    const outcome = await takePrivacyExport(payload, { reference, token })
    if (outcome.kind === 'gone') return plain(404, 'This download link has been used or has run out. Ask again at /privacy/request to get a new one.')
    return new Response(outcome.html, {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-disposition': `attachment; filename="${outcome.filename}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  } catch (error) {
    log.error('A data-protection file could not be served', { err: error })
    return plain(503, 'Sorry, we could not prepare your file because of a problem on our side. Please try again soon.')
  }
}
