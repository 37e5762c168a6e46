import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import styles from '@/components/Application/Application.module.css'
import { Shell } from '@/components/Application/Shell'
import { StepForm } from '@/components/Application/StepForm.client'
import { fieldId } from '@/components/Application/parts'
import { ErrorSummary } from '@/components/ui/ErrorSummary.client'
import { CheckboxField, formStyles } from '@/components/ui/Field'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { describePrice } from '@/lib/application/describe'
import { applicationFor } from '@/lib/application/session.server'
import { allowedStep, applyPaths, isStepSlug, STEPS, stepNumber, type StepSlug } from '@/lib/application/steps'
import { healthQuestionsOf, loadSettings, planInfo, priceCover } from '@/lib/application/store.server'
import { looksLikeToken } from '@/lib/application/token'
import { answerField, beneficiaryField, checkCover, DECLARATION_TEXT, detailsField, displayDate, KEY_FACTS_ERROR, KEY_FACTS_FIELD, NDPA_CONSENT_TEXT, type Values } from '@/lib/application/validate'
import { env } from '@/lib/env'
import { paths } from '@/lib/paths'
import { kindOfProduct } from '@/lib/quote/kinds'
import { formatNaira } from '@/lib/quote/money'
import { tenureHint } from '@/lib/wording'
import type { Application } from '@/payload-types'

import { saveStep, submitApplication } from '../../actions'

type Props = { params: Promise<{ token: string; step: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { step } = await params
  const found = STEPS.find((s) => s.slug === step)
  // Without JavaScript the title must say there is a problem itself (the error summary adds it in the browser).
  const error = step === 'review' && (await searchParams).problem ? 'Error: ' : ''
  return { title: found ? `${error}Apply: ${found.title.toLowerCase()}` : 'Apply', robots: { index: false, follow: false } }
}

function aboutValues(app: Application): Values {
  return {
    firstName: app.firstName ?? '',
    lastName: app.lastName ?? '',
    dateOfBirth: displayDate(app.dateOfBirth),
    gender: app.gender ?? '',
    phone: app.phone ?? '',
    email: app.email ?? '',
    address: app.address ?? '',
    state: app.state ?? '',
    nin: app.nin ?? '',
    occupation: app.occupation ?? '',
  }
}

function quoteOf(app: Application): { term?: number | null; frequency?: string | null; amount?: number | null } {
  const q = app.fromQuote
  return q && typeof q === 'object' && !Array.isArray(q) ? (q as { term?: number | null; frequency?: string | null; amount?: number | null }) : {}
}

export default async function StepPage({ params, searchParams }: Props) {
  const { token, step } = await params
  if (!looksLikeToken(token) || !isStepSlug(step)) notFound()
  const { app, exists, payload } = await applicationFor(token)
  if (!app) redirect(exists ? applyPaths.resume(token) : applyPaths.resume(token))
  if (app.status !== 'in-progress') redirect(applyPaths.outcome(token))
  const allowed = allowedStep(step, app.stepsCompleted ?? 0)
  if (allowed !== step) redirect(applyPaths.step(token, allowed))

  const n = stepNumber(step)
  const back = n > 1 ? applyPaths.step(token, STEPS[n - 2]?.slug as StepSlug) : null
  const resumeUrl = `${env.serverUrl}${applyPaths.resume(token)}`
  const hidden = { token, step }
  const title = STEPS[n - 1]?.title ?? ''

  if (step === 'about-you') {
    // Started from a quote: the name and date of birth typed there are already filled in.
    const carried = (app.stepsCompleted ?? 0) === 0 && Boolean(app.firstName && app.dateOfBirth)
    const lead = carried ? (
      <p>
        We have filled in your name and date of birth from your quote ({app.firstName} {app.lastName}, born {displayDate(app.dateOfBirth)}). Check them, change
        them if they are wrong, and add the rest. All fields are required.
      </p>
    ) : undefined
    return (
      <Shell step={step} title={title} resumeUrl={resumeUrl} lead={lead}>
        <StepForm action={saveStep} kind="about-you" hidden={hidden} values={aboutValues(app)} submitLabel="Save and continue" />
      </Shell>
    )
  }

  if (step === 'cover') {
    const info = await planInfo(app.planCode)
    if (!info) {
      return (
        <Shell step={step} title={title} resumeUrl={resumeUrl}>
          <p role="alert">We couldn&rsquo;t reach our quote service. Your application is saved: please try again in a few minutes.</p>
        </Shell>
      )
    }
    const q = quoteOf(app)
    const entered = info.plan.amountField
    const amount = app.cover?.amountField ? (entered === 'sumAssured' ? app.cover.sumAssured : app.cover.premium) : q.amount
    const values: Values = {
      frequency: app.cover?.frequency ?? q.frequency ?? info.frequencies[0]?.value ?? '',
      term: String(app.cover?.term ?? q.term ?? info.plan.tenures[0] ?? ''),
      amount: typeof amount === 'number' ? amount.toLocaleString('en-NG', { maximumFractionDigits: 0 }) : '',
    }
    const amountLabel = entered === 'sumAssured' ? 'sum assured' : 'premium'
    let price: string | null = null
    const checked = checkCover(values, { frequencies: info.frequencies.map((f) => f.value), terms: info.plan.tenures, amountLabel })
    if (checked.ok && app.dateOfBirth) {
      const priced = await priceCover(info.plan, app.dateOfBirth, checked.value)
      if (priced.ok) price = describePrice(priced, checked.value.term, entered)
    }
    return (
      <Shell
        step={step}
        title={title}
        resumeUrl={resumeUrl}
        lead={<p>The {info.plan.name}, as you quoted it. Change anything you like: press “Update the price” to see the new price before you go on.</p>}
      >
        <StepForm
          action={saveStep}
          kind="cover"
          hidden={hidden}
          values={values}
          submitLabel="Save and continue"
          backHref={back}
          cover={{
            frequencies: info.frequencies,
            terms: info.plan.tenures,
            amountLabel,
            amountHint: entered === 'sumAssured' ? 'What the plan pays, in naira.' : 'What you pay each time, in naira.',
            termHint: tenureHint(info.plan.basis ? kindOfProduct(info.plan.basis.product) : null),
            price,
          }}
        />
      </Shell>
    )
  }

  if (step === 'beneficiaries') {
    const values: Values = {}
    ;(app.beneficiaries ?? []).forEach((b, i) => {
      values[beneficiaryField(i, 'name')] = b.name
      values[beneficiaryField(i, 'relationship')] = b.relationship
      values[beneficiaryField(i, 'share')] = String(b.share)
      values[beneficiaryField(i, 'phone')] = b.phone ?? ''
    })
    return (
      <Shell step={step} title={title} resumeUrl={resumeUrl} lead={<p>Who we pay if you die. Name up to five people; their shares must add up to 100%. Leave the rows you do not need empty.</p>}>
        <StepForm action={saveStep} kind="beneficiaries" hidden={hidden} values={values} submitLabel="Save and continue" backHref={back} />
      </Shell>
    )
  }

  if (step === 'health') {
    const questions = healthQuestionsOf(app, await loadSettings(payload))
    const values: Values = {}
    for (const a of app.healthAnswers ?? []) {
      if (!a.questionId) continue
      values[answerField(a.questionId)] = a.answer ?? ''
      values[detailsField(a.questionId)] = a.details ?? ''
    }
    return (
      <Shell
        step={step}
        title={title}
        resumeUrl={resumeUrl}
        lead={<p>A few questions about your health and way of life. A “yes” does not mean we refuse you: an underwriter may ask you a little more. Only our underwriters see these answers, and we never send them by email.</p>}
      >
        <StepForm action={saveStep} kind="health" hidden={hidden} values={values} questions={questions} submitLabel="Save and continue" backHref={back} />
      </Shell>
    )
  }

  if (step === 'consents') {
    const ticked = app.consentedAt ? 'on' : ''
    return (
      <Shell step={step} title={title} resumeUrl={resumeUrl} lead={<p>Please read these and tick both boxes.</p>}>
        <StepForm action={saveStep} kind="consents" hidden={hidden} values={{ ndpaConsent: ticked, declaration: ticked }} submitLabel="Save and continue" backHref={back} />
      </Shell>
    )
  }

  // Review and submit.
  const problem = (await searchParams).problem
  const c = app.cover
  const section = (heading: string, slug: StepSlug) => (
    <h2 className={styles.sectionHeading}>
      {heading}
      <a href={applyPaths.step(token, slug)}>
        Change<span className="visually-hidden"> {heading.toLowerCase()}</span>
      </a>
    </h2>
  )
  const row = (label: string, value: string) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
  return (
    <Shell step={step} title={title} resumeUrl={resumeUrl} lead={<p>Check your answers. You can change any of them before you submit.</p>}>
      {problem === 'price' ? (
        <ErrorSummary
          id="review-error-summary"
          items={[{ message: 'We couldn’t price your cover just now, so it was not submitted. Please try again in a few minutes.' }]}
          autoFocus
        />
      ) : null}
      {problem === 'key-facts' ? <ErrorSummary id="review-error-summary" items={[{ message: KEY_FACTS_ERROR, target: fieldId(KEY_FACTS_FIELD) }]} autoFocus /> : null}
      {section('About you', 'about-you')}
      <dl className={styles.review}>
        {row('Name', `${app.firstName ?? ''} ${app.lastName ?? ''}`)}
        {row('Date of birth', displayDate(app.dateOfBirth))}
        {row('Phone', app.phone ?? '')}
        {row('Email', app.email ?? '')}
        {row('Address', `${app.address ?? ''}, ${app.state ?? ''}`)}
        {row('NIN', app.nin ?? '')}
        {row('Occupation', app.occupation ?? '')}
      </dl>
      {section('Your cover', 'cover')}
      <dl className={styles.review}>
        {row('Plan', app.planName ?? app.planCode)}
        {row('Cover', typeof c?.sumAssured === 'number' ? formatNaira(c.sumAssured) : '')}
        {row('You pay', typeof c?.premium === 'number' ? `${formatNaira(c.premium)} ${(c.frequencyName ?? '').toLowerCase()}` : '')}
        {row('Term', c?.term ? `${c.term} years` : '')}
      </dl>
      {section('Beneficiaries', 'beneficiaries')}
      <dl className={styles.review}>{(app.beneficiaries ?? []).map((b) => row(b.name, `${b.relationship}, ${b.share}%`))}</dl>
      {section('Health and lifestyle', 'health')}
      <dl className={styles.review}>{(app.healthAnswers ?? []).map((h, i) => row(`${i + 1}. ${h.question ?? ''}`, h.answer === 'yes' ? `Yes: ${h.details ?? ''}` : 'No'))}</dl>
      {section('Consents', 'consents')}
      <ul>
        <li>{NDPA_CONSENT_TEXT}</li>
        <li>{DECLARATION_TEXT}</li>
      </ul>
      <h2 className={styles.sectionHeading}>Key facts</h2>
      <p>
        Before you submit, read the key facts of the {app.planName ?? app.planCode}: what it pays, what it does not cover, what happens if you stop paying,
        cancelling and claiming. <a href={paths.keyFacts(app.planCode)}>Read the key facts</a> or{' '}
        <a href={paths.keyFactsPdf(app.planCode)} download>
          download them as a PDF
        </a>
        .
      </p>
      {/* The box is checked on the server (a browser's own check may be off); `required` marks it for people. */}
      <form action={submitApplication} noValidate>
        <input type="hidden" name="token" value={token} />
        <CheckboxField
          id={fieldId(KEY_FACTS_FIELD)}
          name={KEY_FACTS_FIELD}
          label={`I have read the key facts of the ${app.planName ?? app.planCode}.`}
          error={problem === 'key-facts' ? KEY_FACTS_ERROR : undefined}
          required
        />
        <div className={formStyles.actions}>
          <SubmitButton pendingLabel="Submitting…">Submit my application</SubmitButton>
          {back ? (
            <a className={styles.back} href={back}>
              Back to the previous step
            </a>
          ) : null}
        </div>
      </form>
    </Shell>
  )
}
