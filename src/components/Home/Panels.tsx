import { ButtonLink } from '@/components/ui/Button'
import { Heading } from '@/components/ui/Heading'
import { Img } from '@/components/ui/Img'
import type { Home } from '@/payload-types'
import { i18n } from '@/lib/i18n'

import styles from './Home.module.css'
import { isExternal } from './TextLink'

type Panel = NonNullable<Home['otherSections']>[number]

/** Image-and-text panels that point to other parts of the site, alternating sides on wide screens. */
export function Panels({ code, items }: { code: string; items: Panel[] }) {
  if (items.length === 0) return null
  return (
    <div className={styles.panels}>
      {items.map((item, i) => {
        const id = `panel-${item.id ?? i}`
        return (
          <section key={id} className={styles.panelRow} aria-labelledby={id}>
            <div className={`container ${styles.panel}`}>
              <Img
                media={item.image}
                alt=""
                sizes="(min-width: 1200px) 560px, (min-width: 900px) 46vw, calc(100vw - 32px)"
                className={styles.panelImage}
              />
              <div className={styles.panelText}>
                <Heading as="h2" id={id} value={item.heading} />
                {item.subheading ? <p className="lead">{item.subheading}</p> : null}
                {item.link?.href && item.link.label ? (
                  <ButtonLink href={i18n.href(code, item.link.href)} variant="secondary" external={isExternal(item.link.href)}>
                    {item.link.label}
                  </ButtonLink>
                ) : null}
              </div>
            </div>
          </section>
        )
      })}
    </div>
  )
}
