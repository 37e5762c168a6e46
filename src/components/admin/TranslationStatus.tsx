import type { UIFieldServerProps } from 'payload'

import { staffTranslationStatus, type TranslatedCollection, type TranslatedGlobal, type TranslatedPage } from '@/lib/content/translation'

import './translation-status.css'

/**
 * Beside a page written in several languages (decision 045): for each language but English, whether its
 * words are complete in the newest version, the fields that still show the English ones, and whether a
 * fluent speaker has reviewed them.
 */
export async function TranslationStatus({ payload, id, global, collection }: UIFieldServerProps & { global?: TranslatedGlobal; collection?: TranslatedCollection }) {
  const docId = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null
  const page: TranslatedPage | null = global ? { global } : collection && docId !== null ? { collection, id: docId } : null
  if (!page) {
    // A document not saved yet has no words in any language to compare.
    return (
      <section className="redwood-translations" aria-labelledby="translations-heading">
        <h2 id="translations-heading">Languages</h2>
        <p className="redwood-translations__hint">Save the English words first; then switch the language at the top of the form to write them in another language.</p>
      </section>
    )
  }
  const languages = await staffTranslationStatus(payload, page)
  return (
    <section className="redwood-translations" aria-labelledby="translations-heading">
      <h2 id="translations-heading">Languages</h2>
      <ul>
        {languages.map((language) => (
          <li key={language.code} data-language={language.code}>
            <strong>{language.name}</strong>:{' '}
            {language.missing.length === 0
              ? 'every field written'
              : `${language.missing.length} ${language.missing.length === 1 ? 'field shows' : 'fields show'} the English words`}
            {language.reviewed ? ', reviewed by a fluent speaker.' : ', not yet reviewed by a fluent speaker.'}
            {language.missing.length > 0 ? (
              <ul className="redwood-translations__missing">
                {language.missing.map((field) => (
                  <li key={field}>{field}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="redwood-translations__hint">Switch the language at the top of the form to edit its words. Empty fields show the English ones on the page.</p>
    </section>
  )
}
