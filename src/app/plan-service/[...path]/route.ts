import { jsonResponse } from '@/lib/plan-service/http'

/** Any other address under /plan-service: a JSON 404 rather than the site's HTML page. */
export const dynamic = 'force-dynamic'

function notFound(): Response {
  return jsonResponse(
    {
      success: false,
      statusCode: 404,
      amount: null,
      message:
        'There is nothing at this address. The plan service answers GET /plan-service/policy/plainid and POST /plan-service/imultiplan/api/v1/annuity/regular-premium or …/sumassured.',
    },
    404,
  )
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
