import { getHome } from '@/lib/content/home'

export default async function HomePage() {
  const home = await getHome()
  return <h1>{home.heroSlides?.[0]?.message}</h1>
}
