/**
 * An address part from a title: "Naira & Long-Term Goals (2026)" → "naira-long-term-goals-2026". Accents
 * are dropped ("Fọlákẹ́" → "folake"), anything else that is not a letter or digit separates words.
 */
export function slugFromTitle(title: string, maxLength = 80): string {
  const plain = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (plain.length <= maxLength) return plain
  // Cut at a word boundary where one is near, never leaving a hyphen at the end.
  const cut = plain.slice(0, maxLength)
  const lastBreak = cut.lastIndexOf('-')
  return (lastBreak > maxLength / 2 ? cut.slice(0, lastBreak) : cut).replace(/-+$/, '')
}
