import NotFound from '../../../(site)/not-found'

export { metadata } from '../../../(site)/not-found'

/**
 * The 404 page under another language's addresses: a page not (yet) written in that language, or none at
 * all. Its words are the English 404 page's, marked as English inside the other language's header and
 * footer (a not-found page is not told the language; decision 045).
 */
export default function LocalizedNotFound() {
  return (
    <div lang="en-NG">
      <NotFound />
    </div>
  )
}
