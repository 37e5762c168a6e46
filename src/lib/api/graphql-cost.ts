/**
 * Depth and cost of a GraphQL operation, computed from its syntax tree before anything runs.
 * The cost is one per field, multiplied by each list's `limit` (a list's items each repeat the whole
 * selection below it), so nesting lists inside lists grows the cost the way it grows the work.
 */
import {
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql'

import { GRAPHQL, REST } from './bounds'

export type Bounds = {
  maxDepth: number
  maxCost: number
  maxLimit: number
  maxPage: number
  defaultLimit: number
  unlimitedListFactor: number
}

export const PUBLIC_GRAPHQL_BOUNDS: Bounds = {
  maxDepth: GRAPHQL.maxDepth,
  maxCost: GRAPHQL.maxCost,
  maxLimit: REST.maxLimit,
  maxPage: REST.maxPage,
  defaultLimit: GRAPHQL.defaultLimit,
  unlimitedListFactor: GRAPHQL.unlimitedListFactor,
}

export class OverBound extends Error {}

type Context = {
  schema: GraphQLSchema
  fragments: Map<string, FragmentDefinitionNode>
  variables: Record<string, unknown>
  bounds: Bounds
  /** Fields visited so far: stops fragment fan-out from making the analysis itself expensive. */
  visits: number
}

/** Resolves an argument's literal or variable to a plain value (only what `limit`, `page` and `pagination` need). */
function argumentValue(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value]
    case Kind.INT:
      return Number(node.value)
    case Kind.FLOAT:
      return Number(node.value)
    case Kind.BOOLEAN:
      return node.value
    case Kind.NULL:
      return null
    default:
      return undefined
  }
}

/** The multiplier a field applies to everything selected below it. */
function multiplier(
  field: FieldNode,
  definition: GraphQLField<unknown, unknown>,
  place: Place,
  ctx: Context,
): number {
  const name = field.alias?.value ?? field.name.value
  const args = new Map(field.arguments?.map((a) => [a.name.value, argumentValue(a.value, ctx.variables)]))
  const hasLimit = definition.args.some((a) => a.name === 'limit')
  if (hasLimit) {
    if (args.get('pagination') === false) {
      throw new OverBound(`"${name}" cannot turn pagination off: ask for at most ${ctx.bounds.maxLimit} items with limit.`)
    }
    const page = args.get('page')
    if (page !== undefined && page !== null && !(typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= ctx.bounds.maxPage)) {
      throw new OverBound(`"${name}": page must be a whole number from 1 to ${ctx.bounds.maxPage}.`)
    }
    const limit = args.get('limit')
    if (limit === undefined || limit === null) {
      // A join (a list inside a document) without a limit returns every item, so it must name one.
      if (place !== 'root') throw new OverBound(`"${name}" needs a limit (1 to ${ctx.bounds.maxLimit}).`)
      return ctx.bounds.defaultLimit
    }
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > ctx.bounds.maxLimit) {
      throw new OverBound(`"${name}": limit must be a whole number from 1 to ${ctx.bounds.maxLimit}.`)
    }
    return limit
  }
  // The docs of a paginated list are as many as its limit, already counted on the list itself.
  if (place === 'page') return 1
  return isListType(getNullableType(definition.type)) ? ctx.bounds.unlimitedListFactor : 1
}

/** Where a selection set sits: the operation's root, directly under a paginated list (its docs), or elsewhere. */
type Place = 'root' | 'page' | 'nested'

type Measure = { cost: number; depth: number }

function measureSelection(
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType,
  place: Place,
  ctx: Context,
  fragmentPath: ReadonlySet<string>,
): Measure {
  let cost = 0
  let depth = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      ctx.visits += 1
      if (ctx.visits > ctx.bounds.maxCost) throw new OverBound(tooCostly(ctx))
      const definition = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[selection.name.value] : undefined
      if (!definition || !selection.selectionSet) {
        // A leaf, __typename, or an unknown field (left to the schema validation that runs next).
        cost += 1
        depth = Math.max(depth, 1)
        continue
      }
      const paginated = definition.args.some((a) => a.name === 'limit')
      const below = measureSelection(selection.selectionSet, getNamedType(definition.type), paginated ? 'page' : 'nested', ctx, fragmentPath)
      cost += (1 + below.cost) * multiplier(selection, definition, place, ctx)
      depth = Math.max(depth, 1 + below.depth)
    } else {
      let set: SelectionSetNode
      let type: GraphQLNamedType = parent
      let path = fragmentPath
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        set = selection.selectionSet
        if (selection.typeCondition) type = ctx.schema.getType(selection.typeCondition.name.value) ?? parent
      } else {
        const name = selection.name.value
        const fragment = ctx.fragments.get(name)
        if (!fragment) continue // unknown fragment: the schema validation reports it
        if (fragmentPath.has(name)) throw new OverBound(`Fragment "${name}" spreads itself.`)
        path = new Set([...fragmentPath, name])
        set = fragment.selectionSet
        type = ctx.schema.getType(fragment.typeCondition.name.value) ?? parent
      }
      const inner = measureSelection(set, type, place, ctx, path)
      cost += inner.cost
      depth = Math.max(depth, inner.depth)
    }
    if (depth > ctx.bounds.maxDepth) {
      throw new OverBound(`The query is nested too deeply: at most ${ctx.bounds.maxDepth} levels of fields are allowed.`)
    }
    if (cost > ctx.bounds.maxCost) throw new OverBound(tooCostly(ctx))
  }
  return { cost, depth }
}

function tooCostly(ctx: Context): string {
  return `The query asks for too much at once (its cost is over ${ctx.bounds.maxCost}; every field counts 1, times the limit of each list it is in). Ask for fewer items or fewer nested lists.`
}

/** Throws OverBound with a plain message when the operation is over a bound; returns its measure otherwise. */
export function measureOperation(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: readonly FragmentDefinitionNode[],
  variables: Record<string, unknown>,
  bounds: Bounds = PUBLIC_GRAPHQL_BOUNDS,
): Measure {
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType()
  if (!root) throw new OverBound(`This API does not answer ${operation.operation} operations.`)
  const ctx: Context = { schema, fragments: new Map(fragments.map((f) => [f.name.value, f])), variables, bounds, visits: 0 }
  return measureSelection(operation.selectionSet, root, 'root', ctx, new Set())
}
