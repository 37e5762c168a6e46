/** Reusable flat scenery pieces: backdrops, trees, houses, plants, clouds. */
import { palette, shade } from './palette'
import type { Rng } from './prng'
import { circle, ellipse, n, path, polygon, rect, rrect, rotate, stroke } from './svg'

/** The visible area, in design units (may extend beyond the design box). */
export interface View {
  x0: number
  y0: number
  x1: number
  y1: number
}

export type Tint = 'red' | 'gold' | 'teal' | 'sand'

export const tintColors: Record<Tint, { blob: string; blob2: string; dot: string }> = {
  red: { blob: palette.redMist, blob2: palette.redPale, dot: '#EDB7BF' },
  gold: { blob: '#FBF0DA', blob2: palette.goldPale, dot: '#F0CF8E' },
  teal: { blob: '#E6F1F0', blob2: palette.tealPale, dot: '#A9CFCD' },
  sand: { blob: palette.sand, blob2: palette.grey100, dot: palette.grey300 },
}

export interface BackdropOptions {
  tint: Tint
  /** Centre and radius of the large soft disc behind the subject. */
  blob?: { cx: number; cy: number; r: number } | null
  /** Y of the ground line; a flat band is drawn below it across the full width. */
  ground?: number
  groundColor?: string
  dots?: number
}

export function backdrop(rng: Rng, view: View, o: BackdropOptions): string {
  const t = tintColors[o.tint]
  let out = rect(view.x0, view.y0, view.x1 - view.x0, view.y1 - view.y0, palette.paper)
  if (o.blob !== null) {
    const b = o.blob ?? { cx: 200, cy: 142, r: 128 }
    out += circle(b.cx, b.cy, b.r, t.blob)
    // a second, smaller disc peeking out on one side
    const side = rng.chance(0.5) ? -1 : 1
    const a = rng.range(-0.9, -0.2)
    const r2 = b.r * rng.range(0.26, 0.36)
    const d = b.r * 0.95
    out += circle(b.cx + side * d * Math.cos(a), b.cy + d * Math.sin(a), r2, t.blob2)
  }
  const dots = o.dots ?? 6
  const w = view.x1 - view.x0
  const h = view.y1 - view.y0
  for (let i = 0; i < dots; i++) {
    const x = view.x0 + w * rng.range(0.04, 0.96)
    const y = view.y0 + h * rng.range(0.06, o.ground !== undefined ? 0.55 : 0.94)
    const kind = rng.int(0, 2)
    if (kind === 0) out += circle(x, y, rng.range(2, 3.6), t.dot)
    else if (kind === 1) out += circle(x, y, rng.range(3.5, 5.5), 'none', { stroke: t.dot, 'stroke-width': 1.6 })
    else out += stroke(`M${n(x - 4)} ${n(y)}H${n(x + 4)}M${n(x)} ${n(y - 4)}V${n(y + 4)}`, t.dot, 1.8)
  }
  if (o.ground !== undefined) {
    out += rect(view.x0, o.ground, w, view.y1 - o.ground, o.groundColor ?? palette.sand)
  }
  return out
}

export function leaf(x: number, y: number, len: number, width: number, angle: number, color: string): string {
  const d = `M${n(x)} ${n(y)}Q${n(x + len / 2)} ${n(y - width)} ${n(x + len)} ${n(y)}Q${n(x + len / 2)} ${n(y + width)} ${n(x)} ${n(y)}Z`
  return rotate(angle, x, y, path(d, color))
}

export function roundTree(x: number, ground: number, h: number, color: string = palette.teal): string {
  const trunk = shade('#7A5236', 0.1)
  const r = h * 0.3
  let out = rrect(x - h * 0.035, ground - h * 0.55, h * 0.07, h * 0.55, h * 0.03, trunk)
  out += circle(x, ground - h + r, r, color)
  out += circle(x - r * 0.7, ground - h * 0.56, r * 0.72, color)
  out += circle(x + r * 0.72, ground - h * 0.6, r * 0.78, shade(color, 0.12))
  return out
}

export function tallTree(x: number, ground: number, h: number, color: string = palette.tealSoft): string {
  const trunk = '#7A5236'
  let out = rect(x - h * 0.025, ground - h * 0.4, h * 0.05, h * 0.4, trunk)
  out += path(
    `M${n(x)} ${n(ground - h)}C${n(x + h * 0.26)} ${n(ground - h * 0.75)} ${n(x + h * 0.24)} ${n(ground - h * 0.3)} ${n(x)} ${n(ground - h * 0.28)}` +
      `C${n(x - h * 0.24)} ${n(ground - h * 0.3)} ${n(x - h * 0.26)} ${n(ground - h * 0.75)} ${n(x)} ${n(ground - h)}Z`,
    color,
  )
  out += stroke(`M${n(x)} ${n(ground - h * 0.35)}L${n(x)} ${n(ground - h * 0.82)}`, shade(color, 0.2), h * 0.018)
  return out
}

export function palm(x: number, ground: number, h: number, lean: number, color: string = palette.teal): string {
  const topX = x + lean
  const topY = ground - h
  let out = stroke(`M${n(x)} ${n(ground)}Q${n(x + lean * 0.1)} ${n(ground - h * 0.5)} ${n(topX)} ${n(topY)}`, '#8A6446', h * 0.055)
  const angles = [-170, -140, -110, -70, -40, -10, 200]
  const len = h * 0.42
  angles.forEach((a, i) => {
    out += leaf(topX, topY, len * (i % 2 === 0 ? 1 : 0.85), h * 0.07, a + 15 * Math.sin(i), i % 2 === 0 ? color : shade(color, 0.15))
  })
  out += circle(topX, topY + 2, h * 0.035, '#7A5236')
  return out
}

export function bush(x: number, ground: number, w: number, color: string = palette.tealSoft): string {
  return (
    circle(x - w * 0.28, ground - w * 0.18, w * 0.24, color) +
    circle(x + w * 0.05, ground - w * 0.28, w * 0.3, shade(color, 0.1)) +
    circle(x + w * 0.32, ground - w * 0.16, w * 0.2, color) +
    rect(x - w * 0.5, ground - w * 0.1, w, w * 0.1, color)
  )
}

export function pottedPlant(x: number, ground: number, h: number, pot: string = palette.red, leafColor: string = palette.teal): string {
  const pw = h * 0.42
  let out = ''
  out += leaf(x, ground - h * 0.38, h * 0.55, h * 0.09, -115, leafColor)
  out += leaf(x, ground - h * 0.38, h * 0.62, h * 0.09, -75, shade(leafColor, 0.15))
  out += leaf(x, ground - h * 0.38, h * 0.45, h * 0.08, -150, shade(leafColor, 0.1))
  out += leaf(x, ground - h * 0.38, h * 0.45, h * 0.08, -30, leafColor)
  out += polygon(
    [
      [x - pw / 2, ground - h * 0.42],
      [x + pw / 2, ground - h * 0.42],
      [x + pw * 0.36, ground],
      [x - pw * 0.36, ground],
    ],
    pot,
  )
  out += rect(x - pw / 2 - 1, ground - h * 0.45, pw + 2, h * 0.07, shade(pot, 0.15))
  return out
}

export function cloud(x: number, y: number, w: number, color: string = palette.white): string {
  return (
    rrect(x - w / 2, y - w * 0.12, w, w * 0.24, w * 0.12, color) +
    circle(x - w * 0.12, y - w * 0.12, w * 0.17, color) +
    circle(x + w * 0.14, y - w * 0.08, w * 0.13, color)
  )
}

export interface HouseOptions {
  wall?: string
  roof?: string
  door?: string
  window?: string
  chimney?: boolean
}

/** A simple bungalow with a pitched roof; (x, ground) is the bottom-left corner. */
export function house(x: number, ground: number, w: number, h: number, o: HouseOptions = {}): string {
  const wall = o.wall ?? palette.white
  const roof = o.roof ?? palette.red
  const door = o.door ?? palette.redDark
  const win = o.window ?? palette.tealPale
  const wallH = h * 0.58
  const top = ground - wallH
  let out = ''
  if (o.chimney) out += rect(x + w * 0.68, ground - h * 0.98, w * 0.09, h * 0.3, shade(wall, 0.2))
  out += rect(x, top, w, wallH, wall)
  out += rect(x, top, w, wallH * 0.1, shade(wall, 0.08))
  out += polygon(
    [
      [x - w * 0.08, top + 1],
      [x + w / 2, ground - h],
      [x + w * 1.08, top + 1],
    ],
    roof,
  )
  out += polygon(
    [
      [x + w / 2, ground - h],
      [x + w * 1.08, top + 1],
      [x + w * 0.78, top + 1],
    ],
    shade(roof, 0.15),
  )
  const dw = w * 0.2
  const dx = x + w * 0.4
  out += rrect(dx, ground - wallH * 0.62, dw, wallH * 0.62, 1.5, door)
  out += circle(dx + dw * 0.78, ground - wallH * 0.3, Math.max(0.8, w * 0.012), palette.gold)
  const ww = w * 0.2
  const wh = wallH * 0.34
  const wy = top + wallH * 0.28
  for (const wx of [x + w * 0.1, x + w * 0.7]) {
    out += rect(wx, wy, ww, wh, win)
    out += stroke(`M${n(wx + ww / 2)} ${n(wy)}V${n(wy + wh)}M${n(wx)} ${n(wy + wh / 2)}H${n(wx + ww)}`, wall, Math.max(1, w * 0.018), { 'stroke-linecap': 'butt' })
    out += rect(wx - 1, wy + wh, ww + 2, Math.max(1.5, wh * 0.1), shade(wall, 0.12))
  }
  // circular attic vent
  out += circle(x + w / 2, top - h * 0.16, w * 0.05, win)
  return out
}

export function sun(x: number, y: number, r: number, color: string = palette.gold): string {
  return circle(x, y, r, color)
}

/** Soft ground shadow under an object. */
export function shadow(cx: number, y: number, rx: number, color: string = palette.grey200): string {
  return ellipse(cx, y, rx, rx * 0.12, color)
}

/** A few birds as small "v" strokes. */
export function birds(rng: Rng, x: number, y: number, count: number, color: string = palette.grey500): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const bx = x + rng.range(-30, 30)
    const by = y + rng.range(-12, 12)
    const s = rng.range(3, 5)
    out += stroke(`M${n(bx - s)} ${n(by - s * 0.4)}Q${n(bx - s * 0.4)} ${n(by - s * 0.6)} ${n(bx)} ${n(by)}Q${n(bx + s * 0.4)} ${n(by - s * 0.6)} ${n(bx + s)} ${n(by - s * 0.4)}`, color, 1.3)
  }
  return out
}

/** Speech bubble with three dots or lines (no text). */
export function bubble(x: number, y: number, w: number, h: number, color: string, tail: 'left' | 'right', mark: string, style: 'dots' | 'lines' = 'dots'): string {
  const tx = tail === 'left' ? x + w * 0.2 : x + w * 0.8
  let out = rrect(x, y, w, h, h * 0.3, color)
  out += polygon(
    [
      [tx - 6, y + h - 1],
      [tx + 6, y + h - 1],
      [tx + (tail === 'left' ? -8 : 8), y + h + 9],
    ],
    color,
  )
  if (style === 'dots') {
    for (let i = -1; i <= 1; i++) out += circle(x + w / 2 + i * h * 0.28, y + h / 2, h * 0.09, mark)
  } else {
    out += rrect(x + w * 0.15, y + h * 0.28, w * 0.7, h * 0.14, h * 0.07, mark)
    out += rrect(x + w * 0.15, y + h * 0.58, w * 0.45, h * 0.14, h * 0.07, mark)
  }
  return out
}

export function coinStack(x: number, base: number, count: number, r: number): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const y = base - i * r * 0.34
    out += ellipse(x, y, r, r * 0.32, palette.goldDark)
    out += rect(x - r, y - r * 0.34, r * 2, r * 0.34, palette.goldDark)
    out += ellipse(x, y - r * 0.34, r, r * 0.32, palette.gold)
  }
  return out
}
