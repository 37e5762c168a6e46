/**
 * Demo content of the claims pages of the fictional Redwood Life Assurance. Text boxes use the claims
 * copy notation (src/components/Claims/copy.ts): blank line = paragraph, "- " = bullet,
 * [[Term]] or [[words|Term]] = a link to the glossary. Amounts are in Naira.
 */
import type { PdfDoc } from '../assets/pdf'
import type { IllustrationKind } from '../assets/illustrations'
import type { ClaimType } from '@/lib/claims/types'

export const CLAIMS_EMAIL = 'claims@redwoodlife.example'
export const CALL_CENTRE = '0700 733 9663'

type Faq = { question: string; answer: string }
type TopicFaq = Faq & { topic: string }

// ------------------------------------------------------------------ glossary

export const glossaryEntries: { term: string; meaning: string }[] = [
  {
    term: 'Sum assured',
    meaning:
      'The amount the policy promises to pay when the insured event happens, for example ₦5,000,000.00 on death. Your policy schedule shows it.',
  },
  {
    term: 'Beneficiary',
    meaning:
      'The person or people the policyholder named to receive the money from a policy. A beneficiary can be changed at any time while the policy is in force.',
  },
  {
    term: 'Premium',
    meaning: 'The amount paid to keep a policy in force, monthly, quarterly, every six months, yearly or once.',
  },
  {
    term: 'Policyholder',
    meaning:
      'The person or company that owns the policy and pays the [[premiums|Premium]]. Often, but not always, the same person as the [[Life assured]].',
  },
  {
    term: 'Life assured',
    meaning:
      'The person whose life is covered. When the life assured dies, the [[Sum assured]] is paid to the [[beneficiaries|Beneficiary]].',
  },
  {
    term: 'Maturity',
    meaning:
      'The date a savings or endowment policy ends as planned. On that date we pay the maturity value to the [[Policyholder]].',
  },
  {
    term: 'Surrender value',
    meaning:
      'The amount paid if you end a savings policy before its [[maturity|Maturity]] date. It is usually less than the premiums paid in the first years.',
  },
  {
    term: 'Claimant',
    meaning:
      'The person making a claim: the policyholder, a [[Beneficiary]], or the legal representative of someone who has died.',
  },
  {
    term: 'Discharge voucher',
    meaning:
      'A short form the [[Claimant]] signs to confirm the amount we will pay and the account it goes to. We pay once we receive it signed.',
  },
  {
    term: 'Death certificate',
    meaning:
      'The official record of a death issued by the National Population Commission or a hospital. A certified copy is needed for every death claim.',
  },
  {
    term: 'Letters of administration',
    meaning:
      'A court document that appoints someone to manage the estate of a person who died without a will. We ask for it when no [[Beneficiary]] was named.',
  },
  {
    term: 'Probate',
    meaning:
      'A court document that confirms a will is valid and names the executors who manage the estate. It takes the place of [[Letters of administration]] when there is a will.',
  },
  {
    term: 'Grace period',
    meaning:
      'The 30 days after a premium is due during which cover continues even though the premium has not yet been paid.',
  },
  {
    term: 'Lapse',
    meaning:
      'A policy lapses when premiums stay unpaid after the [[Grace period]]. Cover stops; you can usually reinstate it within two years.',
  },
  {
    term: 'Exclusion',
    meaning:
      'Something the policy does not cover, such as death by suicide in the first year. Every exclusion is listed in your policy document.',
  },
  {
    term: 'Rider',
    meaning:
      'An extra benefit added to a main policy for an additional premium, for example critical illness cover or hospital cash.',
  },
  {
    term: 'Waiting period',
    meaning:
      'The time after a policy starts during which a particular benefit cannot yet be claimed, such as 90 days for critical illness.',
  },
  {
    term: 'Critical illness',
    meaning:
      'A serious illness named in the policy, such as cancer, stroke, heart attack or kidney failure. Its diagnosis pays a lump sum.',
  },
  {
    term: 'Hospital cash benefit',
    meaning:
      'A fixed amount for each night spent in hospital, for example ₦10,000.00 a night, to help with costs the hospital bill does not show.',
  },
  {
    term: 'Policy number',
    meaning:
      'The unique reference of your policy, for example RLA/IND/2019/004512. It is on your policy schedule and premium receipts.',
  },
  {
    term: 'Complete application',
    meaning:
      'A claim form filled in and signed, with every document we asked for. Our 14-day processing time starts from the day it is complete.',
  },
  {
    term: 'Reinstatement',
    meaning:
      'Bringing a [[lapsed|Lapse]] policy back into force by paying the missing premiums and, sometimes, confirming your health.',
  },
]

// ------------------------------------------------------------------ claims overview (/claims)

export const overview = {
  heading: { text: 'Making a claim,', accent: 'made simple' },
  intro:
    'Whether you are claiming after the death of a loved one, because a plan has reached [[maturity|Maturity]], or because of an illness, we guide you through every step.\n\nClaims are usually processed within 14 days of receiving a [[complete application|Complete application]].',
  agent: {
    heading: { text: 'Claim with', accent: 'an agent' },
    intro:
      'Your agent or one of our claims officers can do most of the work for you. This is the easiest way to claim if you are not sure which form or documents you need.',
    steps: [
      {
        title: 'Tell us what happened',
        body: `Call ${CALL_CENTRE} or tell your agent. Give the [[policy number|Policy number]] if you have it. If not, the full name and date of birth of the [[Life assured]] is enough.`,
        kind: 'phone' as IllustrationKind,
      },
      {
        title: 'Your agent brings the forms',
        body: 'Your agent explains which form you need and which documents to gather, helps you fill it in and can collect everything from you.',
        kind: 'adviser' as IllustrationKind,
      },
      {
        title: 'We check your documents',
        body: 'We confirm we have your claim within 2 working days. If anything is missing, we tell you once, in writing, with the full list.',
        kind: 'document' as IllustrationKind,
      },
      {
        title: 'We pay into your account',
        body: 'You sign the [[Discharge voucher]] and we pay straight into your bank account, usually within 14 days of a complete application.',
        kind: 'savings' as IllustrationKind,
      },
    ],
  },
  selfSubmit: {
    heading: { text: 'Claim', accent: 'by yourself' },
    intro: 'Prefer to do it yourself? You need a claim form, the documents it lists and about 20 minutes.',
    formCard: {
      title: 'Download and fill in the form',
      body: 'Choose the form for your claim, print it and fill it in with black ink. Our user guides show you how, box by box.',
      linkLabel: 'Download a claim form',
    },
    sendCard: {
      title: 'Send it with your documents',
      body: `Email clear scans or photos to ${CLAIMS_EMAIL}, or bring them to our head office on Ozumba Mbadiwe Street, Victoria Island, Lagos.`,
      linkLabel: 'See what to send',
      phoneLinkLabel: 'Ask us to help you send it',
    },
  },
  promise: {
    heading: { text: 'Our claims', accent: 'promise' },
    description:
      'When you are grieving, unwell or waiting for money you are owed, you should not have to chase us. This is what we promise every claimant.',
    highlights: [
      { figure: '14 days', text: 'to process a complete claim, often sooner' },
      { figure: '2 working days', text: 'to confirm we have received your claim' },
      { figure: 'One person', text: 'looks after your claim from start to finish' },
    ],
    linkLabel: 'Read our claims promise',
  },
  faqHeading: { text: 'Common', accent: 'questions' },
  faqs: [
    {
      question: 'How long does a claim take?',
      answer:
        'Claims are usually processed within 14 days of receiving a [[complete application|Complete application]]. Most maturity claims are paid on the [[maturity|Maturity]] date itself when we already have your bank details.',
    },
    {
      question: 'Can I make a claim without an agent?',
      answer:
        'Yes. Download the form, fill it in and email it with your documents to claims@redwoodlife.example. You can also call us and a claims officer will guide you.',
    },
    {
      question: 'What documents do I need?',
      answer:
        'It depends on the claim. Each claim form has a checklist on its last page. For a death claim you will usually need:\n- a certified copy of the [[Death certificate]]\n- a valid ID of the [[Claimant]]\n- proof of your bank account, such as a recent statement',
    },
    {
      question: 'Does it cost anything to make a claim?',
      answer:
        'No. We never charge a fee to make a claim, and no agent or staff member may ask you for money to speed it up. If anyone does, please call us.',
    },
    {
      question: 'What if I cannot find the policy document?',
      answer:
        'You can still claim. Give us the full name and date of birth of the [[Life assured]] and we will find the policy. Just tell us on the claim form that the policy document is lost.',
    },
  ] satisfies Faq[],
  resourcesHeading: { text: 'Claims', accent: 'resources' },
  resources: {
    forms: {
      title: 'Claim forms and guides',
      body: 'Download the right form for your claim, with step-by-step user guides.',
    },
    faqs: {
      title: 'Questions and answers',
      body: 'Straight answers about documents, payment times and what to do if something goes wrong.',
    },
    glossary: {
      title: 'Glossary of claims terms',
      body: 'What "sum assured", "probate" and other insurance words mean, in plain English.',
    },
  },
  meta: {
    title: 'Make a claim',
    description:
      'How to make a life, maturity, surrender or health claim with Redwood Life Assurance. Claims are usually processed within 14 days of a complete application.',
  },
}

// ------------------------------------------------------------------ claims promise (/claims/promise)

export const promisePage = {
  heading: { text: 'Our claims', accent: 'promise' },
  description:
    'A claim is the moment a policy does what it was bought to do. We make it as quick, simple and fair as we can, and we tell you what is happening at every step.',
  processingPromise: {
    figure: '14',
    unit: 'days',
    statement: 'Claims are usually processed within 14 days of receiving a complete application.',
  },
  approach: {
    heading: 'Our Approach',
    body: 'We start from trust. If your claim is covered by the policy and the documents are in order, we pay it. We do not look for reasons to say no.\n\nWe explain every step in plain English. If a word on a form is new to you, such as [[Probate]] or [[Surrender value]], our glossary explains it, and so will our claims officers.\n\nWe ask for the documents we need, and no more. We tell you everything that is missing at once, so you are not sent back and forth.',
  },
  whenYouClaim: {
    heading: 'When you make a claim',
    body: 'This is what happens after you send us a claim:\n- within 2 working days, we confirm we have it and give you the name and phone number of your claims officer\n- if something is missing, we tell you once, in writing, with the full list\n- once your [[application is complete|Complete application]], we usually process it within 14 days\n- you sign the [[Discharge voucher]] and the money goes straight into your bank account\n\nIf we cannot pay all or part of a claim, we explain why in writing and tell you how to ask for a review.',
  },
  commitmentsHeading: { text: 'Our commitments', accent: 'to you' },
  commitments: [
    {
      title: 'We answer quickly',
      body: 'Calls to our claims line are answered by a person, Monday to Friday, 8:00am to 5:00pm. Emails get a reply within one working day.',
      kind: 'phone' as IllustrationKind,
    },
    {
      title: 'One person looks after you',
      body: 'A named claims officer handles your claim from start to finish, so you never have to explain your situation twice.',
      kind: 'support' as IllustrationKind,
    },
    {
      title: 'Plain English, always',
      body: 'Our letters and forms use everyday words. Where a legal term is unavoidable, we explain it.',
      kind: 'document' as IllustrationKind,
    },
    {
      title: 'One list of what is missing',
      body: 'If we need more from you, we ask for everything in one message, not one document at a time.',
      kind: 'calendar' as IllustrationKind,
    },
    {
      title: 'Paid straight to your bank',
      body: 'We pay by bank transfer only, to an account in the name of the claimant. No cash, no cheques, no middlemen.',
      kind: 'savings' as IllustrationKind,
    },
    {
      title: 'Every decision explained',
      body: 'If we decline a claim, we explain the reason in writing, show the clause of the policy it rests on, and tell you how to ask for a review.',
      kind: 'handshake' as IllustrationKind,
    },
  ],
  meta: {
    title: 'Our claims promise',
    description:
      'What to expect when you claim with Redwood Life: claims are usually processed within 14 days of receiving a complete application.',
  },
}

// ------------------------------------------------------------------ claims questions (/claims/faqs)

export const faqPage = {
  heading: { text: 'Claims questions', accent: 'and answers' },
  intro:
    'Straight answers to the questions families and policyholders ask us most. Can’t find yours? Call us, we are happy to help.',
  faqs: [
    {
      topic: 'Before you claim',
      question: 'Who can make a claim?',
      answer:
        'The [[Policyholder]] can claim for maturity, surrender or health benefits. After a death, the [[Beneficiary]] named on the policy makes the claim. If no beneficiary was named, the legal representative of the estate claims with [[Letters of administration]] or [[Probate]].',
    },
    {
      topic: 'Before you claim',
      question: 'How soon after a death should the family tell you?',
      answer:
        'As soon as you feel able to. There is no deadline that would cancel a valid claim, but telling us early means we can start checking the policy while you gather the documents.',
    },
    {
      topic: 'Before you claim',
      question: 'Do I need an agent to make a claim?',
      answer:
        'No. Many people claim by themselves using the forms on this website. An agent can help, and so can our claims officers on 0700 733 9663, at no cost.',
    },
    {
      topic: 'Documents',
      question: 'What documents do I need for a death claim?',
      answer:
        'Usually:\n- the completed death claim form\n- a certified copy of the [[Death certificate]]\n- a valid ID of each claimant (national ID card, international passport or driver’s licence)\n- a recent bank statement or a letter from your bank confirming the account\n\nFor larger claims we may also ask for a medical report or police report. We will tell you at the start.',
    },
    {
      topic: 'Documents',
      question: 'What if we do not have a death certificate yet?',
      answer:
        'Tell us anyway and we will open the claim. A burial permit or a letter from the hospital can start the process. We will need the [[Death certificate]] before we pay.',
    },
    {
      topic: 'Documents',
      question: 'Do you accept scans or photos of documents?',
      answer:
        'Yes, as long as they are clear and show the whole page. For claims above ₦5,000,000.00 we will ask to see the original [[Death certificate]] or court document, and we return it the same day.',
    },
    {
      topic: 'Documents',
      question: 'What is a discharge voucher and why must I sign it?',
      answer:
        'The [[Discharge voucher]] confirms the amount we will pay and the bank account it goes to. Signing it tells us you agree, and we pay as soon as we receive it.',
    },
    {
      topic: 'Payment',
      question: 'How long will it take to get paid?',
      answer:
        'Claims are usually processed within 14 days of receiving a [[complete application|Complete application]]. We pay by bank transfer, which normally arrives the same day.',
    },
    {
      topic: 'Payment',
      question: 'How much will be paid?',
      answer:
        'On a death claim we pay the [[Sum assured]] plus any bonuses, less any unpaid premiums or policy loans. On a maturity claim we pay the maturity value shown on your latest statement. Your discharge voucher shows the exact amount before you sign.',
    },
    {
      topic: 'Payment',
      question: 'What if premiums were not paid when the person died?',
      answer:
        'If the death happened within the 30-day [[Grace period]], the policy was still in force and we pay the claim, less the unpaid premium. If the policy had [[lapsed|Lapse]], call us: some policies still have value.',
    },
    {
      topic: 'If something goes wrong',
      question: 'Why might a claim be declined?',
      answer:
        'Most often because the event is an [[Exclusion]] in the policy, happened during a [[Waiting period]], or because important facts were not disclosed when the policy was taken out. If we decline, we explain why in writing.',
    },
    {
      topic: 'If something goes wrong',
      question: 'How can I check the progress of my claim?',
      answer:
        'Call your claims officer directly, or call 0700 733 9663 with your claim reference. You can also email claims@redwoodlife.example and we reply within one working day.',
    },
    {
      topic: 'If something goes wrong',
      question: 'What can I do if I disagree with a decision?',
      answer:
        'Write to our Head of Claims at claims@redwoodlife.example and ask for a review. A different team looks at it and replies within 10 working days. If you are still unhappy, make a complaint: our Complaints page (linked beside these questions and at the foot of every page) says how. If our final answer does not settle it, you can take it to the National Insurance Commission (NAICOM).',
    },
  ] satisfies TopicFaq[],
  meta: {
    title: 'Claims questions and answers',
    description:
      'Answers about who can claim, which documents you need, how long payment takes and what to do if you disagree with a decision.',
  },
}

// ------------------------------------------------------------------ claim forms (/claims/forms)

const checklistIntro = 'Send this form with the documents below. Scans or clear photos are fine.'
const signOff = `Send the completed form and documents to ${CLAIMS_EMAIL}, or bring them to 6th Floor, Civic Towers, Ozumba Mbadiwe Street, Victoria Island, Lagos. Questions? Call ${CALL_CENTRE}, Monday to Friday, 8:00am to 5:00pm.`
const bankFields = ['Bank name', 'Account number (10 digits)', 'Account name', 'Bank Verification Number (11 digits)']

export type SeedClaimForm = {
  name: string
  summary: string
  filename: string
  kind: IllustrationKind
  pdf: PdfDoc
}

export const claimForms: SeedClaimForm[] = [
  {
    name: 'Death claim form',
    summary: 'For the beneficiary or family when the person covered by a life policy has died.',
    filename: 'redwood-death-claim-form.pdf',
    kind: 'family',
    pdf: {
      title: 'Death claim form',
      subtitle: 'For beneficiaries and next of kin',
      sections: [
        {
          heading: 'Before you start',
          body: 'We are sorry for your loss. Use this form to claim the sum assured of a life policy. Fill it in with black ink, in capital letters. If you are not sure about an answer, leave it blank and we will call you.',
        },
        {
          heading: 'Documents to send',
          body: `${checklistIntro}\n- Certified copy of the death certificate\n- Valid ID of each claimant\n- Recent bank statement of the account to be paid\n- Letters of administration or probate, only if no beneficiary was named`,
        },
        { heading: 'Where to send it', body: signOff },
      ],
      form: {
        heading: 'Claim details',
        fields: [
          'Policy number',
          'Full name of the life assured',
          'Date of death',
          'Place of death',
          'Cause of death',
          'Claimant full name',
          'Relationship to the life assured',
          'Claimant phone number',
          'Claimant email address',
          ...bankFields,
          'Claimant signature and date',
        ],
      },
    },
  },
  {
    name: 'Maturity claim form',
    summary: 'For policyholders whose savings or endowment plan has reached its maturity date.',
    filename: 'redwood-maturity-claim-form.pdf',
    kind: 'growth',
    pdf: {
      title: 'Maturity claim form',
      subtitle: 'For savings and endowment plans',
      sections: [
        {
          heading: 'Before you start',
          body: 'Congratulations on reaching the end of your plan. Send this form up to 60 days before the maturity date and we will pay on the date itself.',
        },
        {
          heading: 'Documents to send',
          body: `${checklistIntro}\n- Valid ID of the policyholder\n- Recent bank statement of the account to be paid\n- The original policy document. If it is lost, say so on the form`,
        },
        { heading: 'Where to send it', body: signOff },
      ],
      form: {
        heading: 'Claim details',
        fields: [
          'Policy number',
          'Policyholder full name',
          'Maturity date',
          'Phone number',
          'Email address',
          ...bankFields,
          'Is the policy document lost?',
          'Policyholder signature and date',
        ],
      },
    },
  },
  {
    name: 'Surrender request form',
    summary: 'To end a savings policy before its maturity date and receive its surrender value.',
    filename: 'redwood-surrender-request-form.pdf',
    kind: 'document',
    pdf: {
      title: 'Surrender request form',
      subtitle: 'Ending a policy before its maturity date',
      sections: [
        {
          heading: 'Before you start',
          body: 'Ending a policy early stops your cover, and the surrender value is usually lower than the premiums paid in the first years. Call us first and we will tell you the current surrender value, and whether a partial withdrawal or a premium holiday would suit you better.',
        },
        {
          heading: 'Documents to send',
          body: `${checklistIntro}\n- Valid ID of the policyholder\n- Recent bank statement of the account to be paid\n- The original policy document. If it is lost, say so on the form`,
        },
        { heading: 'Where to send it', body: signOff },
      ],
      form: {
        heading: 'Request details',
        fields: [
          'Policy number',
          'Policyholder full name',
          'Reason for surrender (optional)',
          'Phone number',
          'Email address',
          ...bankFields,
          'Is the policy document lost?',
          'Policyholder signature and date',
        ],
      },
    },
  },
  {
    name: 'Critical illness claim form',
    summary: 'When you have been diagnosed with an illness your policy or rider covers.',
    filename: 'redwood-critical-illness-claim-form.pdf',
    kind: 'health',
    pdf: {
      title: 'Critical illness claim form',
      subtitle: 'Part A for the policyholder, Part B for the doctor',
      sections: [
        {
          heading: 'Before you start',
          body: 'Fill in Part A yourself. Ask the doctor treating you to fill in Part B, sign it and stamp it with the hospital stamp. The 90-day waiting period must have passed since the cover started.',
        },
        {
          heading: 'Documents to send',
          body: `${checklistIntro}\n- Medical report confirming the diagnosis\n- Test results the diagnosis is based on\n- Valid ID of the policyholder\n- Recent bank statement of the account to be paid`,
        },
        { heading: 'Where to send it', body: signOff },
      ],
      form: {
        heading: 'Part A: about you',
        fields: [
          'Policy number',
          'Full name of the life assured',
          'Illness diagnosed',
          'Date of diagnosis',
          'Name and address of hospital',
          'Phone number',
          ...bankFields,
          'Signature and date',
          'Part B: doctor’s name, registration number, signature and hospital stamp',
        ],
      },
    },
  },
  {
    name: 'Hospital cash claim form',
    summary: 'To claim the daily hospital cash benefit for nights you spent in hospital.',
    filename: 'redwood-hospital-cash-claim-form.pdf',
    kind: 'calendar',
    pdf: {
      title: 'Hospital cash claim form',
      subtitle: 'Daily benefit for nights in hospital',
      sections: [
        {
          heading: 'Before you start',
          body: 'The hospital cash benefit pays a fixed amount for each night in hospital, for example NGN 10,000.00 a night, up to the limit in your policy. Claim within 90 days of leaving hospital.',
        },
        {
          heading: 'Documents to send',
          body: `${checklistIntro}\n- Discharge summary from the hospital, showing the dates of admission and discharge\n- Valid ID of the policyholder\n- Recent bank statement of the account to be paid`,
        },
        { heading: 'Where to send it', body: signOff },
      ],
      form: {
        heading: 'Claim details',
        fields: [
          'Policy number',
          'Full name of the patient',
          'Name of hospital',
          'Date admitted',
          'Date discharged',
          'Reason for admission',
          ...bankFields,
          'Signature and date',
        ],
      },
    },
  },
  {
    name: 'Change of beneficiary form',
    summary: 'To name a new beneficiary or change how the money is shared between beneficiaries.',
    filename: 'redwood-change-of-beneficiary-form.pdf',
    kind: 'people',
    pdf: {
      title: 'Change of beneficiary form',
      subtitle: 'Naming who receives the money from your policy',
      sections: [
        {
          heading: 'Before you start',
          body: 'Only the policyholder can change the beneficiaries. The new list replaces the old one completely, so include everyone you want to benefit. Shares must add up to 100%.',
        },
        {
          heading: 'Documents to send',
          body: `${checklistIntro}\n- Valid ID of the policyholder\n- For a beneficiary under 18: the name of an adult trustee`,
        },
        { heading: 'Where to send it', body: signOff },
      ],
      form: {
        heading: 'New beneficiaries',
        fields: [
          'Policy number',
          'Policyholder full name',
          'Beneficiary 1: full name, relationship, date of birth, share (%)',
          'Beneficiary 2: full name, relationship, date of birth, share (%)',
          'Beneficiary 3: full name, relationship, date of birth, share (%)',
          'Trustee for beneficiaries under 18',
          'Policyholder signature and date',
          'Witness name, signature and date',
        ],
      },
    },
  },
]

/** Documents each kind of claim needs (the claim forms page and the online claim form show these). */
export const claimChecklists: { claimType: ClaimType; documents: { name: string; note?: string }[] }[] = [
  {
    claimType: 'death',
    documents: [
      { name: 'Certified copy of the death certificate' },
      { name: 'Valid ID of each claimant' },
      { name: 'Recent bank statement of the account to be paid' },
      { name: 'Letters of administration or probate', note: 'only if no beneficiary was named' },
    ],
  },
  {
    claimType: 'funeral',
    documents: [
      { name: 'Certified copy of the death certificate' },
      { name: 'Valid ID of the claimant' },
      { name: 'Recent bank statement of the account to be paid' },
    ],
  },
  {
    claimType: 'hospital-cash',
    documents: [
      { name: 'Discharge summary from the hospital', note: 'showing the dates of admission and discharge' },
      { name: 'Valid ID of the policyholder' },
      { name: 'Recent bank statement of the account to be paid' },
    ],
  },
  {
    claimType: 'surgery',
    documents: [
      { name: 'Surgeon’s report', note: 'naming the operation and its date' },
      { name: 'Hospital invoice or discharge summary' },
      { name: 'Valid ID of the policyholder' },
      { name: 'Recent bank statement of the account to be paid' },
    ],
  },
  {
    claimType: 'critical-illness',
    documents: [
      { name: 'Medical report confirming the diagnosis' },
      { name: 'Test results the diagnosis is based on' },
      { name: 'Valid ID of the policyholder' },
      { name: 'Recent bank statement of the account to be paid' },
    ],
  },
  {
    claimType: 'disability',
    documents: [
      { name: 'Medical report confirming the disability is permanent' },
      { name: 'Valid ID of the policyholder' },
      { name: 'Recent bank statement of the account to be paid' },
    ],
  },
  {
    claimType: 'maturity',
    documents: [
      { name: 'Valid ID of the policyholder' },
      { name: 'Recent bank statement of the account to be paid' },
      { name: 'The original policy document', note: 'if it is lost, say so' },
    ],
  },
  {
    claimType: 'surrender',
    documents: [
      { name: 'Valid ID of the policyholder' },
      { name: 'Recent bank statement of the account to be paid' },
      { name: 'The original policy document', note: 'if it is lost, say so' },
    ],
  },
]

export type SeedGuide = { name: string; summary: string; filename: string; pdf: PdfDoc }

export const userGuides: SeedGuide[] = [
  {
    name: 'Death claims: a guide for families',
    summary: 'What to do, which documents to gather and what happens next, explained step by step.',
    filename: 'redwood-guide-death-claims.pdf',
    pdf: {
      title: 'Death claims: a guide for families',
      subtitle: 'User guide',
      sections: [
        {
          heading: '1. Tell us',
          body: `Call ${CALL_CENTRE} or email ${CLAIMS_EMAIL}. You do not need the policy number: the full name and date of birth of the person who died are enough for us to find the policy.`,
        },
        {
          heading: '2. Gather the documents',
          body: '- The completed death claim form\n- A certified copy of the death certificate\n- A valid ID of each claimant\n- A recent bank statement of the account to be paid\n- If no beneficiary was named: letters of administration or probate',
        },
        {
          heading: '3. We check and confirm',
          body: 'Within 2 working days we confirm we have your claim and give you the name of your claims officer. If something is missing, we tell you once, with the full list.',
        },
        {
          heading: '4. Sign and get paid',
          body: 'We send you a discharge voucher showing the amount, for example NGN 5,000,000.00 sum assured less any unpaid premiums. Sign and return it, and we pay by bank transfer. Claims are usually processed within 14 days of receiving a complete application.',
        },
      ],
    },
  },
  {
    name: 'How to fill in a claim form',
    summary: 'A box-by-box guide to our claim forms, with the mistakes that most often delay a claim.',
    filename: 'redwood-guide-filling-in-claim-forms.pdf',
    pdf: {
      title: 'How to fill in a claim form',
      subtitle: 'User guide',
      sections: [
        {
          heading: 'General tips',
          body: '- Use black ink and capital letters\n- Write the policy number exactly as it appears on your policy schedule, for example RLA/IND/2019/004512\n- Give a phone number you answer during the day\n- Sign and date every page that asks for a signature',
        },
        {
          heading: 'Bank details',
          body: 'The account must be in the name of the claimant. Check the 10-digit account number twice: a wrong digit is the most common reason a payment is delayed.',
        },
        {
          heading: 'Mistakes that delay a claim',
          body: '- A missing signature or date\n- A name on the form that differs from the name on the ID\n- A photo of a document that cuts off the edges\n- A bank statement older than three months',
        },
        {
          heading: 'Sending the form',
          body: signOff,
        },
      ],
    },
  },
]

export const formsPage = {
  heading: { text: 'Claim forms and', accent: 'user guides' },
  intro:
    'Download the form for your claim, print it and fill it in with black ink. Every form lists the documents to send with it on its last page.',
  formsHeading: { text: 'Claim', accent: 'forms' },
  formsIntro:
    'All forms are PDF files you can print. If you cannot print, email us at claims@redwoodlife.example and we will post or send a form to you.',
  guidesHeading: { text: 'User', accent: 'guides' },
  faqHeading: { text: 'Questions about', accent: 'the forms' },
  faqs: [
    {
      question: 'Which form do I need?',
      answer:
        '- After a death: the death claim form\n- When a savings plan ends: the maturity claim form\n- To end a plan early: the surrender request form\n- After a diagnosis or a hospital stay: the critical illness or hospital cash claim form\n\nNot sure? Call 0700 733 9663 and we will tell you.',
    },
    {
      question: 'Can I fill in the form on my phone?',
      answer:
        'The forms are made for printing. If you cannot print one, write the same details in an email to claims@redwoodlife.example and attach photos of your documents. We will send you a short form to sign later.',
    },
    {
      question: 'Who should sign the form?',
      answer:
        'The [[Claimant]] signs. If there are several beneficiaries, each one signs, or gives a signed letter authorising one of them to act for all.',
    },
    {
      question: 'Where do I send the completed form?',
      answer:
        'Email it with your documents to claims@redwoodlife.example, or bring it to 6th Floor, Civic Towers, Ozumba Mbadiwe Street, Victoria Island, Lagos, Monday to Friday, 8:00am to 5:00pm.',
    },
  ] satisfies Faq[],
  meta: {
    title: 'Claim forms and user guides',
    description:
      'Download Redwood Life claim forms (death, maturity, surrender, critical illness, hospital cash, change of beneficiary) and step-by-step user guides.',
  },
}

export const glossaryPage = {
  heading: { text: 'Learn the terms', accent: 'in claims' },
  intro:
    'Insurance has its own words. Here is what the ones on our forms and letters mean, in plain English. Can’t find a word? Ask us and we will explain it, and add it here.',
  meta: {
    title: 'Glossary of claims terms',
    description: 'What sum assured, beneficiary, discharge voucher, probate and other insurance terms mean, in plain English.',
  },
}
