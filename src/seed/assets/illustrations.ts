/**
 * Original flat editorial illustrations, generated from code (SVG) and rendered
 * to WebP/PNG with sharp. Deterministic: the same options give the same bytes.
 */
import sharp from 'sharp'
import { bust, type HandTarget, type Look, placeFigure, randomLook, seatedBody } from './figures'
import { palette, shade } from './palette'
import { createRng, type Rng } from './prng'
import { cachedRender } from './render-cache'
import {
  backdrop,
  birds,
  bubble,
  bush,
  cloud,
  coinStack,
  house,
  leaf,
  palm,
  pottedPlant,
  roundTree,
  shadow,
  sun,
  tallTree,
  type Tint,
  type View,
} from './scenery'
import { arcPath, circle, ellipse, line, n, path, polygon, polyline, rect, rotate, rrect, starPoints, stroke, svgDocument, translate } from './svg'

export const illustrationKinds = [
  'family',
  'home',
  'shield',
  'growth',
  'health',
  'education',
  'people',
  'portrait',
  'award',
  'handshake',
  'adviser',
  'document',
  'city',
  'calendar',
  'clock',
  'phone',
  'savings',
  'retirement',
  'umbrella',
  'support',
  'abstract',
] as const

export type IllustrationKind = (typeof illustrationKinds)[number]

export interface IllustrationOptions {
  kind: IllustrationKind
  seed: string
  width: number
  height: number
  format?: 'webp' | 'png'
  /** Where the subject sits when the canvas is wider than the scene (default centre). */
  align?: 'left' | 'center' | 'right'
}

interface Scene {
  /** Design box (the subject is drawn inside it and scaled to fit the canvas). */
  box: readonly [number, number]
  /** The scene reads fine mirrored, so the seed may flip it horizontally. */
  mirror?: boolean
  draw(rng: Rng, view: View): string
}

const tints: readonly Tint[] = ['red', 'gold', 'teal', 'sand', 'red']

// ------------------------------------------------------------------ helpers

/** World point -> local arm target for a figure placed at (x, y) with height h. */
function handAt(fx: number, fy: number, h: number, wx: number, wy: number, flip = false): HandTarget {
  const s = h / 100
  return [((wx - fx) / s) * (flip ? -1 : 1), (wy - fy) / s]
}

function distinctLooks(rng: Rng, specs: { feminine?: boolean; child?: boolean; elder?: boolean; formal?: boolean }[]): Look[] {
  const looks: Look[] = []
  for (const spec of specs) {
    let look = randomLook(rng, spec)
    for (let tries = 0; tries < 6 && looks.some((l) => l.top === look.top || l.skin === look.skin); tries++) {
      look = randomLook(rng, spec)
    }
    looks.push(look)
  }
  return looks
}

function checkMark(cx: number, cy: number, s: number, color: string, width: number): string {
  return polyline(
    [
      [cx - s * 0.5, cy],
      [cx - s * 0.12, cy + s * 0.38],
      [cx + s * 0.55, cy - s * 0.4],
    ],
    color,
    width,
  )
}

function heartPath(cx: number, cy: number, s: number): string {
  // heart of width ~2s, tip at cy + s
  return (
    `M${n(cx)} ${n(cy + s)}C${n(cx - s * 1.6)} ${n(cy - s * 0.1)} ${n(cx - s * 1.05)} ${n(cy - s * 1.25)} ${n(cx - s * 0.5)} ${n(cy - s * 1.05)}` +
    `C${n(cx - s * 0.2)} ${n(cy - s * 0.95)} ${n(cx)} ${n(cy - s * 0.7)} ${n(cx)} ${n(cy - s * 0.55)}` +
    `C${n(cx)} ${n(cy - s * 0.7)} ${n(cx + s * 0.2)} ${n(cy - s * 0.95)} ${n(cx + s * 0.5)} ${n(cy - s * 1.05)}` +
    `C${n(cx + s * 1.05)} ${n(cy - s * 1.25)} ${n(cx + s * 1.6)} ${n(cy - s * 0.1)} ${n(cx)} ${n(cy + s)}Z`
  )
}

function plusSign(cx: number, cy: number, s: number, color: string): string {
  return rrect(cx - s / 2, cy - s * 0.17, s, s * 0.34, s * 0.08, color) + rrect(cx - s * 0.17, cy - s / 2, s * 0.34, s, s * 0.08, color)
}

function shieldPath(cx: number, top: number, w: number, h: number): string {
  const hw = w / 2
  return (
    `M${n(cx)} ${n(top)}C${n(cx + hw * 0.45)} ${n(top + h * 0.1)} ${n(cx + hw * 0.8)} ${n(top + h * 0.12)} ${n(cx + hw)} ${n(top + h * 0.1)}` +
    `C${n(cx + hw * 1.02)} ${n(top + h * 0.6)} ${n(cx + hw * 0.6)} ${n(top + h * 0.86)} ${n(cx)} ${n(top + h)}` +
    `C${n(cx - hw * 0.6)} ${n(top + h * 0.86)} ${n(cx - hw * 1.02)} ${n(top + h * 0.6)} ${n(cx - hw)} ${n(top + h * 0.1)}` +
    `C${n(cx - hw * 0.8)} ${n(top + h * 0.12)} ${n(cx - hw * 0.45)} ${n(top + h * 0.1)} ${n(cx)} ${n(top)}Z`
  )
}

function shieldRightHalf(cx: number, top: number, w: number, h: number): string {
  const hw = w / 2
  return (
    `M${n(cx)} ${n(top)}C${n(cx + hw * 0.45)} ${n(top + h * 0.1)} ${n(cx + hw * 0.8)} ${n(top + h * 0.12)} ${n(cx + hw)} ${n(top + h * 0.1)}` +
    `C${n(cx + hw * 1.02)} ${n(top + h * 0.6)} ${n(cx + hw * 0.6)} ${n(top + h * 0.86)} ${n(cx)} ${n(top + h)}Z`
  )
}

function sprig(x: number, y: number, len: number, dir: 1 | -1, color: string): string {
  let out = stroke(`M${n(x)} ${n(y)}Q${n(x + dir * len * 0.3)} ${n(y - len * 0.5)} ${n(x + dir * len * 0.15)} ${n(y - len)}`, shade(color, 0.15), 2)
  for (let i = 1; i <= 4; i++) {
    const t = i / 5
    const px = x + dir * len * 0.3 * 2 * t * (1 - t) + dir * len * 0.15 * t * t
    const py = y - len * t
    out += leaf(px, py, len * 0.28, len * 0.07, dir === 1 ? -20 - i * 5 : -160 + i * 5, color)
    out += leaf(px, py, len * 0.24, len * 0.06, dir === 1 ? -110 : -70, shade(color, 0.1))
  }
  return out
}

/** Smooth line through the points, ending in an arrow head. */
function risingLine(tops: [number, number][], color: string): string {
  const first = tops[0] ?? [0, 0]
  let d = `M${n(first[0])} ${n(first[1])}`
  for (let i = 1; i < tops.length; i++) {
    const p0 = tops[i - 1] ?? first
    const p1 = tops[i] ?? first
    const mx = (p0[0] + p1[0]) / 2
    d += `C${n(mx)} ${n(p0[1])} ${n(mx)} ${n(p1[1])} ${n(p1[0])} ${n(p1[1])}`
  }
  const last = tops[tops.length - 1] ?? first
  const tip: [number, number] = [last[0] + 14, last[1] - 12]
  d += `L${n(tip[0])} ${n(tip[1])}`
  let out = stroke(d, color, 3.5)
  out += polygon([[tip[0] + 5, tip[1] - 5], [tip[0] - 8, tip[1] - 3], [tip[0] + 3, tip[1] + 8]], color)
  tops.forEach(([x, y], i) => {
    if (i > 0) out += circle(x, y, 3.2, palette.white, { stroke: color, 'stroke-width': 2 })
  })
  return out
}

function card(x: number, y: number, w: number, h: number, r: number, fill: string = palette.white): string {
  return rrect(x + 3, y + 4, w, h, r, palette.grey200) + rrect(x, y, w, h, r, fill)
}

function confetti(rng: Rng, view: View, count: number, area: { x0: number; y0: number; x1: number; y1: number }): string {
  let out = ''
  const colors = [palette.red, palette.gold, palette.teal, palette.redSoft]
  for (let i = 0; i < count; i++) {
    const x = rng.range(Math.max(view.x0, area.x0), Math.min(view.x1, area.x1))
    const y = rng.range(area.y0, area.y1)
    const c = rng.pick(colors)
    if (rng.chance(0.5)) out += rotate(rng.range(0, 180), x, y, rect(x - 3, y - 1.2, 6, 2.4, c))
    else out += circle(x, y, 1.8, c)
  }
  return out
}

// ------------------------------------------------------------------ scenes

const scenes: Record<IllustrationKind, Scene> = {
  family: {
    box: [400, 300],
    mirror: true,
    draw(rng, view) {
      const ground = 252
      let out = backdrop(rng, view, { tint: rng.pick(tints), ground, blob: { cx: 200, cy: 150, r: 124 } })
      out += sun(rng.range(70, 110), rng.range(60, 80), 18, palette.goldPale)
      out += cloud(rng.range(270, 320), rng.range(50, 70), 50)
      out += house(238, ground, 108, 132, { roof: rng.pick([palette.red, palette.redDark, palette.teal]), chimney: rng.chance(0.5) })
      out += roundTree(rng.chance(0.5) ? 74 : 84, ground, 110)
      out += bush(230, ground, 34) + bush(360, ground, 28)
      out += rect(view.x0, ground, view.x1 - view.x0, 3, palette.grey200)
      const fem = rng.chance(0.5)
      const looks = distinctLooks(rng, [{ feminine: fem }, { child: true }, { child: true }, { feminine: !fem }])
      const base = ground + 30
      const hA = 138
      const hC1 = rng.range(84, 92)
      const hC2 = rng.range(70, 78)
      const xs = [119, 169, 208, 261] as const
      const [a, b, c, d] = xs
      const [la, lb, lc, ld] = looks as [Look, Look, Look, Look]
      const hand1: [number, number] = [(a + b) / 2, base - 55]
      const hand2: [number, number] = [(b + c) / 2, base - 43]
      const hand3: [number, number] = [(c + d) / 2, base - 55]
      out += shadow(190, base, 105)
      out += placeFigure(a, base, hA, la, { right: handAt(a, base, hA, ...hand1), left: rng.pick(['down', 'wave', 'hip'] as const) })
      out += placeFigure(d, base, hA * 0.98, ld, { left: handAt(d, base, hA * 0.98, ...hand3), right: rng.pick(['down', 'hip'] as const) })
      out += placeFigure(b, base, hC1, lb, { child: true, left: handAt(b, base, hC1, ...hand1), right: handAt(b, base, hC1, ...hand2) })
      out += placeFigure(c, base, hC2, lc, { child: true, left: handAt(c, base, hC2, ...hand2), right: handAt(c, base, hC2, ...hand3) })
      return out
    },
  },

  home: {
    box: [400, 300],
    mirror: true,
    draw(rng, view) {
      const ground = 236
      let out = backdrop(rng, view, { tint: rng.pick(tints), ground, blob: { cx: 200, cy: 150, r: 126 } })
      out += sun(rng.range(290, 320), rng.range(62, 80), 20)
      out += cloud(rng.range(80, 120), rng.range(55, 75), 56)
      const withUmbrella = rng.chance(0.5)
      const hx = 140
      const hw = 120
      const hh = 120
      if (withUmbrella) {
        const cx = hx + hw / 2
        const top = ground - hh - 52
        const r = 92
        out += stroke(`M${n(cx)} ${n(top + 8)}V${n(ground - hh + 4)}`, palette.ink, 3)
        out += path(`${arcPath(cx, top + r, r, 180, 360)}` + scallops(cx - r, cx + r, top + r, 5) + 'Z', palette.red)
        out += path(`M${n(cx)} ${n(top)}Q${n(cx + 26)} ${n(top + r * 0.5)} ${n(cx + 18)} ${n(top + r)}L${n(cx - 18)} ${n(top + r)}Q${n(cx - 26)} ${n(top + r * 0.5)} ${n(cx)} ${n(top)}Z`, palette.redDark)
        out += circle(cx, top - 3, 4, palette.ink)
      }
      out += house(hx, ground, hw, hh, {
        roof: withUmbrella ? palette.slate : rng.pick([palette.red, palette.redDark]),
        wall: rng.pick([palette.white, '#FFF8EE']),
        door: rng.pick([palette.redDark, palette.teal, palette.gold]),
        chimney: !withUmbrella,
      })
      out += rng.chance(0.5) ? palm(90, ground, 120, -12) : roundTree(92, ground, 104)
      out += tallTree(312, ground, 96)
      out += bush(130, ground, 30) + bush(268, ground, 34)
      // garden path
      out += path(`M${n(hx + hw * 0.42)} ${n(ground)}L${n(hx + hw * 0.58)} ${n(ground)}L${n(hx + hw * 0.75)} ${n(view.y1)}L${n(hx + hw * 0.25)} ${n(view.y1)}Z`, palette.grey200)
      // fence
      for (let x = 40; x <= 360; x += 14) {
        if (x > hx + hw * 0.2 && x < hx + hw * 0.8) continue
        out += rrect(x - 2.5, ground + 4, 5, 22, 2, palette.white)
      }
      out += rect(40, ground + 10, 80 + 58, 3, palette.white) + rect(hx + hw * 0.8, ground + 10, 360 - hx - hw * 0.8, 3, palette.white)
      return out
    },
  },

  shield: {
    box: [400, 300],
    mirror: true,
    draw(rng, view) {
      let out = backdrop(rng, view, { tint: rng.pick(tints), blob: { cx: 200, cy: 150, r: 118 } })
      const main = rng.pick([palette.red, palette.red, palette.teal])
      const dark = main === palette.teal ? palette.tealDark : palette.redDark
      out += circle(200, 150, 104, 'none', { stroke: main === palette.teal ? palette.tealPale : palette.redPale, 'stroke-width': 2, 'stroke-dasharray': '4 7' })
      out += shadow(200, 252, 70)
      out += path(shieldPath(200, 56, 150, 186), dark)
      out += path(shieldPath(200, 66, 130, 164), main)
      out += path(shieldRightHalf(200, 66, 130, 164), shade(main, 0.12))
      const emblem = rng.pick(['check', 'heart', 'plus', 'house'] as const)
      if (emblem === 'check') out += checkMark(200, 142, 58, palette.white, 13)
      else if (emblem === 'heart') out += path(heartPath(200, 138, 30), palette.white)
      else if (emblem === 'plus') out += plusSign(200, 140, 62, palette.white)
      else {
        out += polygon([[166, 142], [200, 112], [234, 142]], palette.white)
        out += rect(174, 140, 52, 36, palette.white) + rrect(193, 152, 14, 24, 2, main)
      }
      out += sprig(126, 248, 74, -1, palette.teal) + sprig(274, 248, 74, 1, palette.teal)
      // small orbiting badges
      const badges = rng.shuffle([0, 1, 2, 3]).slice(0, 3)
      const spots: [number, number][] = [[102, 86], [300, 92], [70, 168], [330, 168]]
      badges.forEach((b, i) => {
        const [x, y] = spots[b] ?? [100, 100]
        out += circle(x, y, 17, palette.white, { stroke: palette.grey200, 'stroke-width': 1.5 })
        if (i === 0) out += path(heartPath(x, y - 1, 8), palette.redSoft)
        else if (i === 1) out += circle(x, y, 8, palette.gold) + circle(x, y, 4.5, palette.goldDark)
        else out += plusSign(x, y, 14, palette.teal)
      })
      return out
    },
  },

  growth: {
    box: [400, 300],
    draw(rng, view) {
      let out = backdrop(rng, view, { tint: rng.pick(tints), blob: { cx: 190, cy: 150, r: 124 } })
      const cx0 = 88
      const cy0 = 70
      const cw = 226
      const ch = 162
      out += card(cx0, cy0, cw, ch, 12)
      out += rrect(cx0 + 16, cy0 + 14, 46, 7, 3.5, palette.grey200) + rrect(cx0 + 16, cy0 + 26, 28, 5, 2.5, palette.grey100)
      const baseY = cy0 + ch - 18
      const variant = rng.pick(['bars', 'area'] as const)
      if (variant === 'bars') {
        const bars = rng.int(4, 6)
        const areaW = cw - 40
        const bw = (areaW / bars) * 0.56
        const tops: [number, number][] = []
        for (let i = 0; i < bars; i++) {
          const x = cx0 + 20 + (areaW / bars) * (i + 0.22)
          const h = 18 + ((i + 1) / bars) * 82 + rng.range(-8, 6)
          const last = i === bars - 1
          out += rrect(x, baseY - h, bw, h, 3, last ? palette.red : i === bars - 2 ? palette.redPale : palette.grey100)
          tops.push([x + bw / 2, baseY - h - 12])
        }
        out += line(cx0 + 16, baseY, cx0 + cw - 16, baseY, palette.grey300, 1.5)
        out += risingLine(tops, palette.redDark)
      } else {
        // area chart with gridlines and a small donut
        for (let i = 0; i < 4; i++) out += line(cx0 + 16, baseY - i * 30, cx0 + cw - 16, baseY - i * 30, palette.grey100, 1.2)
        const count = rng.int(6, 8)
        const pts: [number, number][] = []
        for (let i = 0; i < count; i++) {
          const x = cx0 + 22 + ((cw - 80) / (count - 1)) * i
          const y = baseY - 14 - (i / (count - 1)) * 82 - rng.range(-10, 10)
          pts.push([x, y])
        }
        const first = pts[0] ?? [0, 0]
        const lastPt = pts[pts.length - 1] ?? first
        let area = `M${n(first[0])} ${n(baseY)}`
        for (const [x, y] of pts) area += `L${n(x)} ${n(y)}`
        area += `L${n(lastPt[0])} ${n(baseY)}Z`
        out += path(area, palette.redPale)
        out += polyline(pts, palette.red, 3)
        out += circle(lastPt[0], lastPt[1], 5, palette.white, { stroke: palette.red, 'stroke-width': 2.5 })
        const dx = cx0 + cw - 30
        const dy = cy0 + 56
        out += circle(dx, dy, 16, 'none', { stroke: palette.grey100, 'stroke-width': 7 })
        out += stroke(arcPath(dx, dy, 16, -90, rng.range(60, 200)), palette.teal, 7, { 'stroke-linecap': 'butt' })
      }
      // coins and a sprout
      const coinX = rng.chance(0.5) ? 334 : 70
      out += shadow(coinX + 4, 262, 36)
      out += coinStack(coinX - 10, 258, rng.int(3, 5), 15) + coinStack(coinX + 20, 262, rng.int(2, 3), 13)
      const sx = coinX === 70 ? 338 : 62
      out += pottedPlant(sx, 262, 56, palette.teal, palette.tealSoft)
      return out
    },
  },

  health: {
    box: [400, 300],
    mirror: true,
    draw(rng, view) {
      let out = backdrop(rng, view, { tint: rng.pick(tints), blob: { cx: 200, cy: 150, r: 120 } })
      const main = rng.pick([palette.red, palette.red, palette.redSoft])
      // ECG line across the full width, behind the heart, with the pulse to one side
      const y = 196
      const right = rng.chance(0.5)
      const pulseX = right ? rng.range(318, 340) : rng.range(60, 82)
      out += stroke(`M${n(view.x0)} ${n(y)}H${n(pulseX - 20)}l6 -12l8 28l10 -54l9 48l6 -10H${n(view.x1)}`, palette.ink, 3)
      out += shadow(200, 250, 64)
      out += path(heartPath(200, 148, 82), main)
      out += path(`M200 ${n(148 + 82)}C${n(200 + 82 * 1.6)} ${n(148 - 8)} ${n(200 + 82 * 1.05)} ${n(148 - 102)} ${n(200 + 41)} ${n(148 - 86)}C${n(200 + 82)} ${n(148 - 60)} ${n(200 + 60)} 180 200 ${n(148 + 82)}Z`, shade(main, 0.1))
      out += circle(200, 130, 38, palette.white)
      out += plusSign(200, 130, 46, main)
      // pill capsule and a tablet on the side opposite the pulse
      const px = right ? 84 : 316
      out += rotate(-35, px, 92, rrect(px - 22, 84, 44, 16, 8, palette.white) + path(`M${n(px)} 84H${n(px + 14)}A8 8 0 0 1 ${n(px + 14)} 100H${n(px)}Z`, palette.gold))
      out += circle(right ? 316 : 84, 86, 11, palette.white, { stroke: palette.grey200, 'stroke-width': 1.5 }) + plusSign(right ? 316 : 84, 86, 11, palette.teal)
      out += sprig(96, 262, 60, -1, palette.teal) + sprig(304, 262, 60, 1, palette.teal)
      return out
    },
  },

  education: {
    box: [400, 300],
    mirror: true,
    draw(rng, view) {
      let out = backdrop(rng, view, { tint: rng.pick(tints), blob: { cx: 200, cy: 146, r: 122 } })
      out += shadow(200, 252, 112)
      // book cover and pages
      const cover = rng.pick([palette.red, palette.teal, palette.redDark])
      out += path('M86 178L200 196L314 178L314 246L200 262L86 246Z', cover)
      out += path('M94 166Q150 150 200 172L200 252Q150 232 94 240Z', palette.white)
      out += path('M306 166Q250 150 200 172L200 252Q250 232 306 240Z', palette.grey100)
      for (let i = 0; i < 4; i++) {
        const yy = 182 + i * 13
        out += stroke(`M110 ${yy}Q150 ${yy - 10} 186 ${yy + 6}`, palette.grey200, 2.5)
        out += stroke(`M214 ${yy + 6}Q250 ${yy - 10} 290 ${yy}`, palette.grey300, 2.5)
      }
      out += line(200, 172, 200, 252, palette.grey300, 1.5)
      // graduation cap
      const cy = 104
      out += path(`M162 ${cy + 6}L162 ${cy + 34}Q200 ${cy + 52} 238 ${cy + 34}L238 ${cy + 6}Z`, palette.ink)
      out += polygon([[200, cy - 30], [282, cy], [200, cy + 30], [118, cy]], shade(palette.ink, -0.15))
      out += polygon([[200, cy - 30], [282, cy], [200, cy + 30]], palette.ink)
      out += circle(200, cy, 4, palette.gold)
      out += stroke(`M200 ${cy}L254 ${cy + 14}L254 ${cy + 44}`, palette.gold, 2.5)
      out += path(`M249 ${cy + 42}L259 ${cy + 42}L262 ${cy + 62}L246 ${cy + 62}Z`, palette.gold)
      // pencil and stars
      const side = rng.chance(0.5) ? 1 : -1
      const px = 200 + side * 140
      out += rotate(side * 30, px, 160, rrect(px - 5, 110, 10, 70, 2, palette.gold) + polygon([[px - 5, 180], [px + 5, 180], [px, 194]], '#F1D9B5') + rect(px - 5, 104, 10, 8, palette.redSoft))
      for (let i = 0; i < 3; i++) {
        const sx = 200 - side * rng.range(110, 160)
        const sy = rng.range(60, 150)
        out += polygon(starPoints(sx, sy, rng.range(5, 8), 3), rng.pick([palette.gold, palette.redSoft, palette.tealSoft]))
      }
      return out
    },
  },

  people: {
    box: [400, 300],
    mirror: true,
    draw(rng, view) {
      const ground = 246
      let out = backdrop(rng, view, { tint: rng.pick(tints), ground, blob: { cx: 200, cy: 148, r: 126 }, groundColor: palette.grey100 })
      const count = rng.int(3, 5)
      const specs = Array.from({ length: count }, (_, i) => ({ feminine: i % 2 === (rng.chance(0.5) ? 0 : 1) }))
      const looks = distinctLooks(rng, specs)
      const spacing = count === 3 ? 72 : count === 4 ? 64 : 56
      const startX = 200 - (spacing * (count - 1)) / 2
      const base = ground + 26
      out += shadow(200, base, spacing * count * 0.55)
      const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => Math.abs(b - (count - 1) / 2) - Math.abs(a - (count - 1) / 2))
      const poses = ['down', 'hip', 'gesture', 'down', 'wave'] as const
      for (const i of order) {
        const look = looks[i]
        if (!look) continue
        const x = startX + i * spacing + rng.range(-4, 4)
        const h = rng.range(138, 150)
        const back = Math.abs(i - (count - 1) / 2) > 1.2 ? -6 : 0
        out += placeFigure(x, base + back, h, look, { left: rng.pick(poses), right: rng.pick(['down', 'hip', 'gesture'] as const) })
      }
      if (rng.chance(0.7)) out += bubble(startX - 30, 62, 46, 26, palette.white, 'right', palette.red)
      if (rng.chance(0.7)) out += bubble(400 - startX - 16, 56, 50, 28, palette.red, 'left', palette.white, 'lines')
      return out
    },
  },

  portrait: {
    box: [300, 300],
    draw(rng, view) {
      const tint = rng.pick(tints)
      let out = backdrop(rng, view, { tint, blob: { cx: 150, cy: 152, r: 124 }, dots: 3 })
      const elder = rng.chance(0.3)
      const look = randomLook(rng, { formal: true, elder })
      out += bust(look)
      return out
    },
  },

  award: {
    box: [400, 300],
    mirror: true,
    draw(rng, view) {
      let out = backdrop(rng, view, { tint: rng.pick(['gold', 'red', 'sand'] as const), blob: { cx: 200, cy: 146, r: 120 } })
      out += confetti(rng, view, 16, { x0: 60, y0: 40, x1: 340, y1: 160 })
      out += shadow(200, 258, 70)
      const medal = rng.chance(0.35)
      if (medal) {
        out += polygon([[160, 40], [192, 40], [214, 150], [182, 150]], palette.red)
        out += polygon([[240, 40], [208, 40], [186, 150], [218, 150]], palette.redDark)
        out += circle(200, 176, 62, palette.goldDark)
        out += circle(200, 176, 52, palette.gold)
        out += polygon(starPoints(200, 178, 30, 13), palette.white)
      } else {
        // trophy cup
        out += stroke('M150 86C108 86 112 146 170 150', palette.goldDark, 9)
        out += stroke('M250 86C292 86 288 146 230 150', palette.goldDark, 9)
        out += path('M140 66H260V90C260 140 232 168 200 170C168 168 140 140 140 90Z', palette.gold)
        out += path('M200 66H260V90C260 140 232 168 200 170Z', palette.goldDark)
        out += rect(136, 60, 128, 10, palette.goldDark, { rx: 4 })
        out += rect(190, 168, 20, 28, palette.goldDark)
        out += path('M168 196H232L238 212H162Z', palette.gold)
        out += rrect(150, 212, 100, 40, 4, palette.ink)
        out += rrect(170, 224, 60, 14, 3, palette.gold)
        out += polygon(starPoints(200, 112, 22, 9), palette.white)
      }
      out += sprig(128, 250, 110, -1, palette.teal) + sprig(272, 250, 110, 1, palette.teal)
      return out
    },
  },

  handshake: {
    box: [400, 300],
    mirror: true,
    draw(rng, view) {
      const ground = 250
      let out = backdrop(rng, view, { tint: rng.pick(tints), ground, blob: { cx: 200, cy: 150, r: 122 }, groundColor: palette.grey100 })
      // a building facade behind
      const bw = 150
      out += rect(200 - bw / 2, 70, bw, ground - 70, palette.white)
      out += polygon([[200 - bw / 2 - 10, 72], [200, 40], [200 + bw / 2 + 10, 72]], palette.grey200)
      for (let i = 0; i < 5; i++) out += rect(200 - bw / 2 + 12 + i * 28, 84, 14, ground - 90, palette.grey100)
      out += rect(200 - bw / 2 - 10, 72, bw + 20, 8, palette.grey300)
      const [a, b] = distinctLooks(rng, [{ formal: true }, { formal: true }]) as [Look, Look]
      const base = ground + 22
      const h = 150
      const meet: [number, number] = [200, base - 80]
      out += shadow(200, base, 90)
      out += placeFigure(156, base, h, a, { right: handAt(156, base, h, meet[0] - 2, meet[1]), left: 'down' })
      out += placeFigure(244, base, h * 0.97, b, { right: handAt(244, base, h * 0.97, meet[0] + 2, meet[1], true), left: rng.pick(['down', 'hip'] as const) }, true)
      out += circle(meet[0], meet[1], 5.5, a.skin) + circle(meet[0] + 3, meet[1] + 1, 4.5, b.skin)
      out += pottedPlant(rng.chance(0.5) ? 86 : 314, base - 4, 60)
      out += bubble(226, 52, 40, 22, palette.red, 'left', palette.white)
      return out
    },
  },

  adviser: {
    box: [400, 300],
    mirror: true,
    draw(rng, view) {
      let out = backdrop(rng, view, { tint: rng.pick(tints), blob: { cx: 200, cy: 140, r: 122 }, ground: 250, groundColor: palette.grey100 })
      // window / wall art
      out += rrect(158, 40, 84, 56, 4, palette.white) + rect(164, 46, 72, 44, palette.tealPale) + circle(220, 60, 8, palette.goldPale)
      out += path('M164 90L190 66L210 82L222 72L236 84V90Z', palette.tealSoft)
      const [a, b] = distinctLooks(rng, [{ formal: true }, {}]) as [Look, Look]
      const tableY = 206
      const s = 1.62
      out += translate(124, tableY, seatedBody(a, rng.chance(0.5)), s)
      out += translate(276, tableY, seatedBody(b, true), s, true)
      // table
      out += rect(78, tableY, 244, 10, shade(palette.sand, 0.1))
      out += rect(78, tableY + 10, 244, 6, shade(palette.sand, 0.25))
      out += rect(96, tableY + 16, 8, 66, shade(palette.sand, 0.25)) + rect(296, tableY + 16, 8, 66, shade(palette.sand, 0.25))
      // laptop and papers
      out += path(`M168 ${tableY}L176 ${tableY - 34}L222 ${tableY - 34}L214 ${tableY}Z`, palette.slate)
      out += rect(160, tableY - 3, 64, 3, palette.grey500)
      out += circle(195, tableY - 17, 4, palette.red)
      out += rotate(-8, 240, tableY - 4, rect(226, tableY - 6, 36, 5, palette.white))
      out += rotate(6, 244, tableY - 8, rect(228, tableY - 10, 32, 4, palette.redPale))
      out += rrect(88, tableY - 14, 12, 14, 2, palette.white) + stroke(`M100 ${tableY - 11}q6 2 0 8`, palette.white, 2.2)
      out += bubble(64, 56, 52, 30, palette.white, 'right', palette.red)
      out += bubble(282, 48, 56, 30, palette.red, 'left', palette.white, 'lines')
      out += pottedPlant(rng.chance(0.5) ? 346 : 54, 250, 64)
      return out
    },
  },

  document: {
    box: [400, 300],
    draw(rng, view) {
      let out = backdrop(rng, view, { tint: rng.pick(tints), blob: { cx: 200, cy: 150, r: 122 } })
      out += shadow(200, 262, 96)
      // back sheet
      out += rotate(-8, 170, 150, rect(118, 62, 132, 176, palette.grey100) + rect(118, 62, 132, 176, 'none', { stroke: palette.grey200, 'stroke-width': 1.5 }))
      // clipboard
      const board = rng.pick([palette.slate, palette.redDark, palette.teal])
      out += rrect(140, 50, 150, 206, 10, board)
      out += rect(152, 70, 126, 176, palette.white)
      out += rrect(186, 42, 58, 22, 6, palette.grey300) + circle(215, 46, 5, board)
      out += rrect(166, 86, 70, 8, 4, palette.ink) + rrect(166, 100, 44, 5, 2.5, palette.grey300)
      const rows = 4
      for (let i = 0; i < rows; i++) {
        const y = 124 + i * 28
        const checked = i < rows - 1 || rng.chance(0.5)
        out += rrect(166, y - 8, 16, 16, 3, checked ? palette.redPale : palette.grey100)
        if (checked) out += checkMark(174, y, 11, palette.red, 3)
        out += rrect(190, y - 5, rng.range(50, 74), 5, 2.5, palette.grey200) + rrect(190, y + 3, rng.range(26, 48), 4, 2, palette.grey100)
      }
      // signature line
      out += stroke('M168 232c6 -10 10 -10 12 0s8 -8 12 -2s10 4 18 -4', palette.ink, 1.8)
      out += line(166, 238, 262, 238, palette.grey300, 1.2)
      // pen
      out += rotate(38, 300, 180, rrect(294, 118, 12, 92, 4, palette.red) + polygon([[294, 210], [306, 210], [300, 226]], palette.gold) + rect(294, 134, 12, 6, palette.redDark))
      // stamp
      if (rng.chance(0.6)) {
        out += circle(112, 210, 24, 'none', { stroke: palette.red, 'stroke-width': 3, opacity: 0.85 })
        out += circle(112, 210, 17, 'none', { stroke: palette.red, 'stroke-width': 1.5, opacity: 0.85 })
        out += polygon(starPoints(112, 210, 8, 3.5), palette.red, { opacity: 0.85 })
      } else {
        out += pottedPlant(96, 262, 70)
      }
      return out
    },
  },

  city: {
    box: [400, 300],
    mirror: true,
    draw(rng, view) {
      const water = 222
      const w = view.x1 - view.x0
      let out = rect(view.x0, view.y0, w, view.y1 - view.y0, palette.paper)
      out += sun(rng.range(250, 330), rng.range(70, 100), 32, palette.goldPale)
      out += cloud(rng.range(60, 120), 64, 60) + cloud(rng.range(200, 240), 48, 40)
      out += birds(rng, rng.range(130, 180), 76, 3)
      // skyline across the whole visible width
      const colors = [palette.red, palette.redDark, palette.grey300, palette.slate, palette.grey200, palette.tealSoft, palette.redSoft]
      let x = view.x0 - 4
      let i = 0
      const back: string[] = []
      const front: string[] = []
      while (x < view.x1) {
        const bw = rng.range(20, 38)
        const tall = Math.abs(x + bw / 2 - 180) < 90 ? rng.range(70, 150) : rng.range(40, 95)
        const c = colors[(i + rng.int(0, 6)) % colors.length] ?? palette.grey300
        const top = water - tall
        let b = rect(x, top, bw, tall, c)
        const winColor = shade(c, c === palette.grey200 || c === palette.grey300 ? 0.12 : -0.35)
        const style = rng.int(0, 2)
        if (style === 0) {
          for (let wy = top + 8; wy < water - 10; wy += 10) b += rect(x + 4, wy, bw - 8, 3, winColor)
        } else if (style === 1) {
          for (let wx = x + 4; wx < x + bw - 4; wx += 7) b += rect(wx, top + 8, 3, tall - 16, winColor)
        } else {
          b += rect(x + bw * 0.3, top - 12, bw * 0.4, 12, c) + line(x + bw / 2, top - 26, x + bw / 2, top - 12, c, 2)
        }
        ;(i % 2 === 0 ? back : front).push(b)
        x += bw + rng.range(-4, 3)
        i++
      }
      out += back.join('') + front.join('')
      // water
      out += rect(view.x0, water, w, view.y1 - water, palette.tealPale)
      for (let k = 0; k < 10; k++) {
        const rx = rng.range(view.x0, view.x1)
        const ry = rng.range(water + 16, Math.min(view.y1 - 6, 290))
        out += rrect(rx, ry, rng.range(16, 40), 2.5, 1.25, palette.white)
      }
      // cable-stayed bridge
      const px = rng.range(96, 140)
      const deck = water + 12
      out += rect(view.x0, deck, w, 6, palette.white) + rect(view.x0, deck + 6, w, 3, palette.grey300)
      out += path(`M${n(px - 6)} ${n(deck + 9)}L${n(px - 3)} ${n(deck - 82)}L${n(px + 3)} ${n(deck - 82)}L${n(px + 6)} ${n(deck + 9)}Z`, palette.white)
      for (let k = 1; k <= 5; k++) {
        out += line(px, deck - 78 + k * 6, px - k * 22, deck, palette.white, 1.4) + line(px, deck - 78 + k * 6, px + k * 22, deck, palette.white, 1.4)
      }
      // boat and palms
      const bx = rng.range(250, 330)
      out += path(`M${n(bx - 18)} 262H${n(bx + 18)}L${n(bx + 12)} 270H${n(bx - 12)}Z`, palette.red) + rect(bx - 8, 254, 12, 8, palette.white)
      out += palm(rng.range(20, 50), water + 4, 70, 10) + palm(rng.range(350, 380), water + 4, 62, -8, palette.tealSoft)
      return out
    },
  },

  calendar: {
    box: [400, 300],
    draw(rng, view) {
      let out = backdrop(rng, view, { tint: rng.pick(tints), blob: { cx: 200, cy: 150, r: 122 } })
      out += shadow(196, 262, 100)
      out += calendarCard(rng, 104, 60, 184, 178)
      out += clockFace(rng, 296, 208, 44)
      out += pottedPlant(rng.chance(0.5) ? 78 : 360, 262, 62)
      return out
    },
  },

  clock: {
    box: [400, 300],
    mirror: true,
    draw(rng, view) {
      let out = backdrop(rng, view, { tint: rng.pick(tints), blob: { cx: 200, cy: 150, r: 122 } })
      out += shadow(200, 262, 90)
      out += rotate(-8, 300, 214, calendarCard(rng, 262, 170, 84, 80))
      out += clockFace(rng, 188, 146, 88)
      // hourglass
      const hx = 96
      out += rect(hx - 22, 176, 44, 6, palette.slate) + rect(hx - 22, 254, 44, 6, palette.slate)
      out += path(`M${n(hx - 17)} 182H${n(hx + 17)}Q${n(hx + 15)} 210 ${n(hx + 3)} 218Q${n(hx + 15)} 226 ${n(hx + 17)} 254H${n(hx - 17)}Q${n(hx - 15)} 226 ${n(hx - 3)} 218Q${n(hx - 15)} 210 ${n(hx - 17)} 182Z`, palette.tealPale)
      out += path(`M${n(hx - 10)} 200H${n(hx + 10)}L${n(hx)} 214Z`, palette.gold) + path(`M${n(hx - 13)} 252Q${n(hx)} 232 ${n(hx + 13)} 252Z`, palette.gold)
      return out
    },
  },

  phone: {
    box: [400, 300],
    draw(rng, view) {
      let out = backdrop(rng, view, { tint: rng.pick(tints), blob: { cx: 200, cy: 150, r: 124 } })
      out += shadow(200, 272, 70)
      const x = 146
      const y = 30
      const w = 108
      const h = 232
      out += rrect(x, y, w, h, 18, palette.ink)
      out += rrect(x + 6, y + 8, w - 12, h - 16, 13, palette.paper)
      out += rrect(x + w / 2 - 14, y + 12, 28, 6, 3, palette.ink)
      out += rrect(x + 6, y + 8, w - 12, 58, 13, palette.red) + rect(x + 6, y + 50, w - 12, 16, palette.red)
      out += circle(x + 26, y + 42, 10, palette.white) + rrect(x + 42, y + 36, 40, 5, 2.5, palette.white) + rrect(x + 42, y + 45, 26, 4, 2, palette.redPale)
      // content cards
      for (let i = 0; i < 3; i++) {
        const cy = y + 76 + i * 40
        out += rrect(x + 14, cy, w - 28, 32, 6, palette.white)
        out += circle(x + 28, cy + 16, 8, i === 0 ? palette.goldPale : i === 1 ? palette.tealPale : palette.redPale)
        out += rrect(x + 42, cy + 10, 36, 4.5, 2, palette.grey300) + rrect(x + 42, cy + 19, 22, 4, 2, palette.grey200)
      }
      out += rrect(x + 14, y + h - 40, w - 28, 20, 10, palette.red)
      out += rrect(x + 34, y + h - 32, w - 68, 4, 2, palette.white)
      // floating notifications
      const nx = rng.chance(0.5) ? 240 : 72
      out += card(nx, 92, 90, 36, 8)
      out += circle(nx + 16, 110, 9, palette.teal) + checkMark(nx + 16, 110, 9, palette.white, 2.5)
      out += rrect(nx + 32, 102, 46, 5, 2.5, palette.grey300) + rrect(nx + 32, 112, 30, 4, 2, palette.grey200)
      const ox = nx === 240 ? 80 : 262
      out += bubble(ox, 176, 60, 32, palette.white, nx === 240 ? 'right' : 'left', palette.red)
      out += circle(ox + (nx === 240 ? 10 : 50), 70, 16, palette.gold) + path(heartPath(ox + (nx === 240 ? 10 : 50), 69, 7.5), palette.white)
      return out
    },
  },

  savings: {
    box: [400, 300],
    mirror: true,
    draw(rng, view) {
      let out = backdrop(rng, view, { tint: rng.pick(tints), blob: { cx: 200, cy: 150, r: 122 } })
      out += shadow(196, 256, 100)
      const pig = rng.pick([palette.redSoft, palette.red, '#E98A95'])
      const dark = shade(pig, 0.18)
      // piggy bank
      out += ellipse(150, 244, 8, 14, dark) + ellipse(236, 244, 8, 14, dark)
      out += polygon([[150, 108], [166, 88], [176, 118]], dark)
      out += ellipse(190, 180, 80, 66, pig)
      out += ellipse(262, 182, 16, 22, dark)
      out += circle(257, 176, 3, shade(pig, 0.45)) + circle(257, 188, 3, shade(pig, 0.45))
      out += ellipse(166, 248, 9, 14, pig) + ellipse(218, 248, 9, 14, pig)
      out += stroke('M110 168q-22 -6 -14 -20q8 -8 12 2', dark, 4)
      out += circle(234, 156, 5, palette.ink)
      out += rrect(168, 120, 40, 7, 3.5, dark)
      out += polygon([[196, 112], [184, 132], [210, 130]], dark)
      // coin going in
      out += ellipse(188, 96, 16, 16, palette.goldDark) + ellipse(188, 94, 14, 14, palette.gold) + rect(184, 86, 8, 16, palette.goldDark, { rx: 2 })
      out += coinStack(310, 258, rng.int(3, 6), 17) + coinStack(344, 262, rng.int(2, 4), 14)
      out += coinStack(70, 262, rng.int(1, 3), 14)
      return out
    },
  },

  retirement: {
    box: [400, 300],
    mirror: true,
    draw(rng, view) {
      const ground = 248
      let out = backdrop(rng, view, { tint: rng.pick(tints), ground, blob: { cx: 200, cy: 148, r: 124 } })
      out += sun(rng.range(280, 320), 74, 22, palette.goldPale)
      out += roundTree(rng.chance(0.5) ? 76 : 90, ground, 150)
      out += bush(330, ground, 40)
      const [a, b] = distinctLooks(rng, [{ elder: true, feminine: true }, { elder: true, feminine: false }]) as [Look, Look]
      const benchY = 224
      // bench back
      out += rrect(100, benchY - 56, 208, 11, 3, '#A0714F') + rrect(100, benchY - 38, 208, 11, 3, '#A0714F')
      const seat = 1.6
      const xa = 168
      const xb = 240
      out += translate(xa, benchY, seatedBody(a, false), seat)
      out += translate(xb, benchY, seatedBody(b, rng.chance(0.5)), seat, true)
      // lower legs and shoes below the seat
      for (const [cx, look] of [[xa, a], [xb, b]] as const) {
        const legs = look.outfit === 'dress' ? shade(look.skin, 0.05) : look.bottom
        out += rect(cx - 12, benchY, 9, ground - benchY + 4, legs) + rect(cx + 3, benchY, 9, ground - benchY + 4, legs)
        out += ellipse(cx - 8, ground + 6, 7.5, 3.2, palette.ink) + ellipse(cx + 8, ground + 6, 7.5, 3.2, palette.ink)
      }
      out += rrect(92, benchY - 2, 224, 11, 3, '#8A5E40')
      out += rect(106, benchY + 9, 7, ground - benchY + 2, palette.slate) + rect(295, benchY + 9, 7, ground - benchY + 2, palette.slate)
      out += path(heartPath(204, 104, 9), palette.red)
      out += birds(rng, 300, 110, 2)
      return out
    },
  },

  umbrella: {
    box: [400, 300],
    mirror: true,
    draw(rng, view) {
      const ground = 250
      let out = backdrop(rng, view, { tint: rng.pick(['teal', 'sand', 'red'] as const), ground, blob: { cx: 200, cy: 150, r: 124 } })
      // rain
      for (let k = 0; k < 26; k++) {
        const x = rng.range(view.x0 + 10, view.x1 - 10)
        const y = rng.range(20, 210)
        if (Math.abs(x - 200) < 100 && y > 70) continue
        out += line(x, y, x - 3, y + 10, palette.tealSoft, 2)
      }
      const cx = 200
      const top = 56
      const r = 104
      out += path(arcPath(cx, top + r, r, 180, 360) + scallops(cx - r, cx + r, top + r, 6) + 'Z', palette.red)
      out += path(`M${n(cx)} ${n(top)}Q${n(cx + 34)} ${n(top + r * 0.5)} ${n(cx + 24)} ${n(top + r)}L${n(cx - 24)} ${n(top + r)}Q${n(cx - 34)} ${n(top + r * 0.5)} ${n(cx)} ${n(top)}Z`, palette.redDark)
      out += circle(cx, top - 3, 4.5, palette.ink)
      out += stroke(`M${n(cx)} ${n(top + r)}V${n(top + r + 40)}`, palette.ink, 3.5)
      // family under it
      const fem = rng.chance(0.5)
      const [la, lc, lb] = distinctLooks(rng, [{ feminine: fem }, { child: true }, { feminine: !fem }]) as [Look, Look, Look]
      const base = ground + 22
      const hA = 112
      const hC = 70
      const hold: [number, number] = [cx, top + r + 40]
      const h1: [number, number] = [178, base - 44]
      const h2: [number, number] = [222, base - 44]
      out += shadow(200, base, 80)
      out += placeFigure(156, base, hA, la, { right: handAt(156, base, hA, hold[0] - 3, hold[1]), left: 'down' })
      out += placeFigure(244, base, hA * 0.97, lb, { left: handAt(244, base, hA * 0.97, ...h2), right: 'down' })
      out += placeFigure(200, base, hC, lc, { child: true, left: handAt(200, base, hC, ...h1), right: handAt(200, base, hC, ...h2) })
      out += circle(hold[0], hold[1] + 2, 4, la.skin)
      out += rect(view.x0, ground, view.x1 - view.x0, 2, palette.grey200)
      out += bush(90, ground, 34) + bush(318, ground, 30)
      return out
    },
  },

  support: {
    box: [400, 300],
    mirror: true,
    draw(rng, view) {
      let out = backdrop(rng, view, { tint: rng.pick(tints), blob: { cx: 200, cy: 142, r: 122 }, ground: 250, groundColor: palette.grey100 })
      const look = randomLook(rng, { formal: rng.chance(0.5) })
      const tableY = 206
      const s = 1.55
      out += translate(172, tableY, seatedBody(look, true), s)
      // headset over the head
      const hy = tableY + (-90.4 + 44) * s
      const r = 8.6 * s
      out += stroke(arcPath(172, hy, r + 3, 190, 350), palette.ink, 3)
      out += rrect(172 - r - 6, hy - 4, 7, 12, 3, palette.ink)
      out += stroke(`M${n(172 - r - 3)} ${n(hy + 8)}Q${n(172 - r - 2)} ${n(hy + r + 6)} ${n(164)} ${n(hy + r + 6)}`, palette.ink, 2)
      out += circle(164, hy + r + 6, 2.5, palette.red)
      // desk with monitor
      out += rect(70, tableY, 260, 10, shade(palette.sand, 0.1)) + rect(70, tableY + 10, 260, 6, shade(palette.sand, 0.25))
      out += rect(86, tableY + 16, 8, 44, shade(palette.sand, 0.25)) + rect(306, tableY + 16, 8, 44, shade(palette.sand, 0.25))
      out += rrect(222, tableY - 70, 92, 60, 6, palette.slate) + rect(228, tableY - 64, 80, 48, palette.white)
      out += rect(228, tableY - 64, 80, 10, palette.red) + rrect(236, tableY - 46, 40, 5, 2.5, palette.grey300) + rrect(236, tableY - 36, 60, 5, 2.5, palette.grey200) + rrect(236, tableY - 26, 30, 5, 2.5, palette.grey200)
      out += rect(262, tableY - 10, 12, 10, palette.grey500) + rect(250, tableY - 2, 36, 2, palette.grey500)
      out += bubble(70, 58, 60, 30, palette.white, 'right', palette.red)
      out += bubble(250, 44, 64, 32, palette.teal, 'left', palette.white, 'lines')
      out += pottedPlant(rng.chance(0.5) ? 356 : 44, 250, 60)
      return out
    },
  },

  abstract: {
    box: [400, 300],
    mirror: true,
    draw(rng, view) {
      const tint = rng.pick(tints)
      let out = backdrop(rng, view, { tint, blob: null, dots: 0 })
      const strong = rng.shuffle([palette.red, palette.redDark, palette.gold, palette.teal]).slice(0, 2)
      const soft = rng.shuffle([palette.redPale, palette.tealPale, palette.goldPale, palette.sand]).slice(0, 2)
      const colors = [palette.red, ...strong, ...soft, ...soft]
      const cols = Math.ceil((view.x1 - view.x0) / 50) + 1
      const rows = Math.ceil((view.y1 - view.y0) / 50) + 1
      const ox = view.x0 - (((view.x0 % 50) + 50) % 50)
      const oy = view.y0 - (((view.y0 % 50) + 50) % 50)
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const x = ox + c * 50
          const y = oy + r * 50
          if (rng.chance(0.45)) continue
          const col = colors[rng.int(0, colors.length - 1)] ?? palette.red
          const t = rng.int(0, 4)
          if (t === 0) out += circle(x + 25, y + 25, 22, col)
          else if (t === 1) out += path(`M${n(x)} ${n(y + 50)}A50 50 0 0 1 ${n(x + 50)} ${n(y)}V${n(y + 50)}Z`, col)
          else if (t === 2) out += polygon([[x, y], [x + 50, y], [x, y + 50]], col)
          else if (t === 3) out += path(`M${n(x)} ${n(y + 50)}A25 25 0 0 1 ${n(x + 50)} ${n(y + 50)}Z`, col)
          else out += rrect(x + 6, y + 6, 38, 38, 8, col)
        }
      }
      return out
    },
  },
}

/** Scalloped lower edge of an umbrella canopy, from x1 back to x0. */
function scallops(x0: number, x1: number, y: number, count: number): string {
  const w = (x1 - x0) / count
  let d = ''
  for (let i = count - 1; i >= 0; i--) {
    const a = x0 + (i + 1) * w
    const b = x0 + i * w
    d += `Q${n((a + b) / 2)} ${n(y - w * 0.35)} ${n(b)} ${n(y)}`
  }
  return d
}

function calendarCard(rng: Rng, x: number, y: number, w: number, h: number): string {
  let out = card(x, y, w, h, 10)
  const head = h * 0.22
  out += path(`M${n(x)} ${n(y + head)}V${n(y + 10)}A10 10 0 0 1 ${n(x + 10)} ${n(y)}H${n(x + w - 10)}A10 10 0 0 1 ${n(x + w)} ${n(y + 10)}V${n(y + head)}Z`, palette.red)
  for (const rx of [x + w * 0.25, x + w * 0.75]) out += rrect(rx - 3.5, y - 8, 7, 18, 3.5, palette.ink)
  const cols = 7
  const rows = 5
  const gx = x + w * 0.07
  const gy = y + head + h * 0.06
  const cw = (w * 0.86) / cols
  const chh = (h - head - h * 0.1) / rows
  const pick = rng.int(8, 30)
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const idx = r * cols + c
      const cx = gx + c * cw + cw * 0.12
      const cy = gy + r * chh + chh * 0.12
      const s = Math.min(cw, chh) * 0.76
      if (idx === pick) {
        out += rrect(cx, cy, s, s, s * 0.2, palette.red) + checkMark(cx + s / 2, cy + s / 2, s * 0.55, palette.white, Math.max(1.5, s * 0.12))
      } else {
        out += rrect(cx, cy, s, s, s * 0.2, idx % 9 === 4 ? palette.goldPale : palette.grey100)
      }
    }
  }
  return out
}

function clockFace(rng: Rng, cx: number, cy: number, r: number): string {
  let out = circle(cx + 3, cy + 4, r, palette.grey200) + circle(cx, cy, r, palette.slate) + circle(cx, cy, r * 0.86, palette.white)
  for (let i = 0; i < 12; i++) {
    const a = (i * 30 * Math.PI) / 180
    const r0 = r * (i % 3 === 0 ? 0.66 : 0.72)
    out += line(cx + Math.cos(a) * r0, cy + Math.sin(a) * r0, cx + Math.cos(a) * r * 0.78, cy + Math.sin(a) * r * 0.78, i % 3 === 0 ? palette.ink : palette.grey300, i % 3 === 0 ? r * 0.05 : r * 0.035)
  }
  const hour = rng.range(0, 360)
  const minute = rng.range(0, 360)
  const ha = ((hour - 90) * Math.PI) / 180
  const ma = ((minute - 90) * Math.PI) / 180
  out += line(cx, cy, cx + Math.cos(ha) * r * 0.38, cy + Math.sin(ha) * r * 0.38, palette.ink, r * 0.08)
  out += line(cx, cy, cx + Math.cos(ma) * r * 0.58, cy + Math.sin(ma) * r * 0.58, palette.red, r * 0.055)
  out += circle(cx, cy, r * 0.07, palette.red)
  return out
}

// ------------------------------------------------------------------ public API

/** The SVG markup of an illustration (useful for inline use and debugging). */
export function illustrationSvg(opts: Omit<IllustrationOptions, 'format'>): string {
  const { kind, seed, width, height } = opts
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 16 || height < 16 || width > 4096 || height > 4096) {
    throw new RangeError(`illustration size must be integers between 16 and 4096, got ${width}x${height}`)
  }
  const scene = scenes[kind]
  if (!scene) throw new Error(`unknown illustration kind: ${String(kind)}`)
  const rng = createRng(`${kind}:${seed}`)
  const [bw, bh] = scene.box
  const s = Math.min(width / bw, height / bh)
  const slackX = width - bw * s
  const slackY = height - bh * s
  const ax = opts.align === 'left' ? 0.12 : opts.align === 'right' ? 0.88 : 0.5
  const ox = slackX * ax
  const oy = slackY * 0.5
  const view: View = { x0: -ox / s, y0: -oy / s, x1: (width - ox) / s, y1: (height - oy) / s }
  const mirror = scene.mirror === true && rng.fork('mirror').chance(0.5)
  let body: string
  if (mirror) {
    const flipped: View = { ...view, x0: bw - view.x1, x1: bw - view.x0 }
    body = `<g transform="translate(${bw} 0) scale(-1 1)">${scene.draw(rng, flipped)}</g>`
  } else {
    body = scene.draw(rng, view)
  }
  const vb = `${n(view.x0)} ${n(view.y0)} ${n(view.x1 - view.x0)} ${n(view.y1 - view.y0)}`
  return svgDocument(width, height, body, vb)
}

/** Render an illustration to a WebP (default) or PNG buffer, kept between seeds (render-cache.ts). */
export async function illustration(opts: IllustrationOptions): Promise<Buffer> {
  const svg = illustrationSvg(opts)
  // Everything the bytes depend on is in the key.
  return cachedRender(`${JSON.stringify(encoderSettings(opts))}\n${svg}`, () => renderSvg(svg, opts))
}

/** The same, rendered afresh. */
export function renderIllustration(opts: IllustrationOptions): Promise<Buffer> {
  return renderSvg(illustrationSvg(opts), opts)
}

function encoderSettings(opts: IllustrationOptions) {
  return opts.format === 'png'
    ? { format: 'png' as const, width: opts.width, height: opts.height, compressionLevel: 9, palette: true, quality: 90, effort: 8 }
    : { format: 'webp' as const, width: opts.width, height: opts.height, quality: 80, alphaQuality: 100, effort: 5, smartSubsample: true }
}

function renderSvg(svg: string, opts: IllustrationOptions): Promise<Buffer> {
  const { format, width, height, ...encoder } = encoderSettings(opts)
  const img = sharp(Buffer.from(svg), { density: 72 }).resize(width, height, { fit: 'fill' })
  return format === 'png' ? img.png(encoder).toBuffer() : img.webp(encoder).toBuffer()
}

const altTexts: Record<IllustrationKind, (subject?: string) => string> = {
  family: () => 'Illustration of a family of four holding hands outside their home',
  home: () => 'Illustration of a family home with a garden and trees',
  shield: () => 'Illustration of a red protective shield',
  growth: () => 'Illustration of a rising bar chart with coins, suggesting growing savings',
  health: () => 'Illustration of a heart with a medical cross and a heartbeat line',
  education: () => 'Illustration of an open book and a graduation cap',
  people: () => 'Illustration of a group of people standing together',
  portrait: (s) => (s ? `Illustrated portrait of ${s}` : 'Illustrated head-and-shoulders portrait of a person'),
  award: (s) => (s ? `Illustration of a trophy for ${s}` : 'Illustration of an award trophy'),
  handshake: () => 'Illustration of two people shaking hands',
  adviser: () => 'Illustration of an adviser talking with a customer at a desk',
  document: () => 'Illustration of a form on a clipboard with ticked boxes and a pen',
  city: () => 'Illustration of the Lagos skyline with a bridge over the lagoon',
  calendar: () => 'Illustration of a calendar with a marked date and a clock',
  clock: () => 'Illustration of a clock and an hourglass',
  phone: () => 'Illustration of a mobile phone showing an insurance app',
  savings: () => 'Illustration of a piggy bank and stacks of coins',
  retirement: () => 'Illustration of an older couple relaxing on a park bench',
  umbrella: () => 'Illustration of a family sheltering under a red umbrella',
  support: () => 'Illustration of a customer support agent with a headset at a desk',
  abstract: () => 'Decorative pattern of geometric shapes in brand colours',
}

/** Short, meaningful alt text for an illustration kind (optionally about a subject). */
export function altFor(kind: IllustrationKind, subject?: string): string {
  const s = subject?.trim()
  const base = altTexts[kind](kind === 'portrait' || kind === 'award' ? s : undefined)
  if (s && kind !== 'portrait' && kind !== 'award') return `${base}, for ${s}`
  return base
}
