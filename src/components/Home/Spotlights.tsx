import { Heading } from '@/components/ui/Heading'
import { Img } from '@/components/ui/Img'
import type { Home } from '@/payload-types'
import { i18n } from '@/lib/i18n'

import styles from './Home.module.css'
import { TextLink } from './TextLink'

type Spotlight = NonNullable<Home['spotlights']>[number]

/** Short promises right under the hero, each with a link to the page that keeps it. */
export function Spotlights({ code, items }: { code: string; items: Spotlight[] }) {
  if (items.length === 0) return null
  return (
    <div className={styles.spotlights}>
      <div className="container">
        <ul className={styles.spotlightList}>
          {items.map((item, i) => (
            <li key={item.id ?? i} className={styles.spotlight}>
              <Img
                media={item.image}
                alt=""
                sizes="(min-width: 1024px) 220px, (min-width: 640px) 240px, calc(100vw - 32px)"
                className={styles.spotlightImage}
              />
              <div className={styles.spotlightBody}>
                <Heading as="h2" value={item.heading} className={styles.spotlightHeading} />
                {item.subheading ? <p>{item.subheading}</p> : null}
                {item.link?.href && item.link.label ? <TextLink href={i18n.href(code, item.link.href)} label={item.link.label} /> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
