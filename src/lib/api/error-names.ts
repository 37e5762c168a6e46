import type { AfterErrorHook } from 'payload'

/**
 * The name an API error carries, from its HTTP status alone. In the production build Payload's error
 * classes are minified, so their names are meaningless letters that differ by class: GraphQL's
 * `extensions.name` told a locked staff account ("th") from an unknown email ("tu") though the messages
 * were the same. One fixed name per status says no more than the status does.
 */
export function errorName(status: number | undefined): string {
  switch (status) {
    case 400:
      return 'ValidationError'
    case 401:
      return 'AuthenticationError'
    case 403:
      return 'Forbidden'
    case 404:
      return 'NotFound'
    case 413:
      return 'TooLarge'
    case 429:
      return 'TooManyRequests'
    default:
      return status !== undefined && status < 500 ? 'APIError' : 'InternalServerError'
  }
}

const statusOf = (error: Error): number | undefined => {
  const status = (error as { status?: unknown }).status
  return typeof status === 'number' ? status : undefined
}

/**
 * Payload's global afterError hook: every error answered by the REST API or GraphQL names itself by
 * its status (errorName), never by its class. Runs after the collections' own afterError hooks.
 */
export const stableErrorNames: AfterErrorHook = ({ error, graphqlResult, result }) => {
  if (graphqlResult) {
    const extensions = graphqlResult.extensions ?? {}
    const status = typeof extensions.statusCode === 'number' ? extensions.statusCode : statusOf(error)
    return { graphqlResult: { ...graphqlResult, extensions: { ...extensions, name: errorName(status) } } }
  }
  if (result && result.errors.some((e) => e.name !== undefined)) {
    const name = errorName(statusOf(error))
    return { response: { ...result, errors: result.errors.map((e) => (e.name === undefined ? e : { ...e, name })) } }
  }
  return undefined
}
