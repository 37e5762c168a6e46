import { handleLookupRequest, methodNotAllowed } from '@/lib/plan-service/http'
import { servicePayload } from '@/lib/plan-service/payload'

/** Plan lookup of the built-in plan service (docs/plan-service.md). */
export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return handleLookupRequest(request, servicePayload)
}

const notAllowed = () => methodNotAllowed('GET', false)
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
