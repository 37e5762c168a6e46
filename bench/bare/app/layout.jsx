// A bare Next.js page (one heading, one image) for tools/bench.mjs to measure the site against.
export const metadata = { title: 'Bare Next.js page', description: 'One heading and one image, for comparison.' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif' }}>{children}</body>
    </html>
  )
}
