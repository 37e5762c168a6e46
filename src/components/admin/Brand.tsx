import { getAdminBrand } from '@/lib/content/site'
import { staffAccessLine, type AdminMark } from '@/lib/content/admin-brand'
import { imgAttributes } from '@/lib/image'

import './brand.css'

/**
 * The insurer's brand in the admin, from Site settings (src/lib/content/site.ts): wired in
 * src/payload.config.ts as admin.components.graphics (Logo, Icon) and admin.components.afterLogin.
 */

/** The mark as an <img>: resized by Next.js when it is the media library's logo, else the site's own SVG. */
function Mark({ mark, size, alt, className }: { mark: AdminMark; size: number; alt: string; className: string }) {
  const attributes = mark.fromLibrary
    ? imgAttributes({ src: mark.url, alt, width: size, height: size, loading: 'eager' })
    : { src: mark.url, width: size, height: size }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, worked out on the server
  return <img {...attributes} alt={alt} className={className} />
}

/**
 * The logo on the sign-in and first-administrator pages: the mark and the full name as real text. The
 * name is the text alternative, so the picture beside it is decorative (an empty alt).
 */
export async function AdminLogo() {
  const brand = await getAdminBrand()
  return (
    <div className="redwood-admin-logo" data-brand="redwood">
      <Mark mark={brand.mark} size={56} alt="" className="redwood-admin-logo__mark" />
      <span className="redwood-admin-logo__name">
        {brand.name}
        <span className="redwood-admin-logo__role">Staff sign-in</span>
      </span>
    </div>
  )
}

/**
 * The mark at the start of the admin header, inside Payload's link to the dashboard: the picture is the
 * link's only content, so its alt names the insurer and where the link goes.
 */
export async function AdminIcon() {
  const brand = await getAdminBrand()
  return <Mark mark={brand.mark} size={32} alt={`${brand.shortName}: dashboard`} className="redwood-admin-icon" />
}

/** Under the sign-in form: who to ask for an account, from Site settings ("Who staff ask for an admin account"). */
export async function StaffAccessNote() {
  const brand = await getAdminBrand()
  return (
    <p className="redwood-staff-access" data-testid="staff-access">
      {staffAccessLine(brand.staffAccessContact)}
    </p>
  )
}
