import Image from 'next/image'

import hero from '../public/hero.jpg'

export default function Page() {
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <h1>A bare Next.js page</h1>
      <Image src={hero} alt="A landscape" priority sizes="(min-width: 1232px) 1200px, calc(100vw - 32px)" style={{ width: '100%', height: 'auto' }} />
    </main>
  )
}
