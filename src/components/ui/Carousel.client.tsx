'use client'

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

import styles from './Carousel.module.css'
import { useHydrated } from './useHydrated'

/** A carousel's words: "Previous plans", "Show slide {n} of {count}". */
export type CarouselWords = { previous: string; next: string; show: string; showing: string }

const englishWords = (itemsName: string): CarouselWords => ({
  previous: `Previous ${itemsName}`,
  next: `Next ${itemsName}`,
  show: 'Show slide {n} of {count}',
  showing: 'Showing {n} of {count}',
})

const fillCount = (text: string, n: number, count: number) => text.replace('{n}', String(n)).replace('{count}', String(count))

type Props = {
  /** The slides, rendered on the server; each becomes one list item. */
  slides: ReactNode[]
  /** Accessible name of the carousel, e.g. "Our plans". Use `labelledBy` when a visible heading names it. */
  label?: string
  labelledBy?: string
  /** How many slides show at once on a wide screen: 1 (hero) or 3 (cards: 1 on phones, 2 on tablets). */
  perView?: 1 | 3
  /** Next after the last slide goes back to the first (and previous before the first to the last). */
  loop?: boolean
  /** Show one dot per slide (for a few big slides, such as the hero). */
  dots?: boolean
  /** Words for the buttons, e.g. "plans" gives "Previous plans" / "Next plans". */
  itemsName?: string
  /** The buttons' and announcements' words in the page's language ({n} and {count} are filled in); English from itemsName by default. */
  words?: CarouselWords
  className?: string
  trackClassName?: string
  controlsClassName?: string
  /** Placed in the controls bar before the buttons, e.g. a call to action that belongs to every slide. */
  controlsStart?: ReactNode
  /**
   * Make the list itself a tab stop, so the keyboard can scroll it. Needed when the slides hold no
   * links or buttons (otherwise tabbing to a card scrolls it into view).
   */
  focusableTrack?: boolean
}

const EDGE = 2 // px of tolerance for sub-pixel scroll positions

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * A carousel that is a horizontally scrollable list with CSS scroll snap: swipe, trackpad and
 * keyboard scrolling come from the browser, the content is all in the HTML, and without JavaScript it
 * is simply a list you can scroll. JavaScript only adds the previous/next buttons (and dots), with
 * looping. Nothing ever moves by itself.
 */
export function Carousel({
  slides,
  label,
  labelledBy,
  perView = 3,
  loop = false,
  dots = false,
  itemsName = 'slides',
  words = englishWords(itemsName),
  className,
  trackClassName,
  controlsClassName,
  controlsStart,
  focusableTrack = false,
}: Props) {
  const trackRef = useRef<HTMLUListElement>(null)
  const [index, setIndex] = useState(0)
  const [atStart, setAtStart] = useState(true)
  const [atEnd, setAtEnd] = useState(false)
  const [announce, setAnnounce] = useState(false)
  // The visitor has turned to the carousel (pointer over or on it, keyboard focus in it): slides may
  // then load what they keep for later (the hero's pictures after the first, see Home.module.css).
  const [intent, setIntent] = useState(false)
  const showIntent = intent ? undefined : () => setIntent(true)
  const count = slides.length
  const hydrated = useHydrated()

  /**
   * Where a button's smooth scroll is heading (scrollLeft), until that scroll ends. Buttons act on it,
   * so "next" pressed twice quickly moves two slides, and "next" pressed while the last slide is still
   * sliding in loops back to the first, as if the scroll had already finished.
   */
  const heading = useRef<number | null>(null)

  /** Where the list is (or is heading to), read from the DOM. */
  const position = useCallback(() => {
    const track = trackRef.current
    if (!track) return null
    const items = Array.from(track.children) as HTMLElement[]
    const base = items[0]?.offsetLeft ?? 0
    const max = track.scrollWidth - track.clientWidth
    const left = heading.current ?? track.scrollLeft
    // Where the list stops for each slide (the last few share the end when several show at once).
    const stops = items.map((item) => Math.min(Math.max(item.offsetLeft - base, 0), max))
    // The current slide is the one whose stop is nearest (the first of those sharing it), so a press
    // during a scroll counts from where the list is about to settle.
    let index = 0
    stops.forEach((stop, i) => {
      if (Math.abs(stop - left) < Math.abs((stops[index] ?? 0) - left) - EDGE) index = i
    })
    const at = stops[index] ?? 0
    return { track, max, stops, index, atStart: at <= EDGE, atEnd: at >= max - EDGE }
  }, [])

  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    let settle: ReturnType<typeof setTimeout> | undefined
    const update = () => {
      const now = position()
      if (!now) return
      setIndex(now.index)
      setAtStart(now.atStart)
      setAtEnd(now.atEnd)
    }
    const stopped = () => {
      clearTimeout(settle)
      heading.current = null
      update()
    }
    // A scroll that one press starts and the next replaces also fires scrollend: only arriving counts.
    const ended = () => {
      if (heading.current === null || Math.abs(track.scrollLeft - heading.current) <= EDGE) stopped()
    }
    const onScroll = () => {
      update()
      // However the scroll ends (arrived, interrupted, or in a browser without scrollend), it has
      // stopped when no scroll event came for a while. While a press's scroll is under way, longer: a
      // busy phone can pause a smooth scroll for a few hundred milliseconds, and forgetting where it
      // was heading then would make a second quick press count from a slide in between.
      clearTimeout(settle)
      settle = setTimeout(stopped, heading.current === null ? 200 : 1_000)
    }
    update()
    track.addEventListener('scroll', onScroll, { passive: true })
    track.addEventListener('scrollend', ended)
    // The visitor takes over by touch, pen, mouse or wheel: follow them rather than the last press.
    track.addEventListener('pointerdown', stopped, { passive: true })
    track.addEventListener('wheel', stopped, { passive: true })
    const resize = new ResizeObserver(stopped)
    resize.observe(track)
    return () => {
      clearTimeout(settle)
      track.removeEventListener('scroll', onScroll)
      track.removeEventListener('scrollend', ended)
      track.removeEventListener('pointerdown', stopped)
      track.removeEventListener('wheel', stopped)
      resize.disconnect()
    }
  }, [count, position])

  const scrollToLeft = (track: HTMLElement, left: number) => {
    const max = track.scrollWidth - track.clientWidth
    const to = Math.min(Math.max(left, 0), max)
    setAnnounce(true)
    setIntent(true)
    heading.current = Math.abs(to - track.scrollLeft) > EDGE ? to : null
    track.scrollTo({ left: to, behavior: reducedMotion() ? 'auto' : 'smooth' })
  }

  const goTo = (i: number) => {
    const now = position()
    const stop = now?.stops[i]
    if (now && stop !== undefined) scrollToLeft(now.track, stop)
  }

  const previous = () => {
    const now = position()
    if (!now) return
    if (!now.atStart) return goTo(now.index - 1)
    if (loop) scrollToLeft(now.track, now.max)
  }

  const next = () => {
    const now = position()
    if (!now) return
    if (!now.atEnd) return goTo(now.index + 1)
    if (loop) goTo(0)
  }

  const fits = atStart && atEnd // everything is already in view: no buttons needed
  const prevDisabled = atStart && !loop
  const nextDisabled = atEnd && !loop

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      data-js={hydrated ? 'true' : 'false'}
      data-intent={intent ? 'true' : undefined}
      onPointerEnter={showIntent}
      onPointerDown={showIntent}
      onFocus={showIntent}
    >
      <ul
        ref={trackRef}
        className={[styles.track, trackClassName].filter(Boolean).join(' ')}
        data-per-view={perView}
        tabIndex={focusableTrack ? 0 : undefined}
      >
        {slides.map((slide, i) => (
          <li key={i} className={styles.slide} aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
            {slide}
          </li>
        ))}
      </ul>
      {controlsStart || !fits ? (
        <div className={[styles.controls, controlsClassName].filter(Boolean).join(' ')}>
          {controlsStart}
          {fits ? null : (
            <div className={styles.buttons}>
              <button
                type="button"
                className={styles.arrow}
                aria-label={words.previous}
                aria-disabled={prevDisabled || undefined}
                onClick={prevDisabled ? undefined : previous}
              >
                <Chevron direction="left" />
              </button>
              {dots ? (
                <div className={styles.dots}>
                  {slides.map((_, i) => (
                    <button
                      key={i}
                      type="button"
                      className={styles.dot}
                      aria-label={fillCount(words.show, i + 1, count)}
                      aria-current={i === index ? 'true' : undefined}
                      onClick={() => goTo(i)}
                    />
                  ))}
                </div>
              ) : null}
              <button
                type="button"
                className={styles.arrow}
                aria-label={words.next}
                aria-disabled={nextDisabled || undefined}
                onClick={nextDisabled ? undefined : next}
              >
                <Chevron direction="right" />
              </button>
            </div>
          )}
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            {announce ? fillCount(words.showing, index + 1, count) : ''}
          </p>
        </div>
      ) : null}
    </div>
  )
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
