import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'We could not find the page you asked for.',
}

export default function NotFound() {
  return (
    <section className="section container">
      <h1>
        We couldn&rsquo;t find <span className="accent">that page</span>
      </h1>
      <p className="lead">The link may be old, or the address may have a typing mistake. These pages can help:</p>
      <ul>
        <li><Link href="/">Home</Link></li>
        <li><Link href="/policy/life/home">Products</Link></li>
        <li><Link href="/claims">Claims</Link></li>
        <li><Link href="/contact">Contact us</Link></li>
      </ul>
    </section>
  )
}
