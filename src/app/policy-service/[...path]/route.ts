import { handlePolicyRequest } from '@/lib/policy-service/http'
import { servicePayload } from '@/lib/plan-service/payload'

/** The built-in policy service over HTTP (docs/policy-service.md): every path under /policy-service. */
export const dynamic = 'force-dynamic'

function handle(request: Request): Promise<Response> {
  return handlePolicyRequest(request, servicePayload)
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE }
