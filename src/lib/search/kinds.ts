/** The kinds of result the site search returns, in the order the filters list them. */
export const SEARCH_KINDS = ['product', 'plan', 'article', 'faq', 'glossary', 'claim-form', 'press-release', 'statement', 'page'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const KIND_LABELS: Record<SearchKind, { one: string; many: string }> = {
  product: { one: 'Product', many: 'Products' },
  plan: { one: 'Plan and key facts', many: 'Plans and key facts' },
  article: { one: 'Article', many: 'Articles' },
  faq: { one: 'Question', many: 'Questions' },
  glossary: { one: 'Glossary term', many: 'Glossary' },
  'claim-form': { one: 'Claim form or guide', many: 'Claim forms and guides' },
  'press-release': { one: 'Press release', many: 'Press releases' },
  statement: { one: 'Statement', many: 'Statements' },
  page: { one: 'Page', many: 'Pages' },
}

export const isSearchKind = (value: unknown): value is SearchKind => typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value)

/** One thing the search can find: a page, or a part of a page with its own address (a question, a term). */
export type SearchDocument = { key: string; kind: SearchKind; title: string; body: string; url: string }
