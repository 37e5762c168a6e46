'use client'

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

import styles from './Carousel.module.css'

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
  const count = slides.length

  /** Where the list is scrolled to now, read from the DOM (so a click mid-scroll acts on the real position). */
  const position = useCallback(() => {
    const track = trackRef.current
    if (!track) return null
    const items = Array.from(track.children) as HTMLElement[]
    const base = items[0]?.offsetLeft ?? 0
    const left = track.scrollLeft
    const max = track.scrollWidth - track.clientWidth
    // The current slide is the first one whose start is in view.
    const first = items.findIndex((item) => item.offsetLeft - base >= left - EDGE)
    return {
      track,
      items,
      base,
      index: first < 0 ? Math.max(0, items.length - 1) : first,
      atStart: left <= EDGE,
      atEnd: left >= max - EDGE,
    }
  }, [])

  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    const update = () => {
      const now = position()
      if (!now) return
      setIndex(now.index)
      setAtStart(now.atStart)
      setAtEnd(now.atEnd)
    }
    update()
    track.addEventListener('scroll', update, { passive: true })
    const resize = new ResizeObserver(update)
    resize.observe(track)
    return () => {
      track.removeEventListener('scroll', update)
      resize.disconnect()
    }
  }, [count, position])

  const scrollToLeft = (track: HTMLElement, left: number) => {
    setAnnounce(true)
    track.scrollTo({ left, behavior: reducedMotion() ? 'auto' : 'smooth' })
  }

  const goTo = (i: number) => {
    const now = position()
    const target = now?.items[i]
    if (now && target) scrollToLeft(now.track, target.offsetLeft - now.base)
  }

  const previous = () => {
    const now = position()
    if (!now) return
    if (!now.atStart) return goTo(Math.max(0, now.index - 1))
    if (loop) scrollToLeft(now.track, now.track.scrollWidth - now.track.clientWidth)
  }

  const next = () => {
    const now = position()
    if (!now) return
    if (!now.atEnd) return goTo(Math.min(now.index + 1, count - 1))
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
                aria-label={`Previous ${itemsName}`}
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
                      aria-label={`Show slide ${i + 1} of ${count}`}
                      aria-current={i === index ? 'true' : undefined}
                      onClick={() => goTo(i)}
                    />
                  ))}
                </div>
              ) : null}
              <button
                type="button"
                className={styles.arrow}
                aria-label={`Next ${itemsName}`}
                aria-disabled={nextDisabled || undefined}
                onClick={nextDisabled ? undefined : next}
              >
                <Chevron direction="right" />
              </button>
            </div>
          )}
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            {announce ? `Showing ${index + 1} of ${count}` : ''}
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
