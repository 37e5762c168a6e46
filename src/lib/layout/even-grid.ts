/**
 * How many columns the global `.even-grid` gives `count` items on a wide screen (globals.css, "even
 * grids"): three for 3, 5, 6, 9 … items, four for 4, 7, 8, 11, 12 …, otherwise two. Kept in step with
 * the CSS by its test. A page uses it to know which pictures share the first row, where any of them may
 * be the largest thing painted.
 */
export function evenGridColumns(count: number): number {
  const four = count > 0 && (count % 4 === 0 || (count >= 7 && (count - 7) % 4 === 0))
  if (four) return 4
  const three = count > 0 && (count % 3 === 0 || (count >= 5 && (count - 5) % 3 === 0))
  return three ? 3 : 2
}

/** How many of `count` items sit in the grid's first row on a wide screen. */
export const evenGridFirstRow = (count: number): number => Math.min(count, evenGridColumns(count))
