/**
 * Every cookie the site can set, and when: the cookie notice (/cookies) shows this list, and the browser
 * test fails when a page sets a cookie that is not on it, or when a public page sets one just for being
 * visited. The names come from the modules that set the cookies, so a rename shows here.
 *
 * All are strictly necessary for something the person asked for (the NDPA needs no consent for those):
 * the public site sets no analytics, advertising or preference cookie and uses no browser storage. If a
 * non-essential cookie is ever added, it must first be asked for, with Accept and Decline of equal weight
 * (decision 036's successor will say how); `essential: false` exists so the test can refuse it until then.
 */
import { SESSION_COOKIE } from '@/lib/application/token'
import { TRACK_COOKIE, TRACK_PASS_SECONDS } from '@/lib/claims/track-limits'
import { COMPLAINT_PASS_SECONDS, COMPLAINT_TRACK_COOKIE } from '@/lib/complaints/track-limits'
import { MY_SESSION_COOKIE, SESSION_IDLE_MINUTES, SESSION_MAX_HOURS } from '@/lib/my/rules'

export type CookieUse = {
  name: string
  /** Who gets it: any visitor who uses the feature, or signed-in staff only. */
  who: 'visitors' | 'staff'
  /** What it does, in plain words. */
  purpose: string
  /** When it is set. */
  setWhen: string
  /** How long it lasts. */
  lasts: string
  /**
   * Whether it stands for one person (a session, a pass, a preview): a request that carries it is theirs
   * alone, so a shared cache in front of the site (deploy/nginx/nginx.conf) neither answers nor keeps it.
   */
  personal: boolean
  essential: true
}

const minutes = (seconds: number) => `${Math.round(seconds / 60)} minutes`

export const COOKIES: readonly CookieUse[] = [
  {
    name: SESSION_COOKIE,
    who: 'visitors',
    purpose: 'Keeps your application for a policy open in this browser, so nobody else can see it.',
    setWhen: 'When you start an application, or open it again from its link and give your date of birth.',
    lasts: 'Until you close the browser.',
    personal: true,
    essential: true,
  },
  {
    name: TRACK_COOKIE,
    who: 'visitors',
    purpose: 'Lets this browser see the claim you looked up, after you gave its reference and your phone number or email.',
    setWhen: 'When you look up a claim on the claim tracker.',
    lasts: minutes(TRACK_PASS_SECONDS),
    personal: true,
    essential: true,
  },
  {
    name: COMPLAINT_TRACK_COOKIE,
    who: 'visitors',
    purpose: 'Lets this browser see the complaint you looked up, after you gave its reference and your phone number.',
    setWhen: 'When you look up a complaint on the complaint tracker.',
    lasts: minutes(COMPLAINT_PASS_SECONDS),
    personal: true,
    essential: true,
  },
  {
    name: MY_SESSION_COOKIE,
    who: 'visitors',
    purpose: 'Keeps you signed in to My policies in this browser, so only you see your policies.',
    setWhen: 'When you sign in to My policies with the code we send you.',
    lasts: `Until you sign out, ${SESSION_IDLE_MINUTES} minutes without a page, or ${SESSION_MAX_HOURS} hours after you signed in.`,
    personal: true,
    essential: true,
  },
  {
    name: 'payload-token',
    who: 'staff',
    purpose: 'Keeps a member of staff signed in to the website’s admin.',
    setWhen: 'When staff sign in at /admin.',
    lasts: 'Until they sign out, or 2 hours without use.',
    personal: true,
    essential: true,
  },
  {
    name: 'payload-theme',
    who: 'staff',
    purpose: 'Remembers whether a member of staff chose the admin’s light or dark look.',
    setWhen: 'When staff choose a look in the admin.',
    lasts: '1 year.',
    personal: false,
    essential: true,
  },
  {
    name: 'payload-lng',
    who: 'staff',
    purpose: 'Remembers the admin’s language for a member of staff.',
    setWhen: 'When staff open the admin.',
    lasts: '1 year.',
    personal: false,
    essential: true,
  },
  {
    name: '__prerender_bypass',
    who: 'staff',
    purpose: 'Shows an editor the unpublished draft of a page they are previewing.',
    setWhen: 'When an editor opens a preview from the admin.',
    lasts: 'Until the browser is closed.',
    personal: true,
    essential: true,
  },
]

/** The names of the cookies a visitor may be given (not staff). */
export const VISITOR_COOKIE_NAMES: readonly string[] = COOKIES.filter((c) => c.who === 'visitors').map((c) => c.name)
