/** Tiny helpers to write compact SVG markup by hand. */

/** Format a number with at most 2 decimals (keeps markup short and stable). */
export function n(value: number): string {
  const r = Math.round(value * 100) / 100
  return Object.is(r, -0) ? '0' : String(r)
}

type AttrValue = string | number | undefined | null | false

function attrs(a: Record<string, AttrValue>): string {
  let out = ''
  for (const [key, value] of Object.entries(a)) {
    if (value === undefined || value === null || value === false) continue
    const v = typeof value === 'number' ? n(value) : escapeAttr(value)
    out += ` ${key}="${v}"`
  }
  return out
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

export type Style = Record<string, AttrValue>

export function rect(x: number, y: number, w: number, h: number, fill: string, extra: Style = {}): string {
  return `<rect${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`
}

export function rrect(x: number, y: number, w: number, h: number, r: number, fill: string, extra: Style = {}): string {
  return `<rect${attrs({ x, y, width: w, height: h, rx: r, fill, ...extra })}/>`
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Style = {}): string {
  return `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Style = {}): string {
  return `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`
}

export function path(d: string, fill: string, extra: Style = {}): string {
  return `<path${attrs({ d, fill, ...extra })}/>`
}

/** A stroked open path (round caps and joins). */
export function stroke(d: string, color: string, width: number, extra: Style = {}): string {
  return `<path${attrs({
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  })}/>`
}

export function line(x1: number, y1: number, x2: number, y2: number, color: string, width: number, extra: Style = {}): string {
  return stroke(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`, color, width, extra)
}

export function polyline(points: readonly (readonly [number, number])[], color: string, width: number, extra: Style = {}): string {
  return stroke(pts(points), color, width, extra)
}

export function polygon(points: readonly (readonly [number, number])[], fill: string, extra: Style = {}): string {
  return path(`${pts(points)}Z`, fill, extra)
}

/** "M x y L x y ..." from a list of points. */
export function pts(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('')
}

export function g(content: string, extra: Style = {}): string {
  return `<g${attrs(extra)}>${content}</g>`
}

export function translate(x: number, y: number, content: string, scale = 1, flip = false): string {
  const sx = flip ? -scale : scale
  const t = scale === 1 && !flip ? `translate(${n(x)} ${n(y)})` : `translate(${n(x)} ${n(y)}) scale(${n(sx)} ${n(scale)})`
  return `<g transform="${t}">${content}</g>`
}

export function rotate(deg: number, cx: number, cy: number, content: string): string {
  return `<g transform="rotate(${n(deg)} ${n(cx)} ${n(cy)})">${content}</g>`
}

/** Regular star polygon points. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, spikes = 5, rot = -90): [number, number][] {
  const out: [number, number][] = []
  for (let i = 0; i < spikes * 2; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = ((rot + (i * 180) / spikes) * Math.PI) / 180
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)])
  }
  return out
}

/** An SVG arc path (for pie slices, arches, etc.). */
export function arcPath(cx: number, cy: number, r: number, startDeg: number, endDeg: number): string {
  const a0 = (startDeg * Math.PI) / 180
  const a1 = (endDeg * Math.PI) / 180
  const x0 = cx + r * Math.cos(a0)
  const y0 = cy + r * Math.sin(a0)
  const x1 = cx + r * Math.cos(a1)
  const y1 = cy + r * Math.sin(a1)
  const large = Math.abs(endDeg - startDeg) > 180 ? 1 : 0
  const sweep = endDeg > startDeg ? 1 : 0
  return `M${n(x0)} ${n(y0)}A${n(r)} ${n(r)} 0 ${large} ${sweep} ${n(x1)} ${n(y1)}`
}

export function svgDocument(width: number, height: number, body: string, viewBox?: string): string {
  const vb = viewBox ?? `0 0 ${width} ${height}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${vb}" shape-rendering="geometricPrecision">${body}</svg>`
}
