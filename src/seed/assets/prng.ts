/**
 * Small deterministic PRNG used by the asset generators, so that the same seed
 * string always produces the same picture (and the same bytes).
 */

/** 32-bit FNV-1a hash of a string, mixed a little further. */
export function hashString(input: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x7feb352d)
  h ^= h >>> 15
  h = Math.imul(h, 0x846ca68b)
  h ^= h >>> 16
  return h >>> 0
}

export interface Rng {
  /** Float in [0, 1). */
  next(): number
  /** Float in [min, max). */
  range(min: number, max: number): number
  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number
  /** True with probability p. */
  chance(p: number): boolean
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** A shuffled copy of the list. */
  shuffle<T>(items: readonly T[]): T[]
  /** An independent generator derived from this seed and a label. */
  fork(label: string): Rng
}

/** mulberry32 generator seeded from a string. */
export function createRng(seed: string): Rng {
  let state = hashString(seed)
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick() from an empty list')
      const item = items[Math.floor(next() * items.length)]
      return item as T
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice()
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        const a = out[i] as T
        out[i] = out[j] as T
        out[j] = a
      }
      return out
    },
    fork: (label) => createRng(`${seed}\u0000${label}`),
  }
  return rng
}
