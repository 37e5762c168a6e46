/**
 * The bounds on every public read of the content API (docs/decisions/010-api-bounds.md).
 * Anonymous callers get these; a signed-in staff user gets STAFF_REST for REST reads (the admin UI).
 */
export const GRAPHQL = {
  /** Request body, query text and parser tokens: the site's largest query is under 1 KB and 200 tokens. */
  maxBodyBytes: 64 * 1024,
  maxQueryChars: 16 * 1024,
  maxTokens: 2_000,
  /** Nested selection sets: the site's deepest query is 6 (ProductCategories.docs.benefits.cards.image.url). */
  maxDepth: 8,
  /** Cost: one per field, times each list's `limit` (the site's dearest query, AllProducts, scores 1,400). */
  maxCost: 5_000,
  /** A list without a `limit` argument (an array or a has-many relationship) counts as this many items. */
  unlimitedListFactor: 5,
  /** Payload's page size when a collection query gives no `limit`. */
  defaultLimit: 10,
} as const

export const REST = {
  maxQueryStringBytes: 4 * 1024,
  maxLimit: 100,
  maxDepth: 2,
  maxPage: 1_000,
  /** `where`: nesting of and/or, number of conditions, and length of one value. */
  maxWhereNesting: 4,
  maxWhereConditions: 20,
  maxValueChars: 500,
} as const

/** A signed-in staff user (the admin UI) may ask for more, within Payload's own maximum depth of 10. */
export const STAFF_REST = { ...REST, maxLimit: 1_000, maxDepth: 10, maxPage: 100_000, maxQueryStringBytes: 32 * 1024 } as const

/** Time budget per API request; past it the caller gets a 503 instead of waiting on. */
export const TIME_BUDGET_MS = 10_000
