// The main thread's start-up work of a page, from a Chromium trace (issue 27): what `npm run bench
// --parts=trace` measures on each page, the bare Next.js page and the static HTML page, in the same run.
//
// Each visit is a fresh browser context on a phone-sized screen with the CPU slowed 4× for real (DevTools'
// throttling, Emulation.setCPUThrottlingRate; Lighthouse's figures in the same bench are simulated), from
// navigation until the page is idle: its load event, its scripts run (a site page says so with
// window.__scriptsLoaded; the bare page's are done when the network is idle), then a second with nothing
// new to do. The trace's top-level tasks on the page's main thread are summed by kind, by their own time:
// script evaluation, parsing and compiling scripts, style and layout, parsing HTML and CSS, painting,
// garbage collection, other. Long tasks are those of 50 ms or more, and the blocking time the sum of each
// one's time past 50 ms (as Total Blocking Time counts it, here from navigation to idle).
import { chromium } from '@playwright/test'

/** Trace categories: the timeline's tasks and V8's compile and execute events. */
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'toplevel', 'blink', 'loading']

/** Each trace event name, by the kind of work it is (its own time, without the events inside it). */
const KINDS = [
  ['compile', /^(v8\.compile|v8\.compileModule|V8\.CompileCode|V8\.CompileLazy|V8\.CompileEager|CompileScript|v8\.parseOnBackground|v8\.produceCache|v8\.produceModuleCache|v8\.deserializeOnBackground|V8\.ParseFunction|V8\.PreParse)/],
  ['script', /^(EvaluateScript|v8\.evaluateModule|v8\.run|v8\.callFunction|FunctionCall|TimerFire|RunMicrotasks|V8\.Execute|EventDispatch|FireAnimationFrame|FireIdleCallback|XHRReadyStateChange|XHRLoad|BlinkScheduler_PerformMicrotaskCheckpoint|V8\.RunMicrotasks)$/],
  ['style', /^(UpdateLayoutTree|Document::recalcStyle|RecalculateStyles|Layout|LocalFrameView::performLayout|ScheduleStyleRecalculation|InvalidateLayout|LayoutInvalidationTracking|StyleInvalidatorInvalidationTracking|UpdateLayerTree)$/],
  ['parse', /^(ParseHTML|ParseAuthorStyleSheet|HTMLDocumentParser::.*)$/],
  ['paint', /^(Paint|PrePaint|Layerize|PaintImage|UpdateLayer|CompositeLayers|Commit|Decode Image|ImageDecodeTask|Rasterize|RasterTask|LocalFrameView::RunPostLifecycleSteps)$/],
  ['gc', /^(MinorGC|MajorGC|V8\.GC.*|BlinkGC\..*|ThreadState::.*GC.*|V8\.GCScavenger|V8\.GCFinalizeMC|V8\.GCCompactor)/],
]
export const WORK_KINDS = ['script', 'compile', 'style', 'parse', 'paint', 'gc', 'other']

const kindOf = (name) => KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other'

/**
 * The main-thread work in a trace: the renderer main thread with the most top-level work (the page's;
 * others are blank pages and the browser's own), its top-level tasks, and their time by kind.
 * @param {{ traceEvents?: object[] } | object[]} trace
 */
export function mainThreadWork(trace) {
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? [])
  const names = new Map()
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name)
  const byThread = new Map()
  for (const e of events) {
    if (e.ph !== 'X' || typeof e.dur !== 'number' || typeof e.ts !== 'number') continue
    const key = `${e.pid}:${e.tid}`
    if (names.get(key) !== 'CrRendererMain') continue
    if (!byThread.has(key)) byThread.set(key, [])
    byThread.get(key).push(e)
  }
  let best = null
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || b.dur - a.dur)
    const result = summarise(list)
    if (!best || result.total > best.total) best = result
  }
  return best ?? { total: 0, blocking: 0, longTasks: 0, byKind: Object.fromEntries(WORK_KINDS.map((k) => [k, 0])) }
}

/** Top-level tasks and own time by kind, for one thread's complete events sorted by start. */
function summarise(list) {
  const byKind = Object.fromEntries(WORK_KINDS.map((k) => [k, 0]))
  const stack = []
  let total = 0
  let blocking = 0
  let longTasks = 0
  for (const e of list) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop()
    const parent = stack.at(-1)
    if (parent) byKind[kindOf(parent.name)] -= e.dur
    else {
      total += e.dur
      if (e.dur >= 50_000) {
        longTasks += 1
        blocking += e.dur - 50_000
      }
    }
    byKind[kindOf(e.name)] += e.dur
    stack.push(e)
  }
  const ms = (us) => Math.round(us / 100) / 10
  return { total: ms(total), blocking: ms(blocking), longTasks, byKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, ms(Math.max(0, v))])) }
}

/** A mid-range Android phone's screen, as Lighthouse's mobile setting has it. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

/**
 * `runs` visits of each target, interleaved (each round in a turned order, so a slow moment of the machine
 * is shared), each traced. Returns each target's visits.
 * @param {{ name: string; url: string }[]} targets
 * @param {{ runs: number; throttle: number; executablePath: string; args: string[] }} options
 */
export async function traceVisits(targets, { runs, throttle, executablePath, args }) {
  const browser = await chromium.launch({ executablePath, args })
  const visits = Object.fromEntries(targets.map((t) => [t.name, []]))
  try {
    for (let round = 0; round < runs; round++) {
      const order = targets.map((_, i) => targets[(i + round) % targets.length])
      for (const target of order) visits[target.name].push(await traceOne(browser, target.url, throttle))
    }
  } finally {
    await browser.close()
  }
  return visits
}

async function traceOne(browser, url, throttle) {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    await browser.startTracing(page, { categories: CATEGORIES })
    const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    if (!response || response.status() >= 400) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`)
    // A site page runs its scripts after the load event and says when they have run; any page is idle once
    // the network is.
    await page
      .waitForFunction(
        () => window.__scriptsLoaded === true || !Array.from(document.scripts).some((s) => !s.src && s.text.includes('__scriptsLoaded')),
        undefined,
        { timeout: 60_000, polling: 100 },
      )
      .catch(() => undefined)
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined)
    await page.waitForTimeout(1_000)
    const buffer = await browser.stopTracing()
    return mainThreadWork(JSON.parse(buffer.toString('utf8')))
  } finally {
    await context.close()
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Median, lowest and highest of each figure over a target's visits. */
export function spread(visits) {
  const pick = (f) => {
    const values = visits.map(f)
    return { median: Math.round(median(values) * 10) / 10, min: Math.min(...values), max: Math.max(...values) }
  }
  return {
    runs: visits.length,
    total: pick((v) => v.total),
    blocking: pick((v) => v.blocking),
    longTasks: pick((v) => v.longTasks),
    byKind: Object.fromEntries(WORK_KINDS.map((k) => [k, pick((v) => v.byKind[k]).median])),
  }
}
