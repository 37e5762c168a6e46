/**
 * The guard in front of Payload's GraphQL route handler: it reads and checks the request itself, so a
 * malformed request or a query over a bound (docs/decisions/010-api-bounds.md) gets a 4xx with a plain
 * message before Payload spends anything on it.
 */
import { configToSchema } from '@payloadcms/graphql'
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql'
import type { SanitizedConfig } from 'payload'

import { BodyTooLarge, isJsonContentType, readBodyBytes } from '@/lib/http/body'
import { clientKey } from '@/lib/http/client-address'
import { type AttemptKind, checkAttempt, recordAttempt, tooManyAttempts } from '@/lib/http/sign-in-limit'

import { GRAPHQL, TIME_BUDGET_MS } from './bounds'
import { measureOperation, OverBound } from './graphql-cost'
import { apiError, unexpected, withinBudget } from './respond'

type Handler = (request: Request) => Promise<Response>
type Config = SanitizedConfig | Promise<SanitizedConfig>

type SchemaCache = { graphql: { schema: GraphQLSchema } | null; promise: Promise<{ schema: GraphQLSchema }> | null }

/** Payload's own schema: the same global cache its GraphQL handler fills, so the schema is built once. */
async function payloadSchema(config: Config): Promise<GraphQLSchema> {
  const store = globalThis as { _payload_graphql?: SchemaCache }
  store._payload_graphql ??= { graphql: null, promise: null }
  const cache = store._payload_graphql
  if (cache.graphql) return cache.graphql.schema
  if (!cache.promise) {
    const resolved = await config
    cache.promise ??= Promise.resolve(configToSchema(resolved))
  }
  cache.graphql = await cache.promise
  return cache.graphql.schema
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

type Checked = { ok: true; body: string } | { ok: false; response: Response }

/** The names of the fields an operation runs at its root, through fragments too (each fragment once). */
function rootFields(set: SelectionSetNode, fragments: FragmentDefinitionNode[], seen = new Set<string>()): string[] {
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value]
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, fragments, seen)
    if (seen.has(selection.name.value)) return []
    seen.add(selection.name.value)
    const fragment = fragments.find((f) => f.name.value === selection.name.value)
    return fragment ? rootFields(fragment.selectionSet, fragments, seen) : []
  })
}

const fail = (status: number, message: string | string[]): Checked => ({ ok: false, response: apiError(status, message) })

/** Everything about the request short of running it. */
export async function checkGraphqlRequest(request: Request, config: Config): Promise<Checked> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return fail(415, 'Send the GraphQL request as JSON, with the header Content-Type: application/json.')
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readBodyBytes(request, GRAPHQL.maxBodyBytes))
  } catch (error) {
    if (error instanceof BodyTooLarge) return fail(413, `The request is too large: send at most ${GRAPHQL.maxBodyBytes / 1024} KB.`)
    return fail(400, 'The request body could not be read as UTF-8 text.')
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return fail(400, 'The request body is not valid JSON.')
  }
  if (Array.isArray(body)) return fail(400, 'Send one GraphQL operation per request; batches (JSON arrays) are not accepted.')
  if (!isRecord(body)) return fail(400, 'Send a JSON object: { "query": "…", "operationName": "…", "variables": { … } }.')
  const { query, operationName, variables, extensions } = body
  if (typeof query !== 'string' || query.trim() === '') return fail(400, '"query" must be a GraphQL query in a string.')
  if (query.length > GRAPHQL.maxQueryChars) return fail(413, `The query is too long: send at most ${GRAPHQL.maxQueryChars} characters.`)
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return fail(400, '"operationName" must be a string.')
  }
  if (variables !== undefined && variables !== null && !isRecord(variables)) return fail(400, '"variables" must be a JSON object.')
  if (extensions !== undefined && extensions !== null && !isRecord(extensions)) return fail(400, '"extensions" must be a JSON object.')

  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: GRAPHQL.maxTokens, noLocation: false })
  } catch (error) {
    return fail(400, error instanceof GraphQLError ? error.message : 'The query could not be read.')
  }
  const operation = getOperationAST(document, typeof operationName === 'string' ? operationName : undefined)
  if (!operation) {
    return fail(
      400,
      typeof operationName === 'string'
        ? `The query has no operation named "${operationName.slice(0, 100)}".`
        : 'The query holds several operations: name the one to run with "operationName".',
    )
  }
  if (operation.operation === 'subscription') return fail(400, 'Subscriptions are not supported.')

  const schema = await payloadSchema(config)
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], isRecord(variables) ? variables : {}, { maxErrors: 5 })
  if (coerced.errors) return fail(400, coerced.errors.map((e) => e.message))

  const fragments = document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
  try {
    measureOperation(schema, operation, fragments, coerced.coerced)
  } catch (error) {
    if (error instanceof OverBound) return fail(400, error.message)
    throw error
  }
  const errors = validate(schema, document, specifiedRules, { maxErrors: 10 })
  if (errors.length > 0) return fail(400, errors.map((e) => e.message))
  // Sign-in and password-reset mutations are limited per client address like their REST twins; each
  // counts, whatever its outcome (GraphQL reports a failed sign-in inside a 200).
  if (operation.operation === 'mutation') {
    const fields = rootFields(operation.selectionSet, fragments)
    const kinds = new Set(fields.flatMap((f): AttemptKind[] => (/^login[A-Z]/.test(f) ? ['sign-in'] : /^forgotPassword[A-Z]/.test(f) ? ['password-reset'] : [])))
    const client = clientKey(request.headers)
    for (const kind of kinds) {
      const verdict = await checkAttempt(kind, client)
      if (!verdict.ok) return { ok: false, response: tooManyAttempts(kind, verdict.retryAfterSeconds) }
    }
    for (const kind of kinds) await recordAttempt(kind, client)
  }
  return { ok: true, body: text }
}

/** Wraps Payload's GRAPHQL_POST: checks first, then runs the query within the time budget. */
export function guardGraphql(handler: Handler, config: Config): Handler {
  return async (request) => {
    try {
      const checked = await checkGraphqlRequest(request, config)
      if (!checked.ok) return checked.response
      const headers = new Headers(request.headers)
      headers.delete('content-length')
      const forwarded = new Request(request.url, { method: 'POST', headers, body: checked.body })
      return await withinBudget(handler(forwarded), TIME_BUDGET_MS)
    } catch (error) {
      return unexpected('POST /api/graphql', error)
    }
  }
}

/**
 * The same depth and cost bounds as a validation rule for Payload's config (graphQL.validationRules),
 * so a GraphQL entry point that bypasses the guard is bounded too.
 */
export function boundsRule(variables: Record<string, unknown> | null | undefined): ValidationRule {
  return (context) => ({
    OperationDefinition(node) {
      const fragments = context.getDocument().definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      try {
        measureOperation(context.getSchema(), node, fragments, variables ?? {})
      } catch (error) {
        if (error instanceof OverBound) context.reportError(new GraphQLError(error.message, { nodes: [node] }))
        else throw error
      }
    },
  })
}
