import { createI18n, type LanguageSetting } from './i18n'
import setting from './languages.json'

/**
 * The languages and which pages exist in each, without the interface's words: what the language switcher
 * needs in the browser (index.ts adds the catalogue for the server).
 */
export const languageRoutes = createI18n(setting as LanguageSetting, {})
