import { useId } from 'react'

import type { ScheduleRow } from '@/lib/quote/engine'
import { formatNaira } from '@/lib/quote/money'

import styles from './QuoteCard.module.css'
import type { QuoteT } from './words'

const W = 320
const H = 200
const PAD = { top: 12, right: 8, bottom: 24, left: 52 }

/** ₦250k, ₦1.2m, ₦3bn: short labels for the axis. */
export function compactNaira(n: number): string {
  const abs = Math.abs(n)
  const fmt = (v: number, unit: string) => `₦${Number(v.toFixed(v < 10 ? 1 : 0))}${unit}`
  if (abs >= 1e9) return fmt(n / 1e9, 'bn')
  if (abs >= 1e6) return fmt(n / 1e6, 'm')
  if (abs >= 1e3) return fmt(n / 1e3, 'k')
  return `₦${Math.round(n)}`
}

/** A round step so that about four gridlines cover `max`. */
function niceStep(max: number): number {
  const rough = max / 4
  const power = 10 ** Math.floor(Math.log10(rough))
  const unit = rough / power
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 2.5 ? 2.5 : unit <= 5 ? 5 : 10) * power
}

/**
 * Total premiums paid by the end of each policy year (bars) against the guaranteed benefit (line).
 * Plain SVG with a title and description (written on the server: result.ts's `chartSummary`); the same
 * figures are in a table below it.
 */
export function QuoteChart({ rows, description, t }: { rows: ScheduleRow[]; description: string; t: QuoteT }) {
  const id = useId()
  if (rows.length === 0) return null
  const max = Math.max(...rows.map((r) => Math.max(r.premiumsPaid, r.benefit)), 1)
  const step = niceStep(max)
  const top = Math.ceil(max / step) * step
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH
  const slot = plotW / rows.length
  const barW = Math.max(1, slot * 0.7)
  const ticks: number[] = []
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(v)
  const labelEvery = Math.max(1, Math.ceil(rows.length / 6))
  const benefitY = y(rows[0]?.benefit ?? 0)
  const titleId = `${id}-title`
  const descId = `${id}-desc`

  // Percent of the picture's width and height, so the HTML labels sit on the scaled drawing.
  const left = (x: number) => `${((x / W) * 100).toFixed(2)}%`
  const down = (v: number) => `${((v / H) * 100).toFixed(2)}%`

  return (
    <figure className={styles.chart}>
      {/* The labels are HTML over the drawing, not SVG text: the drawing scales with the screen, the
          labels keep the size of the text around them (tiny at 375 px and oversized at 1280 px before). */}
      <div className={styles.plot}>
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${titleId} ${descId}`} className={styles.chartSvg}>
          <title id={titleId}>{t('Premiums paid against the guaranteed benefit, year by year')}</title>
          <desc id={descId}>{description}</desc>
          <g aria-hidden="true">
            {ticks.map((v) => (
              <line key={v} x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className={styles.gridLine} />
            ))}
            {rows.map((r, i) => {
              const x = PAD.left + i * slot + (slot - barW) / 2
              const h = Math.max(0, PAD.top + plotH - y(r.premiumsPaid))
              return <rect key={r.year} x={x} y={PAD.top + plotH - h} width={barW} height={h} className={styles.bar} rx={Math.min(2, barW / 4)} />
            })}
            <line x1={PAD.left} x2={W - PAD.right} y1={benefitY} y2={benefitY} className={styles.benefitLine} />
          </g>
        </svg>
        <div aria-hidden="true">
          {ticks.map((v) => (
            <span key={v} className={styles.axisY} style={{ top: down(y(v)), width: left(PAD.left) }}>
              {compactNaira(v)}
            </span>
          ))}
          {rows.map((r, i) =>
            i % labelEvery === 0 || i === rows.length - 1 ? (
              <span key={r.year} className={styles.axisX} style={{ left: left(PAD.left + i * slot + slot / 2), top: down(PAD.top + plotH) }}>
                {r.year}
              </span>
            ) : null,
          )}
        </div>
      </div>
      <p className={styles.axisTitle} aria-hidden="true">
        {t('Policy year')}
      </p>
      <figcaption className={styles.legend}>
        <span className={styles.legendItem}>
          <span className={styles.swatchBar} aria-hidden="true" />
          {` ${t('Total premiums paid by the end of the year')}`}
        </span>
        <span className={styles.legendItem}>
          <span className={styles.swatchLine} aria-hidden="true" />
          {` ${t('Guaranteed benefit')}`}
        </span>
      </figcaption>
    </figure>
  )
}

/** The chart's figures as a table (inside a disclosure under the chart). */
export function QuoteTable({ rows, t }: { rows: ScheduleRow[]; t: QuoteT }) {
  return (
    // Focusable so keyboard users can scroll it sideways on a narrow phone.
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('Premiums and benefit by year')}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('Premiums paid and guaranteed benefit by policy year')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Year')}</th>
            <th scope="col">{t('Your age')}</th>
            <th scope="col">{t('Premiums paid so far')}</th>
            <th scope="col">{t('Guaranteed benefit')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.year}>
              <th scope="row">{r.year}</th>
              <td>{r.age}</td>
              <td>{formatNaira(r.premiumsPaid)}</td>
              <td>{formatNaira(r.benefit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
