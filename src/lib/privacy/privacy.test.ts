import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { APPLICATION_LIFETIME_DAYS } from '@/lib/application/lifetime'
import { SESSION_COOKIE } from '@/lib/application/token'
import { TRACK_COOKIE } from '@/lib/claims/track-limits'
import { COMPLAINT_TRACK_COOKIE } from '@/lib/complaints/track-limits'
import { MY_SESSION_COOKIE } from '@/lib/my/rules'

import { COOKIES, VISITOR_COOKIE_NAMES } from './cookies'
import { LAWFUL_BASES, sayBasis } from './notice'
import { CALL_BACK_KEEP_DAYS, COMPLAINT_KEEP_YEARS, daysBefore, ENQUIRY_KEEP_MONTHS, MESSAGE_KEEP_DAYS, monthsBefore } from './periods'
import { enforcedRetention, sayDuration } from './retention'

describe('how long the website keeps data, as the privacy notice says it', () => {
  it('states the periods the clean-up jobs delete by', () => {
    const rows = enforcedRetention(7)
    const say = (what: RegExp) => rows.find((r) => what.test(r.what))?.howLong
    expect(say(/^An enquiry/)).toBe(`${ENQUIRY_KEEP_MONTHS} months after we last dealt with it, then deleted`)
    expect(say(/^A call-back/)).toBe(`${CALL_BACK_KEEP_DAYS} days after the time you chose, then deleted`)
    expect(say(/^A complaint/)).toBe(`${COMPLAINT_KEEP_YEARS} years after we resolved it, then deleted`)
    expect(say(/^An application/)).toBe(`${APPLICATION_LIFETIME_DAYS} days from when you started it, then deleted`)
    expect(say(/email or text message/)).toBe(`${MESSAGE_KEEP_DAYS} days after it was sent, then deleted`)
    expect(say(/claim document/)).toBe('24 hours, then deleted')
    expect(say(/looked up a claim/)).toBe('1 hour, then deleted')
    expect(say(/staff changed/)).toBe('7 years, then deleted')
    expect(enforcedRetention(1).find((r) => /staff changed/.test(r.what))?.howLong).toBe('1 year, then deleted')
  })

  it('says a duration as a person would', () => {
    expect(sayDuration(60 * 60 * 1000)).toBe('1 hour')
    expect(sayDuration(15 * 60 * 1000)).toBe('15 minutes')
    expect(sayDuration(60 * 1000)).toBe('1 minute')
    expect(sayDuration(47 * 60 * 60 * 1000)).toBe('47 hours')
    expect(sayDuration(3 * 24 * 60 * 60 * 1000)).toBe('3 days')
  })

  it('counts months and days back from now', () => {
    expect(monthsBefore(new Date('2026-11-26T10:00:00Z'), 24).toISOString()).toBe('2024-11-26T10:00:00.000Z')
    expect(daysBefore(new Date('2026-11-26T10:00:00Z'), 90).toISOString()).toBe('2026-08-28T10:00:00.000Z')
  })
})

describe('the cookie list', () => {
  it('names the cookies the features set, under the names they set them', () => {
    expect(VISITOR_COOKIE_NAMES).toEqual([SESSION_COOKIE, TRACK_COOKIE, COMPLAINT_TRACK_COOKIE, MY_SESSION_COOKIE])
    expect(new Set(COOKIES.map((c) => c.name)).size).toBe(COOKIES.length)
    for (const cookie of COOKIES) {
      expect(cookie.essential).toBe(true)
      for (const words of [cookie.purpose, cookie.setWhen, cookie.lasts]) expect(words).toMatch(/^[A-Z0-9].*\S$/)
    }
  })

  it('the shared cache in front of the site (deploy/nginx/nginx.conf) passes by every request carrying a personal one', () => {
    const conf = fs.readFileSync(path.join(process.cwd(), 'deploy/nginx/nginx.conf'), 'utf8')
    const map = /map \$http_cookie \$redwood_private \{[^}]*"~([^"]+)" 1;/.exec(conf)?.[1]
    expect(map, 'the private-cookie map').toBeDefined()
    const carries = (cookie: string) => new RegExp(map!).test(cookie)
    for (const { name, personal } of COOKIES) {
      for (const header of [`${name}=x`, `other=1; ${name}=x`]) expect(carries(header), `${header} (personal: ${personal})`).toBe(personal)
    }
    expect(carries('__Host-rl-myself=x'), 'a longer name is another cookie').toBe(false)
  })
})

describe('the lawful bases', () => {
  it('each has plain words, and an unknown value shows nothing', () => {
    for (const basis of LAWFUL_BASES) expect(sayBasis(basis.value)).toBe(basis.plain)
    expect(sayBasis('made-up')).toBeNull()
  })
})
