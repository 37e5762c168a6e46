// The main thread's start-up work of a page (issue 27): what `npm run bench -- --parts=trace` measures on
// each page, the bare Next.js page and the static HTML page, in the same run.
//
// Each visit is a Lighthouse run (mobile) with the CPU slowed 4× and the network throttled for real
// (`throttlingMethod: 'devtools'`: DevTools applies them while the page loads), where the bench's Lighthouse
// part simulates them from an unthrottled load. Lighthouse records the trace from navigation until the page
// is idle (its network and main thread quiet) and breaks the main thread's work down by kind from it:
// script evaluation, parsing and compiling scripts, style and layout, parsing HTML and CSS, painting,
// garbage collection, other. Beside it: the long tasks (50 ms or more) and Total Blocking Time.
// A trace read by Lighthouse, rather than our own reading of one, counts only the page's own work: the
// probe a test tool injects into a page (Playwright's, say) ran on the same thread and made a static page
// look like 0.7–1 s of work.

/** Lighthouse's task groups (mainthread-work-breakdown), in the order the table shows them. */
const GROUPS = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'compile',
  styleLayout: 'style',
  parseHTML: 'parse',
  paintCompositeRender: 'paint',
  garbageCollection: 'gc',
  other: 'other',
}
export const WORK_KINDS = Object.values(GROUPS)

/** The main-thread figures of one Lighthouse result. */
export function workOf(lhr) {
  const byKind = Object.fromEntries(WORK_KINDS.map((k) => [k, 0]))
  for (const item of lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) {
    const kind = GROUPS[item.group] ?? 'other'
    byKind[kind] += item.duration ?? 0
  }
  const round = (ms) => Math.round(ms * 10) / 10
  return {
    total: round(Object.values(byKind).reduce((a, b) => a + b, 0)),
    byKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, round(v)])),
    blocking: round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).length,
  }
}

/**
 * `runs` visits of each target, interleaved (each round in a turned order, so a slow moment of the machine
 * is shared by all), each measured by `visit`. Returns each target's visits.
 * @template T
 * @param {{ name: string; url: string }[]} targets
 * @param {number} runs
 * @param {(url: string) => Promise<T>} visit
 * @returns {Promise<Record<string, T[]>>}
 */
export async function interleaved(targets, runs, visit) {
  const visits = Object.fromEntries(targets.map((t) => [t.name, []]))
  for (let round = 0; round < runs; round++) {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(i + round) % targets.length]
      visits[target.name].push(await visit(target.url))
    }
  }
  return visits
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Median, lowest and highest of each figure over a target's visits. */
export function spread(visits) {
  const pick = (f) => {
    const values = visits.map(f).filter(Number.isFinite)
    if (values.length === 0) return { median: NaN, min: NaN, max: NaN }
    return { median: Math.round(median(values)), min: Math.round(Math.min(...values)), max: Math.round(Math.max(...values)) }
  }
  return {
    runs: visits.length,
    total: pick((v) => v.total),
    blocking: pick((v) => v.blocking),
    longTasks: pick((v) => v.longTasks),
    byKind: Object.fromEntries(WORK_KINDS.map((k) => [k, pick((v) => v.byKind[k]).median])),
  }
}
