import { notFound } from 'next/navigation'

/** Any address no other route matches: answer with the site's 404 page (status 404). */
export default function CatchAll(): never {
  notFound()
}
