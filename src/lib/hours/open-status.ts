import { unstable_cache } from 'next/cache'

import { expireTagAt } from '@/lib/cache/scheduled-expiry'
import { prerenderingTheBuild, readScope } from '@/lib/content/payload'
import type { Translate } from '@/lib/i18n'
import type { SiteSetting } from '@/payload-types'

import { openStatus, statusSentence, statusShort, type Schedule } from './hours'
import { scheduleFromSettings } from './settings'

export type LineStatus = { open: boolean; sentence: string; short: string }

/** The tag of every page that states the lines' status until the change at `at` (decision 038). */
export function openStatusTag(at: Date): string {
  return `open-status-${Math.floor(at.getTime() / 1000)}`
}

/**
 * Ties the page being rendered to the next change of the lines' status (decision 038): its cache entry
 * carries the change's own tag, and that tag is set to expire at the change, so the first request after
 * it waits for a fresh page (as after a publish). Each change has its own tag, so setting it again from
 * another render writes the same moment and never moves another change's. Should scheduling be
 * unavailable, Next still keeps the page no longer than until the change (time-based revalidation,
 * which serves one stale view while it renders the page again).
 */
async function keepPageUntil(change: Date, now: Date): Promise<void> {
  if (prerenderingTheBuild() || (await readScope()) !== 'public') return
  const tag = openStatusTag(change)
  const seconds = Math.max(1, Math.ceil((change.getTime() - now.getTime()) / 1000))
  await unstable_cache(async () => tag, ['open-status', tag, String(seconds)], { tags: [tag], revalidate: seconds })()
  await expireTagAt(tag, change, now)
}

/** Whether the phone lines are open now, in Lagos time, as the header, /contact and /claims say it. */
export async function lineStatus(settings: Pick<SiteSetting, 'openingHours' | 'holidays'>, now: Date = new Date(), t?: Translate): Promise<LineStatus> {
  const schedule: Schedule = scheduleFromSettings(settings)
  const status = openStatus(now, schedule)
  const change = status.open ? status.closesAt : status.opensAt
  if (change) await keepPageUntil(change, now)
  return { open: status.open, sentence: statusSentence(now, status, t), short: statusShort(now, status, t) }
}
