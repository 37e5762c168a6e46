import { getSiteSettings } from '@/lib/content/site'

export async function Footer() {
  const settings = await getSiteSettings()
  return (
    <footer>
      <p>{settings.copyrightLine}</p>
    </footer>
  )
}
