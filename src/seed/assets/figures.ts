/**
 * Abstract, faceless human figures in a flat editorial style: standing
 * figures, seated figures (upper body) and head-and-shoulders busts.
 */
import { clothing, greyHair, hairColors, palette, shade, skinTones } from './palette'
import type { Rng } from './prng'
import { circle, ellipse, n, path, polyline, rect, stroke, translate } from './svg'

export type HairStyle = 'short' | 'low' | 'afro' | 'bun' | 'braids' | 'bald'
export type Headwear = 'none' | 'gele' | 'cap' | 'wrap'
export type Outfit = 'shirt' | 'suit' | 'kaftan' | 'dress' | 'blouse'
export type ArmPose = 'down' | 'hold' | 'wave' | 'gesture' | 'reach' | 'hip'

export interface Look {
  skin: string
  hair: string
  hairStyle: HairStyle
  headwear: Headwear
  headwearColor: string
  top: string
  bottom: string
  accent: string
  outfit: Outfit
  feminine: boolean
  beard: boolean
  glasses: boolean
  elder: boolean
}

export interface LookOptions {
  feminine?: boolean
  elder?: boolean
  child?: boolean
  formal?: boolean
}

const bottoms = [palette.slate, palette.ink, '#3F4A52', palette.grey700, '#E7DCCB', palette.tealDark] as const
const accents = [palette.gold, palette.white, palette.gold, palette.redPale, palette.tealPale] as const

/** A deterministic random appearance. */
export function randomLook(rng: Rng, opts: LookOptions = {}): Look {
  const feminine = opts.feminine ?? rng.chance(0.5)
  const elder = opts.elder ?? false
  const child = opts.child ?? false
  const skin = rng.pick(skinTones)
  const hair = elder ? rng.pick(greyHair) : rng.pick(hairColors)
  let hairStyle: HairStyle
  let headwear: Headwear = 'none'
  if (feminine) {
    hairStyle = rng.pick<HairStyle>(child ? ['afro', 'bun', 'braids', 'short'] : ['afro', 'bun', 'braids', 'short', 'low'])
    if (!child && rng.chance(opts.formal ? 0.3 : 0.38)) headwear = rng.pick<Headwear>(['gele', 'gele', 'wrap'])
  } else {
    hairStyle = rng.pick<HairStyle>(child ? ['short', 'low', 'afro'] : elder ? ['low', 'bald', 'short'] : ['low', 'short', 'low', 'bald', 'afro'])
    if (!child && rng.chance(elder ? 0.45 : 0.22)) headwear = 'cap'
  }
  const top = rng.pick(clothing)
  let outfit: Outfit
  if (child) outfit = feminine ? rng.pick<Outfit>(['dress', 'shirt']) : 'shirt'
  else if (opts.formal) outfit = feminine ? rng.pick<Outfit>(['suit', 'blouse', 'kaftan']) : rng.pick<Outfit>(['suit', 'suit', 'kaftan'])
  else outfit = feminine ? rng.pick<Outfit>(['dress', 'blouse', 'kaftan', 'shirt']) : rng.pick<Outfit>(['shirt', 'kaftan', 'suit', 'shirt'])
  const headwearColor = outfit === 'kaftan' || outfit === 'dress' ? top : rng.pick(clothing)
  let bottom: string = rng.pick(bottoms)
  if (outfit === 'kaftan' && rng.chance(0.6)) bottom = top
  if (bottom === top && outfit !== 'kaftan') bottom = palette.ink
  let accent: string = rng.pick(accents)
  if (accent === top) accent = palette.white
  return {
    skin,
    hair,
    hairStyle,
    headwear,
    headwearColor: headwearColor === clothing[8] ? palette.red : headwearColor,
    top,
    bottom,
    accent,
    outfit,
    feminine,
    beard: !feminine && !child && rng.chance(elder ? 0.5 : 0.3),
    glasses: !child && rng.chance(elder ? 0.5 : 0.18),
    elder,
  }
}

// ---------------------------------------------------------------- heads

/** Hair that sits behind the head (drawn before the head). */
function hairBack(look: Look, cx: number, cy: number, rx: number, ry: number): string {
  if (look.headwear === 'gele' || look.headwear === 'wrap') return ''
  switch (look.hairStyle) {
    case 'afro':
      return ellipse(cx, cy - ry * 0.28, rx * 1.42, ry * 1.28, look.hair)
    case 'braids': {
      let out = path(
        `M${n(cx - rx * 1.02)} ${n(cy - ry * 0.3)}Q${n(cx - rx * 1.5)} ${n(cy + ry * 0.9)} ${n(cx - rx * 1.36)} ${n(cy + ry * 1.9)}` +
          `L${n(cx + rx * 1.36)} ${n(cy + ry * 1.9)}Q${n(cx + rx * 1.5)} ${n(cy + ry * 0.9)} ${n(cx + rx * 1.02)} ${n(cy - ry * 0.3)}Z`,
        look.hair,
      )
      const strand = shade(look.hair, -0.22)
      for (const side of [-1, 1]) {
        for (let i = 0; i < 3; i++) {
          const x = cx + side * rx * (1.08 + i * 0.1)
          out += stroke(`M${n(x)} ${n(cy + ry * 0.15)}L${n(x + side * rx * 0.04)} ${n(cy + ry * 1.85)}`, strand, rx * 0.035)
        }
      }
      return out
    }
    case 'bun':
      return circle(cx, cy - ry * 1.18, rx * 0.5, look.hair)
    default:
      return ''
  }
}

/** Hair cap over the top of the head (drawn after the head). */
function hairFront(look: Look, cx: number, cy: number, rx: number, ry: number): string {
  if (look.headwear !== 'none' && look.headwear !== 'cap') return ''
  if (look.hairStyle === 'bald') return ''
  const low = look.hairStyle === 'low'
  const side = low ? -0.18 : 0.05
  const line = low ? 0.62 : 0.5
  const ox = rx * 1.04
  const oy = ry * 1.05
  return path(
    `M${n(cx - ox)} ${n(cy + ry * side)}A${n(ox)} ${n(oy)} 0 0 1 ${n(cx + ox)} ${n(cy + ry * side)}` +
      `Q${n(cx + rx * 0.92)} ${n(cy - ry * line)} ${n(cx + rx * 0.45)} ${n(cy - ry * line)}` +
      `Q${n(cx)} ${n(cy - ry * (line + 0.1))} ${n(cx - rx * 0.45)} ${n(cy - ry * line)}` +
      `Q${n(cx - rx * 0.92)} ${n(cy - ry * line)} ${n(cx - ox)} ${n(cy + ry * side)}Z`,
    look.hair,
  )
}

function headwearShape(look: Look, cx: number, cy: number, rx: number, ry: number): string {
  const c = look.headwearColor
  const dark = shade(c, 0.18)
  if (look.headwear === 'gele') {
    const base = cy - ry * 0.25
    const knot: [number, number] = [cx + rx * 0.35, cy - ry * 0.72]
    let out = path(
      `M${n(cx - rx * 1.1)} ${n(base)}` +
        `C${n(cx - rx * 2.3)} ${n(cy - ry * 0.9)} ${n(cx - rx * 1.95)} ${n(cy - ry * 2.0)} ${n(cx - rx * 0.9)} ${n(cy - ry * 1.72)}` +
        `C${n(cx - rx * 0.5)} ${n(cy - ry * 2.45)} ${n(cx + rx * 0.9)} ${n(cy - ry * 2.45)} ${n(cx + rx * 1.1)} ${n(cy - ry * 1.85)}` +
        `C${n(cx + rx * 2.1)} ${n(cy - ry * 1.85)} ${n(cx + rx * 2.35)} ${n(cy - ry * 0.9)} ${n(cx + rx * 1.12)} ${n(base)}` +
        `Q${n(cx)} ${n(cy - ry * 0.62)} ${n(cx - rx * 1.1)} ${n(base)}Z`,
      c,
    )
    const ends: [number, number, number, number][] = [
      [-1.2, -1.05, -1.75, -1.45],
      [-0.5, -1.6, -0.55, -2.05],
      [0.5, -1.7, 0.75, -2.1],
      [1.2, -1.2, 1.75, -1.4],
    ]
    for (const [qx, qy, ex, ey] of ends) {
      out += stroke(`M${n(knot[0])} ${n(knot[1])}Q${n(cx + rx * qx)} ${n(cy + ry * qy)} ${n(cx + rx * ex)} ${n(cy + ry * ey)}`, dark, rx * 0.075)
    }
    out += circle(knot[0], knot[1], rx * 0.16, dark)
    return out
  }
  if (look.headwear === 'wrap') {
    return (
      path(
        `M${n(cx - rx * 1.08)} ${n(cy - ry * 0.18)}C${n(cx - rx * 1.25)} ${n(cy - ry * 1.55)} ${n(cx + rx * 1.25)} ${n(cy - ry * 1.55)} ${n(cx + rx * 1.08)} ${n(cy - ry * 0.18)}` +
          `Q${n(cx)} ${n(cy - ry * 0.55)} ${n(cx - rx * 1.08)} ${n(cy - ry * 0.18)}Z`,
        c,
      ) + ellipse(cx + rx * 0.25, cy - ry * 1.12, rx * 0.42, ry * 0.26, dark)
    )
  }
  if (look.headwear === 'cap') {
    return (
      path(
        `M${n(cx - rx * 0.98)} ${n(cy - ry * 0.42)}L${n(cx - rx * 0.92)} ${n(cy - ry * 1.18)}Q${n(cx)} ${n(cy - ry * 1.42)} ${n(cx + rx * 0.92)} ${n(cy - ry * 1.18)}` +
          `L${n(cx + rx * 0.98)} ${n(cy - ry * 0.42)}Q${n(cx)} ${n(cy - ry * 0.58)} ${n(cx - rx * 0.98)} ${n(cy - ry * 0.42)}Z`,
        c,
      ) +
      stroke(
        `M${n(cx - rx * 0.95)} ${n(cy - ry * 0.62)}Q${n(cx)} ${n(cy - ry * 0.78)} ${n(cx + rx * 0.95)} ${n(cy - ry * 0.62)}`,
        look.accent === palette.white ? shade(c, 0.25) : look.accent,
        ry * 0.07,
      )
    )
  }
  return ''
}

/** A faceless head with hair/headwear; ears optional (busts). */
export function head(look: Look, cx: number, cy: number, rx: number, ry: number, detail = false): string {
  let out = hairBack(look, cx, cy, rx, ry)
  if (detail) {
    const ear = shade(look.skin, 0.08)
    out += ellipse(cx - rx * 0.97, cy + ry * 0.08, rx * 0.17, ry * 0.22, ear)
    out += ellipse(cx + rx * 0.97, cy + ry * 0.08, rx * 0.17, ry * 0.22, ear)
    if (look.feminine && look.headwear !== 'wrap') {
      out += circle(cx - rx * 0.98, cy + ry * 0.36, rx * 0.08, palette.gold)
      out += circle(cx + rx * 0.98, cy + ry * 0.36, rx * 0.08, palette.gold)
    }
  }
  out += ellipse(cx, cy, rx, ry, look.skin)
  if (look.beard) {
    out += path(
      `M${n(cx - rx * 1.0)} ${n(cy + ry * 0.02)}A${n(rx * 1.0)} ${n(ry * 1.02)} 0 0 0 ${n(cx + rx * 1.0)} ${n(cy + ry * 0.02)}` +
        `L${n(cx + rx * 0.86)} ${n(cy + ry * 0.14)}Q${n(cx)} ${n(cy + ry * 1.02)} ${n(cx - rx * 0.86)} ${n(cy + ry * 0.14)}Z`,
      look.hair,
    )
  }
  out += hairFront(look, cx, cy, rx, ry)
  out += headwearShape(look, cx, cy, rx, ry)
  if (detail && look.glasses) {
    const ey = cy + ry * 0.02
    const gw = rx * 0.3
    const gc = palette.ink
    const sw = rx * 0.065
    out += ellipse(cx - rx * 0.4, ey, gw, gw * 0.78, 'none', { stroke: gc, 'stroke-width': sw })
    out += ellipse(cx + rx * 0.4, ey, gw, gw * 0.78, 'none', { stroke: gc, 'stroke-width': sw })
    out += stroke(`M${n(cx - rx * 0.1)} ${n(ey)}Q${n(cx)} ${n(ey - gw * 0.25)} ${n(cx + rx * 0.1)} ${n(ey)}`, gc, sw)
  }
  return out
}

// ---------------------------------------------------------------- standing figures

interface Proportions {
  headR: number
  headY: number
  shoulderY: number
  shoulderW: number
  waistY: number
  waistW: number
  legW: number
  armW: number
}

const ADULT: Proportions = { headR: 8.6, headY: -90.4, shoulderY: -78, shoulderW: 14.5, waistY: -44, waistW: 11.5, legW: 8.6, armW: 6 }
const CHILD: Proportions = { headR: 11.5, headY: -87.5, shoulderY: -71, shoulderW: 13, waistY: -41, waistW: 11, legW: 8.4, armW: 6.4 }

/** Hand target in the figure's local units, e.g. [24, -50]. */
export type HandTarget = readonly [number, number]

function namedArm(pose: ArmPose, p: Proportions): [number, number][] {
  const sx = p.shoulderW - 1.5
  const sy = p.shoulderY + 5
  const k = (p.waistY - p.shoulderY) / 34
  switch (pose) {
    case 'hold':
      return [[sx, sy], [sx + 4, sy + 15 * k], [sx + 11, sy + 25 * k]]
    case 'wave':
      return [[sx, sy], [sx + 9, sy - 7], [sx + 11, sy - 21]]
    case 'gesture':
      return [[sx, sy], [sx + 6, sy + 15 * k], [sx + 13, sy + 5 * k]]
    case 'reach':
      return [[sx, sy], [sx + 7, sy + 12 * k], [sx + 18, sy + 13 * k]]
    case 'hip':
      return [[sx, sy], [sx + 8, sy + 12 * k], [sx - 1, sy + 24 * k]]
    default:
      return [[sx, sy], [sx + 2.5, sy + 15 * k], [sx + 3.2, sy + 29 * k]]
  }
}

function armPoints(pose: ArmPose | HandTarget, p: Proportions, side: 1 | -1): [number, number][] {
  if (typeof pose === 'string') return namedArm(pose, p).map(([x, y]) => [x * side, y])
  const s: [number, number] = [(p.shoulderW - 1.5) * side, p.shoulderY + 5]
  const h: [number, number] = [pose[0], pose[1]]
  const dx = h[0] - s[0]
  const dy = h[1] - s[1]
  const len = Math.hypot(dx, dy) || 1
  const reach = (p.waistY - p.shoulderY) * 0.95
  const bend = Math.min(9, Math.max(1.5, (reach - len) / 2))
  let px = dy / len
  let py = -dx / len
  if (px * side < 0 || (Math.abs(px) < 0.2 && py < 0)) {
    px = -px
    py = -py
  }
  const e: [number, number] = [(s[0] + h[0]) / 2 + px * bend, (s[1] + h[1]) / 2 + py * bend]
  return [s, e, h]
}

function arm(look: Look, pose: ArmPose | HandTarget, p: Proportions, side: 1 | -1): string {
  const points = armPoints(pose, p, side)
  const hand = points[points.length - 1] ?? [0, 0]
  return polyline(points, look.top, p.armW) + circle(hand[0], hand[1], p.armW * 0.52, look.skin)
}

export interface FigureOptions {
  child?: boolean
  left?: ArmPose | HandTarget
  right?: ArmPose | HandTarget
}

/**
 * A standing figure in local units (height 100, feet at y = 0, centred on x = 0).
 * Place it with translate(x, y, figure(...), height / 100).
 */
export function figure(look: Look, opts: FigureOptions = {}): string {
  const p = opts.child ? CHILD : ADULT
  const { headR: r, headY: hy, shoulderY: sy, shoulderW: sw, waistY: wy, waistW: ww, legW } = p
  let out = ''
  // legs and shoes
  const skirt = look.outfit === 'dress'
  const longTop = look.outfit === 'kaftan'
  const legColor = skirt ? shade(look.skin, 0.05) : look.bottom
  const lw = skirt ? legW * 0.62 : legW
  out += stroke(`M${n(-ww * 0.48)} ${n(wy + 2)}L${n(-ww * 0.52)} -4`, legColor, lw)
  out += stroke(`M${n(ww * 0.48)} ${n(wy + 2)}L${n(ww * 0.52)} -4`, legColor, lw)
  if (!skirt) out += rect(-ww, wy - 1, ww * 2, 8, look.bottom, { rx: 3 })
  out += ellipse(-ww * 0.52 - 1, -2.2, 5.2, 2.6, palette.ink)
  out += ellipse(ww * 0.52 + 1, -2.2, 5.2, 2.6, palette.ink)
  // neck
  out += rect(-2.8, hy + r * 0.6, 5.6, sy - hy - r * 0.6 + 2, shade(look.skin, 0.1))
  // torso
  const bottomY = skirt ? -9 : longTop ? wy + 20 : wy + 1
  const bottomW = skirt ? ww + 8 : longTop ? ww + 4 : ww
  out += path(
    `M${n(-sw + 5)} ${n(sy)}Q${n(-sw)} ${n(sy)} ${n(-sw)} ${n(sy + 6)}L${n(-ww)} ${n(wy)}L${n(-bottomW)} ${n(bottomY)}` +
      `Q0 ${n(bottomY + (skirt ? 2 : 0.5))} ${n(bottomW)} ${n(bottomY)}L${n(ww)} ${n(wy)}L${n(sw)} ${n(sy + 6)}Q${n(sw)} ${n(sy)} ${n(sw - 5)} ${n(sy)}Z`,
    look.top,
  )
  // outfit details
  if (look.outfit === 'suit') {
    out += path(`M-4 ${n(sy)}L0 ${n(sy + 12)}L4 ${n(sy)}Z`, palette.white)
    out += path(`M-1.3 ${n(sy + 3)}L1.3 ${n(sy + 3)}L1.8 ${n(sy + 16)}L0 ${n(sy + 19)}L-1.8 ${n(sy + 16)}Z`, look.accent === palette.white ? palette.red : look.accent)
  } else if (look.outfit === 'kaftan') {
    out += stroke(`M-4.5 ${n(sy + 0.5)}Q0 ${n(sy + 6)} 4.5 ${n(sy + 0.5)}M0 ${n(sy + 4)}L0 ${n(sy + 15)}`, look.accent, 1.3)
  } else if (skirt) {
    out += rect(-ww - 0.5, wy - 2.2, ww * 2 + 1, 3.2, look.accent === palette.white ? shade(look.top, 0.2) : look.accent)
  } else if (look.outfit === 'blouse') {
    out += path(`M-4.5 ${n(sy)}Q0 ${n(sy + 6)} 4.5 ${n(sy)}Z`, shade(look.skin, 0.1))
  } else {
    out += path(`M-4.5 ${n(sy)}L-1.5 ${n(sy + 5)}L0 ${n(sy + 2)}L1.5 ${n(sy + 5)}L4.5 ${n(sy)}Z`, shade(look.top, -0.35))
  }
  // arms
  out += arm(look, opts.left ?? 'down', p, -1)
  out += arm(look, opts.right ?? 'down', p, 1)
  // head
  out += head(look, 0, hy, r, r)
  return out
}

/** Place a standing figure with its feet at (x, y) and the given height. */
export function placeFigure(x: number, y: number, height: number, look: Look, opts: FigureOptions = {}, flip = false): string {
  return translate(x, y, figure(look, opts), height / 100, flip)
}

/**
 * A seated upper body (for desk scenes) in local units: the table top is at y = 0,
 * the head is at about y = -60. Forearms rest on the table towards +x.
 */
export function seatedBody(look: Look, gesture: boolean): string {
  const p = ADULT
  const dy = 44 // shift so the waist sits just under the table top
  const { headR: r, shoulderW: sw, waistW: ww } = p
  const hy = p.headY + dy
  const sy = p.shoulderY + dy
  const wy = p.waistY + dy
  let out = ''
  out += rect(-2.8, hy + r * 0.6, 5.6, sy - hy - r * 0.6 + 2, shade(look.skin, 0.1))
  out += path(
    `M${n(-sw + 5)} ${n(sy)}Q${n(-sw)} ${n(sy)} ${n(-sw)} ${n(sy + 6)}L${n(-ww)} ${n(wy + 4)}L${n(ww)} ${n(wy + 4)}L${n(sw)} ${n(sy + 6)}Q${n(sw)} ${n(sy)} ${n(sw - 5)} ${n(sy)}Z`,
    look.top,
  )
  if (look.outfit === 'suit') {
    out += path(`M-4 ${n(sy)}L0 ${n(sy + 12)}L4 ${n(sy)}Z`, palette.white)
  } else if (look.outfit === 'kaftan') {
    out += stroke(`M-4.5 ${n(sy + 0.5)}Q0 ${n(sy + 6)} 4.5 ${n(sy + 0.5)}`, look.accent, 1.3)
  } else {
    out += path(`M-4.5 ${n(sy)}Q0 ${n(sy + 6)} 4.5 ${n(sy)}Z`, shade(look.skin, 0.1))
  }
  // near arm on the table, far arm gesturing or resting
  const ax = sw - 1.5
  const ay = sy + 5
  out += polyline([[ax, ay], [ax + 3, -3], [ax + 16, -3]], look.top, p.armW)
  out += circle(ax + 16, -3, p.armW * 0.52, look.skin)
  if (gesture) {
    out += polyline([[-ax, ay], [-ax - 7, ay + 15], [-ax - 11, ay + 1]], look.top, p.armW)
    out += circle(-ax - 11, ay + 1, p.armW * 0.52, look.skin)
  } else {
    out += polyline([[-ax, ay], [-ax - 1, -3], [-ax + 10, -3]], look.top, p.armW)
    out += circle(-ax + 10, -3, p.armW * 0.52, look.skin)
  }
  out += head(look, 0, hy, r, r)
  return out
}

// ---------------------------------------------------------------- bust / portrait

/**
 * Head-and-shoulders bust in a 300 x 300 box, shoulders reaching the bottom edge.
 */
export function bust(look: Look): string {
  const cx = 150
  const hx = 150
  const hy = 118
  const rx = 39
  const ry = 47
  const skinShadow = shade(look.skin, 0.16)
  let out = ''
  // order: hair behind the head, neck, body and neckline, then the head itself
  const neckTop = hy + ry * 0.5
  const shoulderY = 194
  out += hairBack(look, hx, hy, rx, ry)
  out += path(`M${n(cx - 17)} ${n(neckTop)}L${n(cx + 17)} ${n(neckTop)}L${n(cx + 19)} ${n(shoulderY + 14)}L${n(cx - 19)} ${n(shoulderY + 14)}Z`, look.skin)
  out += ellipse(cx, neckTop + 22, 17, 9, skinShadow)
  // shoulders / body
  const body =
    `M${n(cx - 124)} 300C${n(cx - 124)} 252 ${n(cx - 112)} ${n(shoulderY + 24)} ${n(cx - 82)} ${n(shoulderY + 13)}` +
    `Q${n(cx - 52)} ${n(shoulderY + 2)} ${n(cx - 22)} ${n(shoulderY)}L${n(cx + 22)} ${n(shoulderY)}` +
    `Q${n(cx + 52)} ${n(shoulderY + 2)} ${n(cx + 82)} ${n(shoulderY + 13)}C${n(cx + 112)} ${n(shoulderY + 24)} ${n(cx + 124)} 252 ${n(cx + 124)} 300Z`
  out += path(body, look.top)
  const top = look.top
  switch (look.outfit) {
    case 'suit': {
      const shirt = look.accent === palette.white || look.accent === palette.gold ? palette.white : look.accent
      const vy = shoulderY + 78
      out += path(`M${n(cx - 24)} ${n(shoulderY)}L${n(cx)} ${n(vy)}L${n(cx + 24)} ${n(shoulderY)}Z`, shirt)
      // shirt collar points
      out += path(`M${n(cx - 20)} ${n(shoulderY - 2)}L${n(cx - 3)} ${n(shoulderY + 14)}L${n(cx - 15)} ${n(shoulderY + 22)}Z`, shade(shirt, 0.07))
      out += path(`M${n(cx + 20)} ${n(shoulderY - 2)}L${n(cx + 3)} ${n(shoulderY + 14)}L${n(cx + 15)} ${n(shoulderY + 22)}Z`, shade(shirt, 0.07))
      if (!look.feminine) {
        const tie = top === palette.red || top === palette.redDark ? palette.ink : tieColor(look)
        out += path(`M${n(cx - 5)} ${n(shoulderY + 13)}L${n(cx + 5)} ${n(shoulderY + 13)}L${n(cx + 3.5)} ${n(shoulderY + 20)}L${n(cx + 8)} ${n(vy - 6)}L${n(cx)} ${n(vy + 2)}L${n(cx - 8)} ${n(vy - 6)}L${n(cx - 3.5)} ${n(shoulderY + 20)}Z`, tie)
      } else {
        out += circle(cx, shoulderY + 30, 4, palette.gold)
      }
      const lapel = shade(top, 0.2)
      out += path(`M${n(cx - 24)} ${n(shoulderY - 1)}L${n(cx - 1)} ${n(vy)}L${n(cx - 14)} ${n(vy)}L${n(cx - 42)} ${n(shoulderY + 12)}Z`, lapel)
      out += path(`M${n(cx + 24)} ${n(shoulderY - 1)}L${n(cx + 1)} ${n(vy)}L${n(cx + 14)} ${n(vy)}L${n(cx + 42)} ${n(shoulderY + 12)}Z`, lapel)
      out += path(`M${n(cx + 54)} ${n(shoulderY + 50)}h16l-2 5h-12Z`, look.accent === palette.white ? palette.white : palette.gold)
      break
    }
    case 'kaftan': {
      out += path(`M${n(cx - 23)} ${n(shoulderY - 1)}Q${n(cx)} ${n(shoulderY + 34)} ${n(cx + 23)} ${n(shoulderY - 1)}Z`, look.skin)
      const trim = look.accent === top ? palette.white : look.accent
      out += stroke(`M${n(cx - 25)} ${n(shoulderY)}Q${n(cx)} ${n(shoulderY + 40)} ${n(cx + 25)} ${n(shoulderY)}`, trim, 3.2)
      out += stroke(`M${n(cx)} ${n(shoulderY + 24)}L${n(cx)} 300`, trim, 3)
      for (let i = 0; i < 4; i++) {
        const y = shoulderY + 36 + i * 13
        out += circle(cx - 9, y, 2.2, trim) + circle(cx + 9, y, 2.2, trim)
      }
      out += stroke(`M${n(cx - 36)} ${n(shoulderY + 6)}Q${n(cx)} ${n(shoulderY + 58)} ${n(cx + 36)} ${n(shoulderY + 6)}`, shade(top, 0.15), 2)
      break
    }
    case 'shirt': {
      out += path(`M${n(cx - 18)} ${n(shoulderY)}L${n(cx)} ${n(shoulderY + 30)}L${n(cx + 18)} ${n(shoulderY)}Z`, look.skin)
      const collar = shade(top, -0.35)
      out += path(`M${n(cx - 26)} ${n(shoulderY - 6)}L${n(cx - 4)} ${n(shoulderY + 26)}L${n(cx - 20)} ${n(shoulderY + 24)}L${n(cx - 34)} ${n(shoulderY + 2)}Z`, collar)
      out += path(`M${n(cx + 26)} ${n(shoulderY - 6)}L${n(cx + 4)} ${n(shoulderY + 26)}L${n(cx + 20)} ${n(shoulderY + 24)}L${n(cx + 34)} ${n(shoulderY + 2)}Z`, collar)
      out += stroke(`M${n(cx)} ${n(shoulderY + 32)}L${n(cx)} 300`, shade(top, 0.18), 2)
      break
    }
    default: {
      // blouse / dress: scoop neckline with a string of coral or gold beads
      out += path(`M${n(cx - 34)} ${n(shoulderY - 1)}Q${n(cx)} ${n(shoulderY + 44)} ${n(cx + 34)} ${n(shoulderY - 1)}Z`, look.skin)
      out += ellipse(cx, shoulderY + 2, 24, 6, skinShadow, { opacity: 0.5 })
      const bead = look.accent === palette.gold ? palette.gold : palette.redSoft
      for (let i = 0; i <= 10; i++) {
        const t = i / 10
        const x = cx - 24 + 48 * t
        const y = shoulderY + 4 + 22 * (1 - (2 * t - 1) ** 2)
        out += circle(x, y, 3.1, bead)
      }
      break
    }
  }
  out += head(look, hx, hy, rx, ry, true)
  return out
}

function tieColor(look: Look): string {
  if (look.accent === palette.gold) return palette.gold
  if (look.top === palette.teal || look.top === palette.tealSoft) return palette.red
  return look.accent === palette.white ? palette.red : palette.teal
}
