/**
 * The words of four claims-help pages in Nigerian Pidgin (/pcm): the claims questions, the claims promise,
 * the glossary and the claim forms page of ./claims, field by field and row by row, in the same order as
 * the English. Pictures, the promise's figure (a setting the site counts with), the glossary's terms and the
 * names of the forms and guides (English PDF documents) stay the English rows'.
 *
 * The same copy notation as the English: blank line = paragraph, "- " = bullet, [[Pidgin words|Term]] = a
 * link to the glossary entry Term, always written as the English term. Numbers, amounts, days, times, the
 * phone number, the email address, street addresses and names are the English ones; insurance words people
 * see on forms and in the glossary (claim, policy, beneficiary, claimant, sum assured, discharge voucher,
 * probate, …) stay in English inside the Pidgin sentence. Written for this demo and not yet reviewed by a
 * fluent speaker. claims-pidgin.test.ts checks it against the English.
 */
import { CALL_CENTRE, CLAIMS_EMAIL } from './claims'

export type PidginHeading = { text: string; accent: string }
export type PidginFaq = { question: string; answer: string }

type Meta = { title: string; description: string }

/** The questions' topics: the same English topic always gets the same Pidgin words. */
const topic = {
  beforeYouClaim: 'Before you make claim',
  documents: 'Di documents',
  payment: 'Di payment',
  ifSomethingGoesWrong: 'If something go wrong',
}

// ------------------------------------------------------------------ claims questions (/pcm/claims/faqs)

export const faqPageInPidgin: {
  heading: PidginHeading
  intro: string
  faqs: (PidginFaq & { topic: string })[]
  meta: Meta
} = {
  heading: { text: 'Questions about claims', accent: 'and di answers' },
  intro:
    'Straight answers to di questions wey families and policyholders dey ask us pass. You no see your own? Call us, we dey happy to help.',
  faqs: [
    {
      topic: topic.beforeYouClaim,
      question: 'Who fit make claim?',
      answer:
        'Di [[policyholder|Policyholder]] fit claim for maturity, surrender or health benefits. After person die, na di [[beneficiary|Beneficiary]] wey dem name for di policy go make di claim. If dem no name any beneficiary, di legal representative of di estate go claim with [[letters of administration|Letters of administration]] or [[probate|Probate]].',
    },
    {
      topic: topic.beforeYouClaim,
      question: 'After person die, how quick di family suppose tell una?',
      answer:
        'As soon as you feel say you fit. No deadline dey wey go cancel claim wey valid, but if you tell us early, we fit start to check di policy while you dey gather di documents.',
    },
    {
      topic: topic.beforeYouClaim,
      question: 'I need agent before I fit make claim?',
      answer: `No. Plenty people dey claim by demself with di forms wey dey dis website. Agent fit help, and our claims officers for ${CALL_CENTRE} fit help too, free of charge.`,
    },
    {
      topic: topic.documents,
      question: 'Which documents I need for death claim?',
      answer:
        'Usually, you go need:\n- di death claim form wey you don fill\n- certified copy of di [[death certificate|Death certificate]]\n- valid ID of each claimant (national ID card, international passport or driver’s licence)\n- recent bank statement, or letter from your bank wey confirm di account\n\nFor bigger claims, we fit also ask for medical report or police report. We go tell you from di start.',
    },
    {
      topic: topic.documents,
      question: 'Wetin we go do if we never get death certificate?',
      answer:
        'Still tell us, and we go open di claim. Burial permit or letter from di hospital fit start di process. We go need di [[death certificate|Death certificate]] before we pay.',
    },
    {
      topic: topic.documents,
      question: 'Una dey accept scan or photo of documents?',
      answer:
        'Yes, as long as dem clear and dem show di whole page. For claims wey pass ₦5,000,000.00, we go ask to see di original [[death certificate|Death certificate]] or court document, and we go return am di same day.',
    },
    {
      topic: topic.documents,
      question: 'Wetin be discharge voucher, and why I must sign am?',
      answer:
        'Di [[discharge voucher|Discharge voucher]] dey confirm di amount wey we go pay and di bank account wey di money go enter. When you sign am, e dey tell us say you agree, and we go pay as soon as we receive am.',
    },
    {
      topic: topic.payment,
      question: 'How long e go take before I collect di money?',
      answer:
        'We dey usually process claim inside 14 days after we collect [[complete application|Complete application]]. We dey pay by bank transfer, and di money dey normally enter di same day.',
    },
    {
      topic: topic.payment,
      question: 'How much una go pay?',
      answer:
        'For death claim, we go pay di [[sum assured|Sum assured]] plus any bonus, minus any premium wey dem never pay or any policy loan. For maturity claim, we go pay di maturity value wey dey your latest statement. Your discharge voucher go show di exact amount before you sign.',
    },
    {
      topic: topic.payment,
      question: 'Wetin go happen if dem never pay di premiums when di person die?',
      answer:
        'If di person die inside di 30-day [[grace period|Grace period]], di policy still dey in force dat time and we go pay di claim, minus di premium wey dem never pay. If di policy don [[lapse|Lapse]], call us: some policies still get value.',
    },
    {
      topic: topic.ifSomethingGoesWrong,
      question: 'Why una fit decline claim?',
      answer:
        'Most times, na because di thing wey happen na [[exclusion|Exclusion]] for di policy, or e happen inside [[waiting period|Waiting period]], or because dem no tell us important facts when dem take di policy. If we decline, we go explain why for writing.',
    },
    {
      topic: topic.ifSomethingGoesWrong,
      question: 'How I fit check how my claim dey go?',
      answer: `Call your claims officer direct, or call ${CALL_CENTRE} with your claim reference. You fit also email ${CLAIMS_EMAIL} and we go reply inside one working day.`,
    },
    {
      topic: topic.ifSomethingGoesWrong,
      question: 'Wetin I fit do if I no agree with decision?',
      answer: `Write to our Head of Claims for ${CLAIMS_EMAIL} and ask make dem review am. Different team go look am and reply inside 10 working days. If you still no happy, make complaint: our Complain page (di link dey beside dis questions and for di bottom of every page) go tell you how. If our final answer no settle di matter, you fit carry am go National Insurance Commission (NAICOM).`,
    },
  ],
  meta: {
    title: 'Questions and answers about claims',
    description:
      'Answers about who fit claim, which documents you need, how long payment dey take, and wetin to do if you no agree with decision.',
  },
}

// ------------------------------------------------------------------ claims promise (/pcm/claims/promise)

export const promisePageInPidgin: {
  heading: PidginHeading
  description: string
  processingPromise: { unit: string; statement: string }
  approach: { heading: string; body: string }
  whenYouClaim: { heading: string; body: string }
  commitmentsHeading: PidginHeading
  commitments: { title: string; body: string }[]
  meta: Meta
} = {
  heading: { text: 'Wetin we promise', accent: 'for claims' },
  description:
    'Claim na di time wey policy go do di work wey person buy am for. We dey make am quick, simple and fair as much as we fit, and we dey tell you wetin dey happen for every step.',
  processingPromise: {
    // Pidgin counts days with the English word, as the overview's "14 days" and the interface's "{n} days" do.
    unit: 'days',
    statement: 'We dey usually process claim inside 14 days after we collect complete application.',
  },
  approach: {
    heading: 'How we dey do am',
    body: 'We dey start from trust. If di policy cover your claim and di documents dey correct, we go pay am. We no dey find reason to say no.\n\nWe dey explain every step for simple language. If one word for form dey new to you, like [[probate|Probate]] or [[surrender value|Surrender value]], our glossary go explain am, and our claims officers go explain am too.\n\nWe dey ask for di documents wey we need, no more. We go tell you everything wey remain, all at di same time, so we no go dey send you go and come.',
  },
  whenYouClaim: {
    heading: 'When you make claim',
    body: 'Dis na wetin dey happen after you send us claim:\n- inside 2 working days, we go confirm say we don get am and give you di name and phone number of your claims officer\n- if something remain, we go tell you once, for writing, with di full list\n- once your [[application complete|Complete application]], we dey usually process am inside 14 days\n- you go sign di [[discharge voucher|Discharge voucher]] and di money go enter your bank account straight\n\nIf we no fit pay di whole claim or part of am, we go explain why for writing and tell you how to ask for review.',
  },
  commitmentsHeading: { text: 'Wetin we commit', accent: 'to do for you' },
  commitments: [
    {
      title: 'We dey answer quick',
      body: 'When you call our claims line, na person go answer you, Monday to Friday, 8:00am to 5:00pm. Email go get reply inside one working day.',
    },
    {
      title: 'One person go take care of you',
      body: 'One claims officer, wey we go tell you im name, go handle your claim from start to finish, so you no go ever need to explain your matter two times.',
    },
    {
      title: 'Simple language, every time',
      body: 'Our letters and forms dey use words wey people dey use every day. Where we no fit avoid legal word, we go explain am.',
    },
    {
      title: 'One list of wetin remain',
      body: 'If we need more from you, we go ask for everything for one message, no be one document after di other.',
    },
    {
      title: 'We dey pay straight enter your bank',
      body: 'Na only bank transfer we dey take pay, to account wey dey di name of di claimant. No cash, no cheque, no middleman.',
    },
    {
      title: 'We go explain every decision',
      body: 'If we decline claim, we go explain di reason for writing, show you di clause for di policy wey di decision stand on, and tell you how to ask for review.',
    },
  ],
  meta: {
    title: 'Wetin we promise for claims',
    description:
      'Wetin you go expect when you claim with Redwood Life: we dey usually process claim inside 14 days after we collect complete application.',
  },
}

// ------------------------------------------------------------------ glossary (/pcm/claims/glossary)

export const glossaryPageInPidgin: { heading: PidginHeading; intro: string; meta: Meta } = {
  heading: { text: 'Learn di words', accent: 'wey dem dey use for claims' },
  intro:
    'Insurance get im own words. Dis na wetin di ones for our forms and letters mean, for simple language. You no see one word? Ask us and we go explain am, and add am here.',
  meta: {
    title: 'Glossary of claims words',
    description: 'Wetin sum assured, beneficiary, discharge voucher, probate and other insurance words mean, for simple language.',
  },
}

/** Keyed by the English term, exactly as in glossaryEntries. */
export const glossaryMeaningsInPidgin: Record<string, string> = {
  'Sum assured':
    'Di amount wey di policy promise to pay when di thing wey dem insure happen, for example ₦5,000,000.00 when di person die. Your policy schedule dey show am.',
  Beneficiary:
    'Di person or di people wey di policyholder name to collect di money from one policy. Dem fit change beneficiary any time while di policy dey in force.',
  Premium: 'Di amount wey person dey pay to keep policy in force: every month, every three months, every six months, every year, or one time.',
  Policyholder:
    'Di person or company wey own di policy and dey pay di [[premiums|Premium]]. Many times, but no be every time, na di same person as di [[life assured|Life assured]].',
  'Life assured':
    'Di person wey dem cover im life. When di life assured die, we go pay di [[sum assured|Sum assured]] to di [[beneficiaries|Beneficiary]].',
  Maturity:
    'Di date wey savings or endowment policy go end as dem plan am. For dat date, we go pay di maturity value to di [[policyholder|Policyholder]].',
  'Surrender value':
    'Di amount wey we go pay if you end savings policy before im [[maturity|Maturity]] date. E dey usually less than di premiums wey you pay for di first years.',
  Claimant:
    'Di person wey dey make claim: di policyholder, one [[beneficiary|Beneficiary]], or di legal representative of person wey don die.',
  'Discharge voucher':
    'Short form wey di [[claimant|Claimant]] dey sign to confirm di amount wey we go pay and di account wey di money go enter. We go pay once we receive am signed.',
  'Death certificate':
    'Di official record of death wey di National Population Commission or hospital dey issue. Every death claim need certified copy of am.',
  'Letters of administration':
    'Court document wey appoint person to manage di estate of somebody wey die without will. We dey ask for am when dem no name any [[beneficiary|Beneficiary]].',
  Probate:
    'Court document wey confirm say will dey valid, and wey name di executors wey go manage di estate. When will dey, na im dey take di place of [[letters of administration|Letters of administration]].',
  'Grace period': 'Di 30 days after premium don due, wey di cover go still continue even though dem never pay di premium yet.',
  Lapse:
    'Policy dey lapse when dem still never pay di premiums after di [[grace period|Grace period]]. Cover go stop; you fit usually reinstate am inside two years.',
  Exclusion:
    'Something wey di policy no dey cover, like death by suicide for di first year. Your policy document get di list of every exclusion.',
  Rider: 'Extra benefit wey dem add to main policy for extra premium, for example critical illness cover or hospital cash.',
  'Waiting period':
    'Di time after policy start wey you no fit claim one particular benefit yet, like 90 days for critical illness.',
  'Critical illness':
    'Serious sickness wey di policy name, like cancer, stroke, heart attack or kidney failure. When doctor diagnose am, di policy go pay lump sum.',
  'Hospital cash benefit':
    'Fixed amount for every night wey you spend for hospital, for example ₦10,000.00 for one night, to help with di costs wey di hospital bill no dey show.',
  'Policy number':
    'Di reference wey belong to your policy alone, for example RLA/IND/2019/004512. E dey your policy schedule and your premium receipts.',
  'Complete application':
    'Claim form wey you don fill and sign, with every document wey we ask for. Our 14-day processing time dey start from di day wey e complete.',
  Reinstatement:
    'To bring policy wey don [[lapse|Lapse]] back into force, by paying di premiums wey you never pay and, sometimes, by confirming your health.',
}

// ------------------------------------------------------------------ claim forms (/pcm/claims/forms)

export const formsPageInPidgin: {
  heading: PidginHeading
  intro: string
  formsHeading: PidginHeading
  formsIntro: string
  guidesHeading: PidginHeading
  faqHeading: PidginHeading
  faqs: PidginFaq[]
  meta: Meta
} = {
  heading: { text: 'Di claim forms and', accent: 'di guides wey go help you' },
  intro:
    'Download di form for your claim, print am and fill am with black ink. For im last page, every form dey list di documents wey you go send with am.',
  formsHeading: { text: 'Di forms', accent: 'for claim' },
  formsIntro: `All di forms na PDF files wey you fit print. If you no fit print, email us for ${CLAIMS_EMAIL} and we go post di form or send am to you.`,
  guidesHeading: { text: 'Guides wey go', accent: 'show you how' },
  faqHeading: { text: 'Wetin people dey ask', accent: 'about di forms' },
  faqs: [
    {
      question: 'Which form I need?',
      answer: `- After person die: di death claim form\n- When savings plan end: di maturity claim form\n- To end plan early: di surrender request form\n- After doctor diagnose you or after you stay for hospital: di critical illness or hospital cash claim form\n\nYou no sure? Call ${CALL_CENTRE} and we go tell you.`,
    },
    {
      question: 'I fit fill di form for my phone?',
      answer: `We make di forms for printing. If you no fit print one, write di same details for email go ${CLAIMS_EMAIL} and attach photos of your documents. We go send you short form to sign later.`,
    },
    {
      question: 'Who suppose sign di form?',
      answer:
        'Di [[claimant|Claimant]] go sign. If di beneficiaries pass one, each of dem go sign, or give letter wey dem sign to authorise one of dem to act for all of dem.',
    },
    {
      question: 'Where I go send di form wey I don fill?',
      answer: `Email am with your documents go ${CLAIMS_EMAIL}, or bring am come 6th Floor, Civic Towers, Ozumba Mbadiwe Street, Victoria Island, Lagos, Monday to Friday, 8:00am to 5:00pm.`,
    },
  ],
  meta: {
    title: 'Claim forms and guides wey go help you',
    description:
      'Download Redwood Life claim forms (death, maturity, surrender, critical illness, hospital cash, change of beneficiary) and user guides wey explain am step by step.',
  },
}

/** Keyed by the form's English name, exactly as in claimForms. */
export const claimFormSummariesInPidgin: Record<string, string> = {
  'Death claim form': 'For di beneficiary or di family when di person wey life policy cover don die.',
  'Maturity claim form': 'For policyholders wey dia savings or endowment plan don reach im maturity date.',
  'Surrender request form': 'To end savings policy before im maturity date and collect im surrender value.',
  'Critical illness claim form': 'When doctor don diagnose you with sickness wey your policy or rider cover.',
  'Hospital cash claim form': 'To claim di daily hospital cash benefit for di nights wey you spend for hospital.',
  'Change of beneficiary form': 'To name new beneficiary, or to change how di beneficiaries go share di money.',
}

/** Keyed by the guide's English name, exactly as in userGuides. */
export const userGuideSummariesInPidgin: Record<string, string> = {
  'Death claims: a guide for families':
    'Wetin you go do, which documents you go gather and wetin go happen next, we explain am step by step.',
  'How to fill in a claim form': 'Guide wey go show you our claim forms box by box, with di mistakes wey dey delay claim pass.',
}
