/** Brand palette shared by the illustration, logo and PDF generators. */
export const palette = {
  red: '#B3122E',
  redDark: '#8A0E24',
  redSoft: '#D9485F',
  redPale: '#F6DDE0',
  redMist: '#FBECEC',
  ink: '#1A1A1A',
  slate: '#2E3A44',
  paper: '#FAF6F1',
  white: '#FFFFFF',
  sand: '#F1E8DC',
  grey100: '#EEE9E3',
  grey200: '#E1DAD2',
  grey300: '#CBC3B9',
  grey500: '#9A928A',
  grey700: '#5E5851',
  gold: '#E8B04B',
  goldDark: '#C98F2A',
  goldPale: '#F8E9C8',
  teal: '#1F6F78',
  tealDark: '#17545B',
  tealSoft: '#4E959C',
  tealPale: '#D7E9E8',
} as const

export type PaletteColor = (typeof palette)[keyof typeof palette]

/** Respectful range of West African skin tones, light to deep. */
export const skinTones = [
  '#C68B59',
  '#A86B42',
  '#8D5530',
  '#7A4526',
  '#66391F',
  '#52301C',
  '#432616',
] as const

export const hairColors = ['#1A1410', '#231A15', '#2C211B'] as const
export const greyHair = ['#8E8780', '#B3ADA6'] as const

/** Clothing colours: brand colours first, a few muted companions. */
export const clothing = [
  palette.red,
  palette.redDark,
  palette.teal,
  palette.gold,
  palette.slate,
  '#3F5B66',
  '#C46A3C',
  '#6D4C7D',
  '#E7DCCB',
  palette.tealSoft,
] as const

/** The logo tree's tiers on the 64-unit grid: [top y, base y, half width]. */
export const LOGO_TIERS: readonly (readonly [number, number, number])[] = [
  [9, 25, 8],
  [16, 36, 11.5],
  [24, 47, 15],
]

/** Mix two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a)
  const pb = parseHex(b)
  const c = pa.map((v, i) => Math.round(v + ((pb[i] ?? 0) - v) * t))
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase()
}

export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#000000', amount) : mix(color, '#FFFFFF', -amount)
}

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  return [
    Number.parseInt(h.slice(0, 2), 16),
    Number.parseInt(h.slice(2, 4), 16),
    Number.parseInt(h.slice(4, 6), 16),
  ]
}
