/**
 * When fields become localized (decision 045), Payload keeps their words in a `<table>_locales` table, one
 * row per language, instead of in the table's own columns. The generated migration creates the new tables
 * and drops the old columns; these statements, run between the two, keep the words as the default
 * language's (and put them back on the way down), so a live site's content survives the upgrade.
 */
export type WordsMove = { table: string; columns: string[] }

type Dialect = 'sqlite' | 'postgres'

const HOME_COLUMNS = [
  'buy_button_label',
  'intro_heading_text',
  'intro_heading_accent',
  'intro_paragraph_a',
  'intro_paragraph_b',
  'products_heading_text',
  'products_heading_accent',
  'products_intro',
  'self_service_heading_text',
  'self_service_heading_accent',
  'self_service_intro',
  'self_service_cards_renew_title',
  'self_service_cards_renew_text',
  'self_service_cards_claim_title',
  'self_service_cards_claim_text',
  'self_service_cards_advisor_title',
  'self_service_cards_advisor_text',
  'whats_hot_heading_text',
  'whats_hot_heading_accent',
  'whats_hot_intro',
  'meta_title',
  'meta_description',
]
const SLIDE_COLUMNS = ['message', 'sub_message']
const PANEL_COLUMNS = ['heading_text', 'heading_accent', 'subheading', 'link_label']

/** The home page's words: the global, its three lists, and the same in its saved versions. */
export const HOME_WORDS: WordsMove[] = [
  { table: 'home', columns: HOME_COLUMNS },
  { table: 'home_hero_slides', columns: SLIDE_COLUMNS },
  { table: 'home_spotlights', columns: PANEL_COLUMNS },
  { table: 'home_other_sections', columns: PANEL_COLUMNS },
  { table: '_home_v', columns: HOME_COLUMNS.map((column) => `version_${column}`) },
  { table: '_home_v_version_hero_slides', columns: SLIDE_COLUMNS },
  { table: '_home_v_version_spotlights', columns: PANEL_COLUMNS },
  { table: '_home_v_version_other_sections', columns: PANEL_COLUMNS },
]

/** The claims overview page's words (/claims), and the same in its saved versions. */
export const CLAIMS_WORDS: WordsMove[] = [
  { table: 'claims_agent_assistance_steps', columns: ['title', 'body'] },
  { table: 'claims_promise_highlights', columns: ['figure', 'text'] },
  { table: 'claims_questions_faqs', columns: ['question', 'answer'] },
  { table: 'claims', columns: ['heading_text', 'heading_accent', 'intro', 'agent_assistance_heading_text', 'agent_assistance_heading_accent', 'agent_assistance_intro', 'self_submit_heading_text', 'self_submit_heading_accent', 'self_submit_intro', 'self_submit_form_card_title', 'self_submit_form_card_body', 'self_submit_form_card_link_label', 'self_submit_send_card_title', 'self_submit_send_card_body', 'self_submit_send_card_link_label', 'self_submit_send_card_phone_link_label', 'promise_heading_text', 'promise_heading_accent', 'promise_description', 'promise_link_label', 'questions_heading_text', 'questions_heading_accent', 'resources_heading_text', 'resources_heading_accent', 'resources_forms_card_title', 'resources_forms_card_body', 'resources_faqs_card_title', 'resources_faqs_card_body', 'resources_glossary_card_title', 'resources_glossary_card_body', 'meta_title', 'meta_description'] },
  { table: '_claims_v_version_agent_assistance_steps', columns: ['title', 'body'] },
  { table: '_claims_v_version_promise_highlights', columns: ['figure', 'text'] },
  { table: '_claims_v_version_questions_faqs', columns: ['question', 'answer'] },
  { table: '_claims_v', columns: ['version_heading_text', 'version_heading_accent', 'version_intro', 'version_agent_assistance_heading_text', 'version_agent_assistance_heading_accent', 'version_agent_assistance_intro', 'version_self_submit_heading_text', 'version_self_submit_heading_accent', 'version_self_submit_intro', 'version_self_submit_form_card_title', 'version_self_submit_form_card_body', 'version_self_submit_form_card_link_label', 'version_self_submit_send_card_title', 'version_self_submit_send_card_body', 'version_self_submit_send_card_link_label', 'version_self_submit_send_card_phone_link_label', 'version_promise_heading_text', 'version_promise_heading_accent', 'version_promise_description', 'version_promise_link_label', 'version_questions_heading_text', 'version_questions_heading_accent', 'version_resources_heading_text', 'version_resources_heading_accent', 'version_resources_forms_card_title', 'version_resources_forms_card_body', 'version_resources_faqs_card_title', 'version_resources_faqs_card_body', 'version_resources_glossary_card_title', 'version_resources_glossary_card_body', 'version_meta_title', 'version_meta_description'] },
]

const quote = (dialect: Dialect, name: string) => (dialect === 'sqlite' ? `\`${name}\`` : `"${name}"`)

/** Copies each table's words into its `_locales` table as `locale`'s (run before the columns are dropped). */
export function wordsIntoLocales(moves: WordsMove[], locale: string, dialect: Dialect): string[] {
  const q = (name: string) => quote(dialect, name)
  const value = dialect === 'sqlite' ? `'${locale}'` : `'${locale}'::"_locales"`
  return moves.map(({ table, columns }) => {
    const list = columns.map(q).join(', ')
    return `INSERT INTO ${q(`${table}_locales`)} (${list}, ${q('_locale')}, ${q('_parent_id')}) SELECT ${list}, ${value}, ${q('id')} FROM ${q(table)};`
  })
}

/** Puts `locale`'s words back into each table's own columns (run after the down migration re-adds them). */
export function wordsOutOfLocales(moves: WordsMove[], locale: string, dialect: Dialect): string[] {
  const q = (name: string) => quote(dialect, name)
  return moves.map(({ table, columns }) => {
    const from = q(`${table}_locales`)
    const sets = columns
      .map((column) => `${q(column)} = (SELECT ${from}.${q(column)} FROM ${from} WHERE ${from}.${q('_parent_id')} = ${q(table)}.${q('id')} AND ${from}.${q('_locale')} = '${locale}')`)
      .join(', ')
    return `UPDATE ${q(table)} SET ${sets};`
  })
}

/** A collection's own words and its lists' (marketing sections, benefit cards, questions), and the same in its saved versions. */
function collectionWords(table: string, own: string[]): WordsMove[] {
  const lists: WordsMove[] = [
    { table: 'marketing', columns: ['eyebrow', 'heading_text', 'heading_accent', 'paragraph_a', 'paragraph_b'] },
    { table: 'benefits_cards', columns: ['title', 'text'] },
    { table: 'faqs', columns: ['question', 'answer'] },
  ]
  return [
    { table, columns: own },
    ...lists.map((list) => ({ table: `${table}_${list.table}`, columns: list.columns })),
    { table: `_${table}_v`, columns: own.map((column) => `version_${column}`) },
    ...lists.map((list) => ({ table: `_${table}_v_version_${list.table}`, columns: list.columns })),
  ]
}

const SECTION_COLUMNS = ['heading_text', 'heading_accent', 'description', 'benefits_heading_text', 'benefits_heading_accent', 'benefits_intro', 'meta_title', 'meta_description']

/** The products' words (their pages and cards); their names and addresses stay shared. */
export const PRODUCTS_WORDS: WordsMove[] = collectionWords('products', ['summary', ...SECTION_COLUMNS])

/** The product categories' words (their landing pages and menu lines); their names and addresses stay shared. */
export const PRODUCT_CATEGORIES_WORDS: WordsMove[] = collectionWords('product_categories', ['menu_blurb', 'plans_heading', ...SECTION_COLUMNS])

/** The claims help pages' words (/claims/faqs, /claims/forms, /claims/glossary, /claims/promise), and the same in their saved versions. */
export const CLAIMS_HELP_WORDS: WordsMove[] = [
  { table: 'claims_promise_commitments', columns: ['title', 'body'] },
  { table: 'claims_promise', columns: ['heading_text', 'heading_accent', 'description', 'processing_promise_unit', 'processing_promise_statement', 'approach_heading', 'approach_body', 'when_you_claim_heading', 'when_you_claim_body', 'commitments_heading_text', 'commitments_heading_accent', 'meta_title', 'meta_description'] },
  { table: '_claims_promise_v_version_commitments', columns: ['title', 'body'] },
  { table: '_claims_promise_v', columns: ['version_heading_text', 'version_heading_accent', 'version_description', 'version_processing_promise_unit', 'version_processing_promise_statement', 'version_approach_heading', 'version_approach_body', 'version_when_you_claim_heading', 'version_when_you_claim_body', 'version_commitments_heading_text', 'version_commitments_heading_accent', 'version_meta_title', 'version_meta_description'] },
  { table: 'claims_faq_faqs', columns: ['topic', 'question', 'answer'] },
  { table: 'claims_faq', columns: ['heading_text', 'heading_accent', 'intro', 'meta_title', 'meta_description'] },
  { table: '_claims_faq_v_version_faqs', columns: ['topic', 'question', 'answer'] },
  { table: '_claims_faq_v', columns: ['version_heading_text', 'version_heading_accent', 'version_intro', 'version_meta_title', 'version_meta_description'] },
  { table: 'claim_forms_forms', columns: ['summary'] },
  { table: 'claim_forms_guides', columns: ['summary'] },
  { table: 'claim_forms_faqs', columns: ['question', 'answer'] },
  { table: 'claim_forms', columns: ['heading_text', 'heading_accent', 'intro', 'forms_heading_text', 'forms_heading_accent', 'forms_intro', 'guides_heading_text', 'guides_heading_accent', 'faq_heading_text', 'faq_heading_accent', 'meta_title', 'meta_description'] },
  { table: '_claim_forms_v_version_forms', columns: ['summary'] },
  { table: '_claim_forms_v_version_guides', columns: ['summary'] },
  { table: '_claim_forms_v_version_faqs', columns: ['question', 'answer'] },
  { table: '_claim_forms_v', columns: ['version_heading_text', 'version_heading_accent', 'version_intro', 'version_forms_heading_text', 'version_forms_heading_accent', 'version_forms_intro', 'version_guides_heading_text', 'version_guides_heading_accent', 'version_faq_heading_text', 'version_faq_heading_accent', 'version_meta_title', 'version_meta_description'] },
  { table: 'claims_glossary_entries', columns: ['meaning'] },
  { table: 'claims_glossary', columns: ['heading_text', 'heading_accent', 'intro', 'meta_title', 'meta_description'] },
  { table: '_claims_glossary_v_version_entries', columns: ['meaning'] },
  { table: '_claims_glossary_v', columns: ['version_heading_text', 'version_heading_accent', 'version_intro', 'version_meta_title', 'version_meta_description'] },
]
