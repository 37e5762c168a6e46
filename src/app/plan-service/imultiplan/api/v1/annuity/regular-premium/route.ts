import { handleQuoteRequest, methodNotAllowed } from '@/lib/plan-service/http'
import { servicePayload } from '@/lib/plan-service/payload'

/** Calculation endpoint of the built-in plan service (docs/plan-service.md). */
export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleQuoteRequest(request, 'regular-premium', servicePayload)
}

const notAllowed = () => methodNotAllowed('POST', true)
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
