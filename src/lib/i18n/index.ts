import catalogue from './catalogue.json'
import { createI18n, type Catalogue, type LanguageSetting } from './i18n'
import setting from './languages.json'

export { carouselWords, type Language, type Translate } from './i18n'

/** The site's languages and interface words, from the two settings files beside this one. */
export const i18n = createI18n(setting as LanguageSetting, catalogue.messages as Catalogue)
