import { preload } from 'react-dom'

import { buttonClass } from '@/components/ui/Button'
import { carouselWords, i18n } from '@/lib/i18n'
import { Carousel } from '@/components/ui/Carousel.client'
import { imgAttributes } from '@/lib/image'
import type { Home, Media } from '@/payload-types'

import styles from './Home.module.css'
import { ScrollToLink } from './ScrollToLink.client'

type Slide = NonNullable<Home['heroSlides']>[number]

/** The layout switches from the tall phone picture to the wide one at this width (see Home.module.css). */
const WIDE = '(min-width: 900px)'
const NARROW = '(max-width: 899.98px)'
// Wide: the picture fills 7 of 12 columns of a 1200px page; narrow: the page width less its padding.
const WIDE_SIZES = '(min-width: 1200px) 660px, 56vw'
const NARROW_SIZES = 'calc(100vw - 32px)'

function source(media: Media, sizes: string, eager: boolean) {
  if (!media.url) return null
  return imgAttributes({
    src: media.url,
    alt: media.alt ?? '',
    width: media.width ?? 1600,
    height: media.height ?? 900,
    sizes,
    loading: eager ? 'eager' : 'lazy',
    fetchPriority: eager ? 'high' : undefined,
  })
}

/**
 * Art direction: a wide picture on desktop and a tall one on phones, each as WebP at the size the
 * screen needs. The first slide's picture is the page's largest paint, so it loads eagerly at high
 * priority and is preloaded per media query (a phone never downloads the wide one). The others wait
 * until the visitor turns to the carousel (see .heroImageLater): Chrome would fetch them with the page,
 * though they are off-screen in the scroller. Their description is text beside them, so that it is
 * there for screen readers while the picture is not.
 */
function HeroPicture({ slide, first }: { slide: Slide; first: boolean }) {
  const wideMedia = typeof slide.image === 'object' ? slide.image : null
  const tallMedia = typeof slide.mobileImage === 'object' && slide.mobileImage ? slide.mobileImage : wideMedia
  if (!wideMedia || !tallMedia) return null
  const wide = source(wideMedia, WIDE_SIZES, first)
  const tall = source(tallMedia, NARROW_SIZES, first)
  if (!wide || !tall) return null
  if (first) {
    preload(wide.src, {
      as: 'image',
      imageSrcSet: wide.srcSet,
      imageSizes: WIDE_SIZES,
      media: WIDE,
      fetchPriority: 'high',
    })
    preload(tall.src, {
      as: 'image',
      imageSrcSet: tall.srcSet,
      imageSizes: NARROW_SIZES,
      media: NARROW,
      fetchPriority: 'high',
    })
  }
  const { srcSet: tallSrcSet, sizes: tallSizes, ...img } = tall
  const alt = wideMedia.alt ?? ''
  return (
    <>
      <picture className={styles.heroPicture}>
        <source media={WIDE} srcSet={wide.srcSet} sizes={WIDE_SIZES} width={wide.width} height={wide.height} />
        <img
          {...img}
          srcSet={tallSrcSet}
          sizes={tallSizes}
          alt={first ? alt : ''}
          className={first ? styles.heroImage : `${styles.heroImage} ${styles.heroImageLater}`}
        />
      </picture>
      {!first && alt ? <span className="visually-hidden">{alt}</span> : null}
    </>
  )
}

export function Hero({ code, slides, buyLabel }: { code: string; slides: Slide[]; buyLabel: string }) {
  if (slides.length === 0) return null
  const t = i18n.translate(code)
  return (
    <section className={styles.hero}>
      <div className="container">
        <Carousel
          label={t('Highlights')}
          words={carouselWords(t, t('highlight'))}
          perView={1}
          loop
          dots
          focusableTrack
          className={styles.heroCarousel}
          controlsClassName={styles.heroControls}
          controlsStart={
            <ScrollToLink targetId="products" className={buttonClass('primary', styles.buyButton)}>
              {buyLabel}
            </ScrollToLink>
          }
          slides={slides.map((slide, i) => {
            // The first message is the page's main heading; the others are its sub-headings.
            const Message = i === 0 ? 'h1' : 'h2'
            return (
              <div className={styles.heroSlide} key={slide.id ?? i}>
                <HeroPicture slide={slide} first={i === 0} />
                <div className={styles.heroText}>
                  <Message className={styles.heroMessage}>{slide.message}</Message>
                  {slide.subMessage ? <p className={styles.heroSub}>{slide.subMessage}</p> : null}
                </div>
              </div>
            )
          })}
        />
      </div>
    </section>
  )
}
