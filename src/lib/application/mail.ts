/**
 * The mails an application sends, as plain text. Pure, so they are tested without a mail server.
 * None of them carries a health answer (special-category data stays in the CMS, for underwriters).
 */
import { APPLICATION_LIFETIME_DAYS } from '@/lib/application/lifetime'
import { workingDays, type Promises } from '@/lib/promises/words'
import { formatNaira, formatNairaExact } from '@/lib/quote/money'
import { lagosDayText } from '@/lib/text/lagos'

export type MailApplication = {
  id: number
  reference: string
  status: 'in-progress' | 'referred' | 'accepted'
  planName?: string | null
  planCode: string
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  phone?: string | null
  state?: string | null
  cover?: { frequencyName?: string | null; term?: number | null; sumAssured?: number | null; premium?: number | null } | null
  beneficiaries?: { name: string; relationship: string; share: number }[] | null
  paymentStatus?: string | null
}

export type ComposedMail = { subject: string; text: string }

function coverLines(a: MailApplication): string[] {
  const c = a.cover ?? {}
  return [
    `Plan: ${a.planName ?? a.planCode}`,
    ...(typeof c.sumAssured === 'number' ? [`Cover: ${formatNaira(c.sumAssured)}`] : []),
    ...(typeof c.premium === 'number' ? [`Premium: ${formatNaira(c.premium)} ${(c.frequencyName ?? '').toLowerCase()}`.trimEnd()] : []),
    ...(typeof c.term === 'number' ? [`Term: ${c.term} years`] : []),
  ]
}

const DECISION: Record<MailApplication['status'], string> = {
  'in-progress': 'Not submitted',
  referred: 'Referred to an underwriter',
  accepted: 'Accepted subject to the first premium',
}

/** To the new-business inbox: who applied and for what, with a link to the full record in the admin. */
export function composeNewBusinessMail(a: MailApplication, o: { adminUrl: string }): ComposedMail {
  const name = `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim()
  return {
    subject: `New application ${a.reference}: ${a.planName ?? a.planCode} (${DECISION[a.status].toLowerCase()})`,
    text: [
      `A new application came in from the website.`,
      '',
      `Reference: ${a.reference}`,
      `Decision: ${DECISION[a.status]}`,
      `Applicant: ${name}`,
      `Phone: ${a.phone ?? ''}`,
      `Email: ${a.email ?? ''}`,
      `State: ${a.state ?? ''}`,
      ...coverLines(a),
      `Beneficiaries: ${(a.beneficiaries ?? []).length}`,
      '',
      `Health answers and the full record (underwriters only for health): ${o.adminUrl}/admin/collections/applications/${a.id}`,
    ].join('\n'),
  }
}

/** To the applicant: the reference, a summary and what happens next. */
export function composeConfirmationMail(a: MailApplication, o: { phone: string; paymentByStaff: boolean; promises: Promises }): ComposedMail {
  const next =
    a.status === 'referred'
      ? [
          `An underwriter will look at your application and contact you within ${workingDays(o.promises.referralDays)}. They may ask a few more questions or for a report from your doctor.`,
          'You pay nothing until we confirm your cover and its price.',
        ]
      : o.paymentByStaff
        ? [`Your application is accepted subject to the first premium. A member of our team will call you within ${workingDays(o.promises.paymentCallDays)} to arrange it.`]
        : ['Your application is accepted subject to the first premium. Your cover starts once it is paid; if you have not paid yet, use the link on the page you applied from or call us.']
  return {
    subject: `Your Redwood Life application ${a.reference}`,
    text: [
      `Dear ${a.firstName ?? 'applicant'},`,
      '',
      `Thank you for applying. Your reference is ${a.reference}.`,
      '',
      ...coverLines(a),
      ...(a.beneficiaries && a.beneficiaries.length > 0 ? [`Beneficiaries: ${a.beneficiaries.map((b) => `${b.name} (${b.share}%)`).join(', ')}`] : []),
      '',
      ...next,
      '',
      `Questions? Call ${o.phone} and give your reference.`,
      '',
      'Redwood Life Assurance',
    ].join('\n'),
  }
}

/** The resume link, sent when the application is started. */
export function composeResumeMail(a: Pick<MailApplication, 'reference' | 'firstName'>, o: { url: string }): ComposedMail {
  return {
    subject: `Carry on with your Redwood Life application ${a.reference}`,
    text: [
      `Dear ${a.firstName ?? 'applicant'},`,
      '',
      'Your application is saved. To carry on where you stopped, on any device, open this link:',
      '',
      o.url,
      '',
      `We will ask for your date of birth before showing anything. The link works for ${APPLICATION_LIFETIME_DAYS} days; after that an unfinished application is deleted.`,
      '',
      'If you did not start an application with us, ignore this mail.',
      '',
      'Redwood Life Assurance',
    ].join('\n'),
  }
}

/** To the applicant once the first premium is paid: the cover starts. No health answer, no card details. */
export function composePaidMail(a: MailApplication, o: { phone: string; paidAt: string | null; amountKobo: number | null; promises: Promises }): ComposedMail {
  const paidOn = o.paidAt && !Number.isNaN(Date.parse(o.paidAt)) ? lagosDayText(o.paidAt) : null
  return {
    subject: `Your first premium is paid: Redwood Life application ${a.reference}`,
    text: [
      `Dear ${a.firstName ?? 'applicant'},`,
      '',
      `We have received your first premium${typeof o.amountKobo === 'number' ? ` of ${formatNairaExact(o.amountKobo / 100)}` : ''}${paidOn ? ` on ${paidOn}` : ''}. Thank you.`,
      `Your reference is ${a.reference}.`,
      '',
      ...coverLines(a),
      '',
      `Your cover has started. We will email your policy document within ${workingDays(o.promises.policyDocumentDays)}.`,
      '',
      `Questions? Call ${o.phone} and give your reference.`,
      '',
      'Redwood Life Assurance',
    ].join('\n'),
  }
}

/** The same news by SMS, short enough for one message. */
export function composePaidSms(a: Pick<MailApplication, 'reference'>, o: { phone: string; promises: Promises }): string {
  return `Redwood Life: your first premium for application ${a.reference} is paid and your cover has started. We will email your policy document within ${workingDays(o.promises.policyDocumentDays)}. Questions: ${o.phone}`
}

/** To the applicant when an underwriter accepts a referred application: what is covered and how to pay. */
export function composeAcceptedMail(a: MailApplication, o: { phone: string; paymentByStaff: boolean; siteUrl: string; promises: Promises }): ComposedMail {
  return {
    subject: `Your Redwood Life application ${a.reference} is accepted`,
    text: [
      `Dear ${a.firstName ?? 'applicant'},`,
      '',
      `Good news: our underwriter has looked at your application ${a.reference} and accepted it, subject to the first premium.`,
      '',
      ...coverLines(a),
      '',
      o.paymentByStaff
        ? `A member of our team will call you within ${workingDays(o.promises.paymentCallDays)} to arrange the first premium.`
        : `To pay the first premium, open the link in the email we sent when you started your application, confirm your date of birth, and choose "Pay" (or call us and we will help). Your cover starts once it is paid. ${o.siteUrl}`,
      '',
      `Questions? Call ${o.phone} and give your reference.`,
      '',
      'Redwood Life Assurance',
    ].join('\n'),
  }
}
