/**
 * Demo products of the fictional Redwood Life Assurance: categories with their landing content,
 * products with their page content, and the Corporate page. Plain English; amounts in Naira.
 */
import type { IllustrationKind } from '../assets/illustrations'

export type SeedHeading = { text: string; accent: string }
export type SeedMarketing = {
  eyebrow?: string
  heading: SeedHeading
  paragraphA: string
  paragraphB?: string
  /** Shown beside the text; sections with an image alternate sides. */
  illustration?: IllustrationKind
}
export type SeedBenefit = { title: string; text: string; illustration: IllustrationKind }
export type SeedFaq = { question: string; answer: string }
export type SeedBenefits = { heading: SeedHeading; intro: string; cards: SeedBenefit[] }

export type SeedCategory = {
  slug: string
  name: string
  kind: 'individual' | 'corporate'
  order: number
  blurb: string
  heading: SeedHeading
  description: string
  illustration: IllustrationKind
  plansHeading?: string
  marketing: SeedMarketing[]
  benefits?: SeedBenefits
  faqs: SeedFaq[]
  meta?: { title: string; description: string }
}

export type SeedProduct = {
  slug: string
  category: string
  title: string
  summary: string
  heading: SeedHeading
  description: string
  illustration: IllustrationKind
  marketing: SeedMarketing[]
  benefits: SeedBenefits
  faqs: SeedFaq[]
}

/** Answers most products share, in the words we use everywhere. */
const coolingOff: SeedFaq = {
  question: 'Can I change my mind after I buy?',
  answer:
    'Yes. You have 30 days from the day you receive your policy document to cancel it. We refund every premium you have paid, less the cost of any medical test we arranged.',
}
const howToPay: SeedFaq = {
  question: 'How can I pay my premium?',
  answer:
    'By direct debit from your bank account, by card or bank transfer on our online payment page, or through your employer’s payroll. You can pay monthly, quarterly, every six months or once a year.',
}
const missedPayment: SeedFaq = {
  question: 'What happens if I miss a payment?',
  answer:
    'You have 30 days of grace to pay, and you stay covered during that time. If you still cannot pay, call us on 0700 733 9663 before the grace period ends: we can often lower your cover or pause your savings instead of ending the policy.',
}

export const categories: SeedCategory[] = [
  {
    slug: 'medical',
    name: 'Medical',
    kind: 'individual',
    order: 1,
    blurb: 'Hospital bills and critical illness',
    heading: { text: 'Care for your health,', accent: 'without the worry' },
    description:
      'Medical plans that pay towards hospital stays, surgery and serious illness, so you can focus on getting better.',
    illustration: 'health',
    plansHeading: 'Our medical plans',
    marketing: [
      {
        eyebrow: 'Why medical cover',
        heading: { text: 'Illness costs more than', accent: 'the hospital bill' },
        paragraphA:
          'When you are ill, the bills do not stop at the hospital. There is transport, medicine, the income you lose while you rest, and often a relative who has to stay home to look after you.',
        paragraphB:
          'Our medical plans pay you in cash, straight into your bank account. You decide what the money is for, and you can claim alongside your HMO or NHIA cover.',
        illustration: 'support',
      },
      {
        heading: { text: 'Simple to claim,', accent: 'quick to pay' },
        paragraphA:
          'Send us the hospital’s discharge summary or your specialist’s report, with a copy of your ID. For a complete claim, we pay within 14 days; most are paid within a week.',
        illustration: 'document',
      },
    ],
    benefits: {
      heading: { text: 'What our medical plans', accent: 'have in common' },
      intro: 'Whichever plan you choose, these promises come with it.',
      cards: [
        { title: 'Cash paid to you', text: 'We pay you, not the hospital, so you choose how to spend it.', illustration: 'savings' },
        { title: 'Works with your HMO', text: 'Claim from us even when your HMO or NHIA plan has paid too.', illustration: 'handshake' },
        { title: 'Paid within 14 days', text: 'Once we have the documents we need, we pay within 14 days.', illustration: 'clock' },
        { title: 'Priced for your age', text: 'Each plan shows its price for an example, and its quote form gives yours. Change your cover each year.', illustration: 'calendar' },
      ],
    },
    faqs: [
      {
        question: 'Is this the same as health insurance from an HMO?',
        answer:
          'No. An HMO pays your hospital for treatment. Our medical plans pay a sum of money to you, which you can use for anything, including costs your HMO does not cover. Many of our customers have both.',
      },
      {
        question: 'Do I need a medical examination?',
        answer:
          'Usually not. You answer a few health questions when you apply. For larger amounts of cover, or if you have had a serious illness before, we may ask you to visit one of our partner clinics for a free check-up.',
      },
      {
        question: 'Are illnesses I already have covered?',
        answer:
          'Conditions you knew about before you applied are not covered for the first two years. Tell us about them when you apply: we will explain exactly what is and is not covered before you pay anything.',
      },
      {
        question: 'Who can buy a medical plan?',
        answer: 'Anyone aged 18 to 60 who lives in Nigeria. You can keep your cover until your 70th birthday.',
      },
    ],
    meta: {
      title: 'Medical insurance plans',
      description:
        'Hospital cash, critical illness and surgery plans from Redwood Life: cash paid to you within 14 days of a complete claim.',
    },
  },
  {
    slug: 'life',
    name: 'Life',
    kind: 'individual',
    order: 2,
    blurb: 'Protect the people who depend on you',
    heading: { text: 'Protect what', accent: 'matters most' },
    description:
      'Life plans that pay a sum of money to your family if you die, and savings plans that pay you back at the end of the term.',
    illustration: 'shield',
    plansHeading: 'Our life plans',
    marketing: [
      {
        eyebrow: 'Why life cover',
        heading: { text: 'If they depend on you,', accent: 'plan for them' },
        paragraphA:
          'Life insurance pays a sum of money, called the sum assured, to the people you choose if you die. It can clear the rent, keep the children in school and give your family time to adjust.',
        paragraphB:
          'Some of our plans also save for you: if you are alive at the end of the term, the money comes back to you with any bonuses we have added.',
        illustration: 'family',
      },
      {
        heading: { text: 'Cover that', accent: 'moves with you' },
        paragraphA:
          'Marriage, a new baby, a mortgage: when life changes, you can raise your cover without starting again. Call us, or ask your adviser, and we will send you the new price before anything changes.',
        illustration: 'growth',
      },
    ],
    benefits: {
      heading: { text: 'Why families choose', accent: 'Redwood Life' },
      intro: 'More than 250,000 Nigerians trust us to look after the people they love.',
      cards: [
        { title: 'Claims paid in 14 days', text: 'Complete death claims are paid to your family within 14 days.', illustration: 'clock' },
        { title: 'You choose who gets paid', text: 'Name up to five beneficiaries and how the money is shared.', illustration: 'people' },
        { title: 'Prices that stay put', text: 'Your premium is fixed when you start and does not rise with age.', illustration: 'shield' },
        { title: 'Advice in plain English', text: 'Our advisers explain every plan without jargon, in person or by phone.', illustration: 'adviser' },
      ],
    },
    faqs: [
      {
        question: 'How much life cover do I need?',
        answer:
          'A common rule is ten times your yearly income, plus any debts such as a loan or mortgage. Our advisers can work it out with you, free of charge.',
      },
      {
        question: 'What is a beneficiary?',
        answer:
          'The person, or people, who receive the money if you die. You name them when you apply and you can change them at any time by writing to us.',
      },
      {
        question: 'What is the difference between term and whole life cover?',
        answer:
          'Term cover protects you for a set number of years and pays nothing if you are alive at the end. Whole life cover lasts all your life, so it always pays out, and it costs more.',
      },
      { ...coolingOff },
    ],
    meta: {
      title: 'Life insurance and savings plans',
      description:
        'Term life, endowment savings and whole life plans from Redwood Life: protect your family and save with a guarantee.',
    },
  },
  {
    slug: 'family',
    name: 'Family',
    kind: 'individual',
    order: 3,
    blurb: 'Cover for your whole household',
    heading: { text: 'One plan for', accent: 'the whole family' },
    description:
      'Family plans cover you, your spouse and your children under one policy, with help for funeral costs and school fees.',
    illustration: 'family',
    plansHeading: 'Our family plans',
    marketing: [
      {
        eyebrow: 'Why family cover',
        heading: { text: 'Everyone under', accent: 'one roof, one policy' },
        paragraphA:
          'A family plan covers the people you live with on one policy, with one premium and one date to remember. Adding a new baby or a spouse is a phone call, not a new application.',
        paragraphB:
          'When the worst happens, the last thing a family needs is paperwork. We keep it short, and we pay funeral claims within 48 hours.',
        illustration: 'home',
      },
      {
        heading: { text: 'Support that', accent: 'arrives on time' },
        paragraphA:
          'Burial costs in Nigeria often have to be met within days. Our funeral cover pays quickly so that your family can say goodbye properly, without borrowing.',
        illustration: 'support',
      },
    ],
    benefits: {
      heading: { text: 'Made for', accent: 'Nigerian families' },
      intro: 'Cover that fits the way families live, including parents and in-laws.',
      cards: [
        { title: 'Up to nine people', text: 'You and up to eight others: your spouse, children, parents and parents-in-law, on one plan.', illustration: 'family' },
        { title: 'Funeral cash in 48 hours', text: 'We pay funeral benefits within 48 hours of a death certificate.', illustration: 'clock' },
        { title: 'One simple premium', text: 'One payment a month for the whole household.', illustration: 'savings' },
        { title: 'No medical for most', text: 'Most family members are accepted without a medical examination.', illustration: 'health' },
      ],
    },
    faqs: [
      {
        question: 'Who counts as family?',
        answer:
          'You, one spouse, your children under 21 (or under 25 if they are in full-time education) and, on some plans, your parents and parents-in-law.',
      },
      {
        question: 'Can I add a new baby?',
        answer:
          'Yes. Send us a copy of the birth certificate within 90 days of the birth and we add your baby from the day they were born, with no extra questions.',
      },
      {
        question: 'What if my spouse and I both die?',
        answer:
          'Both benefits are paid to the guardian or trustee you have named for your children. We help you name one when you apply.',
      },
      { ...missedPayment },
    ],
    meta: {
      title: 'Family insurance plans',
      description:
        'Family protection, funeral expense and family income plans from Redwood Life: one policy for your whole household.',
    },
  },
  {
    slug: 'education',
    name: 'Education',
    kind: 'individual',
    order: 4,
    blurb: 'Save for school fees with a guarantee',
    heading: { text: "Your child's education,", accent: 'guaranteed' },
    description:
      'Education plans build a fund for school and university fees, and keep paying in if something happens to you.',
    illustration: 'education',
    plansHeading: 'Our education plans',
    marketing: [
      {
        eyebrow: 'Why save with us',
        heading: { text: 'School fees rise', accent: 'every year' },
        paragraphA:
          'A good secondary school in Lagos can cost more than ₦1,500,000 a year, and fees rise faster than most salaries. Starting early, even with a small amount, makes the biggest difference.',
        paragraphB:
          'Our education plans turn regular savings into a guaranteed fund, paid when your child needs it: at the start of secondary school, university, or both.',
        illustration: 'savings',
      },
      {
        heading: { text: 'The promise', accent: 'outlives the parent' },
        paragraphA:
          'If the parent paying for the plan dies or becomes permanently disabled, we pay every remaining premium ourselves. The fund still grows and your child still receives it in full.',
        illustration: 'shield',
      },
    ],
    benefits: {
      heading: { text: 'What every education plan', accent: 'gives you' },
      intro: 'Save at your own pace, with the fund guaranteed from day one.',
      cards: [
        { title: 'A guaranteed fund', text: 'You know from the start exactly how much your child will receive.', illustration: 'savings' },
        { title: 'Premiums paid for you', text: 'If you die or are disabled, we keep paying in until the plan ends.', illustration: 'umbrella' },
        { title: 'Paid when fees are due', text: 'Choose payouts timed for secondary school, university, or both.', illustration: 'calendar' },
        { title: 'Bonuses on top', text: 'Each year we may add a bonus from our investment returns.', illustration: 'growth' },
      ],
    },
    faqs: [
      {
        question: 'How early should I start?',
        answer:
          'As early as you can. A plan started when your child is born gives 18 years of saving for university, so each monthly payment can be much smaller than a plan started at age 10.',
      },
      {
        question: 'Can the money be paid straight to the school?',
        answer: 'Yes. Tell us the school’s account details when the payment is due and we pay the school directly.',
      },
      {
        question: 'Can I take money out early?',
        answer:
          'After three full years of payments you can take out part of the fund or stop the plan and receive its cash value. The cash value may be less than you paid in during the early years.',
      },
      {
        question: 'Which children can be covered?',
        answer: 'Any child aged 0 to 15 whose parent or legal guardian pays for the plan. The parent must be aged 18 to 55.',
      },
    ],
    meta: {
      title: 'Education savings plans',
      description:
        'Education savings, Scholar Guard and University Fund plans from Redwood Life: school fees saved with a guarantee.',
    },
  },
  {
    slug: 'corporate',
    name: 'Corporate',
    kind: 'corporate',
    order: 5,
    blurb: 'Group cover for employers',
    heading: { text: 'Cover your people,', accent: 'grow your business' },
    description:
      'Group life, credit life and employee benefit schemes that meet the Pension Reform Act and keep your staff protected.',
    illustration: 'city',
    marketing: [],
    faqs: [],
  },
]

export const products: SeedProduct[] = [
  // ─── Medical ───────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'hospital-cash-plan',
    category: 'medical',
    title: 'Hospital Cash Plan',
    summary: 'A daily cash payment for every night you spend in hospital, from ₦10,000 a night.',
    heading: { text: 'Cash for every night', accent: 'in hospital' },
    description:
      'Hospital Cash pays you a fixed amount for every night you stay in hospital, up to 90 nights a year. Spend it on bills, transport or lost income.',
    illustration: 'health',
    marketing: [
      {
        eyebrow: 'How it works',
        heading: { text: 'A night in hospital,', accent: 'a payment to you' },
        paragraphA:
          'Choose a daily amount between ₦10,000 and ₦50,000. For every night you spend in a registered hospital, we pay that amount into your bank account, up to 90 nights in a year.',
        paragraphB: 'Stays in intensive care are paid at double the daily amount.',
        illustration: 'savings',
      },
      {
        heading: { text: 'For the costs', accent: 'no one talks about' },
        paragraphA:
          'Transport for visitors, food, a relative’s lost wages, medicines the hospital does not supply: Hospital Cash is there for the costs that add up around a stay in hospital.',
      },
    ],
    benefits: {
      heading: { text: 'What Hospital Cash', accent: 'gives you' },
      intro: 'Simple cover with no paperwork until you need it.',
      cards: [
        { title: '₦10,000 to ₦50,000 a night', text: 'You choose the daily amount when you apply.', illustration: 'savings' },
        { title: 'Double for intensive care', text: 'Nights in intensive care are paid at twice your daily amount.', illustration: 'health' },
        { title: 'Up to 90 nights a year', text: 'The count starts again on each policy anniversary.', illustration: 'calendar' },
      ],
    },
    faqs: [
      {
        question: 'Which hospitals count?',
        answer:
          'Any hospital registered with the state ministry of health or the Federal Ministry of Health, in Nigeria or abroad. Stays in traditional healing homes are not covered.',
      },
      {
        question: 'Is there a waiting period?',
        answer:
          'Accidents are covered from the first day. For illness, cover starts 30 days after your policy begins. Childbirth is covered after 12 months.',
      },
      {
        question: 'What do I send to claim?',
        answer:
          'The completed claim form, the hospital’s discharge summary showing the dates of your stay, and a copy of your ID. You can upload them or send them by post.',
      },
      {
        question: 'How much does it cost?',
        answer:
          'For {sumAssured} a night over {term} years, a healthy {age}-year-old pays {premium}. Use the quote form on this page to see your own price.',
      },
      { ...coolingOff },
    ],
  },
  {
    slug: 'critical-illness-plan',
    category: 'medical',
    title: 'Critical Illness Plan',
    summary: 'A lump sum of up to ₦20,000,000 if you are diagnosed with one of 25 serious illnesses.',
    heading: { text: 'A lump sum when', accent: 'you need it most' },
    description:
      'If you are diagnosed with cancer, a heart attack, stroke, kidney failure or one of 21 other listed illnesses, we pay the full sum assured.',
    illustration: 'health',
    marketing: [
      {
        eyebrow: 'Why critical illness cover',
        heading: { text: 'Recovery takes', accent: 'time and money' },
        paragraphA:
          'A serious illness can keep you from work for months. Treatment abroad, a change of diet, help at home: the costs mount just as your income stops.',
        paragraphB:
          'Critical Illness pays one tax-free lump sum when you are diagnosed, so you can focus on treatment instead of bills.',
        illustration: 'support',
      },
      {
        heading: { text: 'Twenty-five illnesses,', accent: 'clearly listed' },
        paragraphA:
          'Your policy lists each illness and what a diagnosis must show, in plain English. If you are unsure whether something is covered, call us before you claim and we will tell you.',
        illustration: 'document',
      },
    ],
    benefits: {
      heading: { text: 'What Critical Illness', accent: 'gives you' },
      intro: 'One payment, paid once, for you to use as you need. {example}',
      cards: [
        { title: 'Up to ₦20,000,000', text: 'Choose cover from ₦2,000,000 to ₦20,000,000.', illustration: 'savings' },
        { title: '25 illnesses covered', text: 'Including cancer, heart attack, stroke and kidney failure.', illustration: 'health' },
        { title: 'Child cover included', text: 'Your children are covered for 25% of your sum assured at no extra cost.', illustration: 'family' },
        { title: 'A second opinion', text: 'Free review of your diagnosis by a specialist panel.', illustration: 'adviser' },
      ],
    },
    faqs: [
      {
        question: 'Which illnesses are covered?',
        answer:
          'Twenty-five, including cancer, heart attack, stroke, kidney failure, major organ transplant, paralysis, blindness and multiple sclerosis. The full list is in the policy summary you receive with your quote.',
      },
      {
        question: 'Is there a waiting period?',
        answer:
          'Yes. Illnesses first diagnosed in the first 90 days of the policy are not covered, and you must survive for 14 days after the diagnosis for us to pay.',
      },
      {
        question: 'Does the policy end after a claim?',
        answer: 'Yes. We pay the full sum assured once and the policy then ends. Child cover continues for free until the end of the term.',
      },
      { ...howToPay },
      { ...coolingOff },
    ],
  },
  {
    slug: 'surgery-support-plan',
    category: 'medical',
    title: 'Surgery Support Plan',
    summary: 'Pays towards the cost of planned and emergency surgery at over 300 partner hospitals.',
    heading: { text: 'Surgery costs,', accent: 'shared with you' },
    description:
      'Surgery Support pays up to ₦3,000,000 a year towards operations, with direct settlement at partner hospitals in every state.',
    illustration: 'health',
    marketing: [
      {
        eyebrow: 'How it works',
        heading: { text: 'Pay less', accent: 'at the hospital' },
        paragraphA:
          'At one of our 300 partner hospitals, show your Redwood Life card and we settle the surgery bill directly, up to your yearly limit. At any other registered hospital, pay and claim it back.',
        paragraphB: 'Each operation is paid according to a published table, from ₦150,000 for minor surgery to ₦3,000,000 for major surgery.',
        illustration: 'city',
      },
      {
        heading: { text: 'Planned or', accent: 'emergency' },
        paragraphA:
          'Both are covered. For planned surgery, ask us for a pre-approval letter before you book, so you know exactly what we will pay.',
      },
    ],
    benefits: {
      heading: { text: 'What Surgery Support', accent: 'gives you' },
      intro: 'Help with the biggest medical bills, without waiting for a refund. {example}',
      cards: [
        { title: 'Up to ₦3,000,000 a year', text: 'For one or more operations in each policy year.', illustration: 'savings' },
        { title: '300 partner hospitals', text: 'Bills settled directly in every state of the federation.', illustration: 'city' },
        { title: 'Pre-approval in 48 hours', text: 'Know what we will pay before a planned operation.', illustration: 'clock' },
      ],
    },
    faqs: [
      {
        question: 'How do I find a partner hospital?',
        answer: 'Call us on 0700 733 9663 or ask your adviser for the list for your state. It is updated every quarter.',
      },
      {
        question: 'Is cosmetic surgery covered?',
        answer: 'No, unless it repairs damage from an accident or from surgery for a covered illness.',
      },
      {
        question: 'Is there a waiting period?',
        answer: 'Emergency surgery after an accident is covered from the first day. Other surgery is covered after 90 days.',
      },
      { ...missedPayment },
    ],
  },

  // ─── Life ──────────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'term-life-plan',
    category: 'life',
    title: 'Term Life Plan',
    summary: 'Affordable cover that pays your family a lump sum if you die during the term.',
    heading: { text: 'Peace of mind', accent: 'at a low cost' },
    description:
      'Choose cover from ₦1,000,000 to ₦100,000,000 for {terms}. If you die during the term, your family receives the full amount.',
    illustration: 'shield',
    marketing: [
      {
        eyebrow: 'Why term life',
        heading: { text: 'The most cover', accent: 'for your money' },
        paragraphA:
          'Term Life is pure protection: no savings, no investment, just a promise to pay your family if you die during the term. That is why it costs less than any other life plan.',
        paragraphB: 'A healthy {age}-year-old can have {sumAssured} of cover for {term} years for {premium}.',
        illustration: 'savings',
      },
      {
        heading: { text: 'Match the term to', accent: 'your responsibilities' },
        paragraphA:
          'Choose a term that lasts until your youngest child finishes university, or until your mortgage is paid off. When the term ends, so does the premium.',
        illustration: 'family',
      },
    ],
    benefits: {
      heading: { text: 'What Term Life', accent: 'gives you' },
      intro: 'Straightforward protection for the years your family needs it most.',
      cards: [
        { title: '₦1,000,000 to ₦100,000,000', text: 'Choose the amount your family would need.', illustration: 'savings' },
        { title: 'Terms of {terms}', text: 'Cover that ends when your responsibilities do.', illustration: 'calendar' },
        { title: 'Terminal illness paid early', text: 'If you have less than 12 months to live, we pay you the sum assured.', illustration: 'health' },
        { title: 'Fixed premiums', text: 'Your premium never rises during the term.', illustration: 'shield' },
      ],
    },
    faqs: [
      {
        question: 'What happens at the end of the term?',
        answer:
          'The cover stops and nothing is paid, because Term Life has no savings part. If you still need cover, you can start a new plan; customers under 60 need no medical for the same amount.',
      },
      {
        question: 'Who can apply?',
        answer: 'Anyone aged {ages} living in Nigeria. The term must end by the time you are {endAge}.',
      },
      {
        question: 'Is suicide covered?',
        answer: 'Not in the first year of the policy. After the first year, every cause of death is covered.',
      },
      { ...howToPay },
      { ...missedPayment },
      { ...coolingOff },
    ],
  },
  {
    slug: 'endowment-savings-plan',
    category: 'life',
    title: 'Endowment Savings Plan',
    summary: 'Save regularly and receive a guaranteed sum at the end of the term, with life cover included.',
    heading: { text: 'Save with', accent: 'a guarantee' },
    description:
      'Pay a regular premium and receive a guaranteed sum assured at the end of the term. If you die before then, your family receives it at once.',
    illustration: 'growth',
    marketing: [
      {
        eyebrow: 'How it works',
        heading: { text: 'Savings and cover', accent: 'in one plan' },
        paragraphA:
          'Choose the amount you want to receive and a term of {terms}. We work out your regular premium. At the end of the term you receive the sum assured plus any bonuses we have added.',
        paragraphB: 'If you die during the term, your family receives the full sum assured straight away, not just what you had saved.',
        illustration: 'savings',
      },
      {
        heading: { text: 'For the things', accent: 'you are planning' },
        paragraphA:
          'Building a house, starting a business, a comfortable retirement: an endowment gives you a fixed date and a fixed amount to plan around.',
        illustration: 'home',
      },
    ],
    benefits: {
      heading: { text: 'What Endowment Savings', accent: 'gives you' },
      intro: 'A disciplined way to save, with your family protected along the way. {example}',
      cards: [
        { title: 'A guaranteed sum', text: 'You know from day one the least you will receive.', illustration: 'savings' },
        { title: 'Yearly bonuses', text: 'We may add bonuses from our investment returns each year.', illustration: 'growth' },
        { title: 'Family protected', text: 'The full sum assured is paid at once if you die during the term.', illustration: 'family' },
        { title: 'Loans against your plan', text: 'After three years, borrow up to 80% of the cash value.', illustration: 'handshake' },
      ],
    },
    faqs: [
      {
        question: 'How much will I receive?',
        answer:
          'At least the sum assured you choose, for example ₦5,000,000. Any yearly bonuses we declare are added on top and cannot be taken away once added.',
      },
      {
        question: 'What if I need the money early?',
        answer:
          'After three full years you can borrow up to 80% of the cash value, or stop the plan and take the cash value. Stopping early usually returns less than you paid in.',
      },
      {
        question: 'Is the payout taxed?',
        answer: 'Under current Nigerian tax law, life assurance payouts to you or your family are free of personal income tax.',
      },
      { ...howToPay },
      { ...coolingOff },
    ],
  },
  {
    slug: 'whole-life-legacy-plan',
    category: 'life',
    title: 'Whole Life Legacy Plan',
    summary: 'Lifelong cover that leaves a tax-efficient gift for the people you love.',
    heading: { text: 'Leave a legacy', accent: 'that lasts' },
    description:
      'Whole Life Legacy covers you for life. You pay premiums for the years you choose, ending by age {endAge}, and the sum assured is paid to your beneficiaries whenever you die.',
    illustration: 'home',
    marketing: [
      {
        eyebrow: 'Why whole life',
        heading: { text: 'A promise', accent: 'for life' },
        paragraphA:
          'Unlike term cover, Whole Life Legacy never runs out. Whenever you die, at 50 or at 95, the sum assured is paid to the people you have chosen.',
        paragraphB: 'You stop paying premiums by age {endAge} at the latest, but your cover continues for the rest of your life.',
        illustration: 'retirement',
      },
      {
        heading: { text: 'Plan your', accent: 'estate with care' },
        paragraphA:
          'The payout can settle estate costs, provide for a spouse, or share wealth fairly between children. Write the policy in trust and the money goes straight to your beneficiaries, outside your will.',
        illustration: 'document',
      },
    ],
    benefits: {
      heading: { text: 'What Whole Life Legacy', accent: 'gives you' },
      intro: 'Certainty for you and a gift for the people you love. {example}',
      cards: [
        { title: 'Cover that never ends', text: 'The sum assured is paid whenever you die.', illustration: 'shield' },
        { title: 'Premiums stop by {endAge}', text: 'Your cover carries on with nothing more to pay.', illustration: 'retirement' },
        { title: 'Written in trust', text: 'Payouts can go straight to your beneficiaries, outside your estate.', illustration: 'document' },
      ],
    },
    faqs: [
      {
        question: 'Who is this plan for?',
        answer:
          'People aged {ages} who want to leave a certain sum to their family, pay estate costs or give to a cause they care about.',
      },
      {
        question: 'What does writing a policy in trust mean?',
        answer:
          'You name trustees who receive the payout and pass it to your beneficiaries. The money does not wait for your will to be proved, which can take months. We provide the trust form free.',
      },
      {
        question: 'Can I cash in the policy?',
        answer: 'Yes. After five years the policy builds a cash value you can take if you stop it. The cash value is shown on your yearly statement.',
      },
      { ...missedPayment },
    ],
  },

  {
    slug: 'retirement-income-plan',
    category: 'life',
    title: 'Retirement Income Plan',
    summary: 'Turn your retirement savings into an income paid every month for the rest of your life.',
    heading: { text: 'An income', accent: 'for life' },
    description:
      'Use a lump sum, such as the balance of your retirement savings account, to buy an income paid into your bank account every month for as long as you live.',
    illustration: 'retirement',
    marketing: [
      {
        eyebrow: 'How it works',
        heading: { text: 'One payment,', accent: 'a monthly income' },
        paragraphA:
          'You pay us once, when you retire. From the next month we pay you a fixed income at the end of every month, for life, however long you live.',
        paragraphB:
          'Choose a guarantee period of {terms}. If you die within it, the payments carry on to your family until it ends.',
        illustration: 'calendar',
      },
      {
        heading: { text: 'Buy it with your', accent: 'retirement savings' },
        paragraphA:
          'Under the Contributory Pension Scheme, you can use the balance of your retirement savings account to buy a life annuity from a licensed insurer. Your pension fund administrator pays us directly.',
        illustration: 'document',
      },
    ],
    benefits: {
      heading: { text: 'What Retirement Income', accent: 'gives you' },
      intro: 'Certainty in retirement, however long it lasts. {example}',
      cards: [
        { title: 'Paid for life', text: 'The income never runs out, however long you live.', illustration: 'retirement' },
        { title: 'Guaranteed period', text: 'Payments continue to your family to the end of the guarantee period.', illustration: 'family' },
        { title: 'Fixed from day one', text: 'You know your monthly income before you pay.', illustration: 'savings' },
      ],
    },
    faqs: [
      {
        question: 'Can I take some of my savings as cash?',
        answer:
          'Yes. Your pension fund administrator can pay part of your balance to you as a lump sum, as the pension rules allow, and the rest buys the annuity.',
      },
      {
        question: 'What happens when I die?',
        answer:
          'If you die within the guarantee period, we keep paying your family the same monthly income until the period ends. After it, the payments stop.',
      },
      {
        question: 'Does the income change over the years?',
        answer:
          'No. The monthly income is fixed when you buy the plan and is paid at the same amount for the rest of your life, so you always know what will arrive.',
      },
      { ...coolingOff },
    ],
  },

  // ─── Family ────────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'family-protection-plan',
    category: 'family',
    title: 'Family Protection Plan',
    summary: 'Covers you, your spouse and up to four children under one simple policy.',
    heading: { text: 'Everyone you love,', accent: 'one policy' },
    description:
      'Family Protection pays a lump sum if you or your spouse dies, and a smaller benefit for each child, with one monthly premium.',
    illustration: 'family',
    marketing: [
      {
        eyebrow: 'How it works',
        heading: { text: 'One premium,', accent: 'the whole household' },
        paragraphA:
          'Choose cover of ₦2,000,000 to ₦25,000,000 for you and your spouse. Each child is covered for 20% of that amount, up to four children, at no extra cost.',
        paragraphB: 'If either parent dies, we pay the full amount and waive the rest of the premiums: the other parent stays covered for free.',
        illustration: 'home',
      },
      {
        heading: { text: 'Grows with', accent: 'your family' },
        paragraphA: 'New baby? Add them within 90 days of birth with just a birth certificate. No new application, no medical questions.',
      },
    ],
    benefits: {
      heading: { text: 'What Family Protection', accent: 'gives you' },
      intro: 'Cover for everyone, without a policy for each person.',
      cards: [
        { title: 'Both parents covered', text: 'The full sum assured if either parent dies.', illustration: 'people' },
        { title: 'Children included', text: 'Up to four children at 20% of the sum assured each.', illustration: 'family' },
        { title: 'Premiums waived', text: 'After a claim, the surviving parent pays nothing more.', illustration: 'umbrella' },
        { title: 'One premium for the household', text: '{example}', illustration: 'savings' },
      ],
    },
    faqs: [
      {
        question: 'Do we both need to apply?',
        answer: 'One of you applies and answers health questions for both adults. Children are covered without questions.',
      },
      {
        question: 'What if we have a fifth child?',
        answer: 'Call us: we can add a fifth or sixth child for a small extra premium.',
      },
      {
        question: 'What happens if we separate?',
        answer: 'Either of you can take over the policy, or we can split it into two policies at the same price without new health questions.',
      },
      { ...howToPay },
      { ...coolingOff },
    ],
  },
  {
    slug: 'funeral-expense-plan',
    category: 'family',
    title: 'Funeral Expense Plan',
    summary: 'Pays funeral costs within 48 hours, so your family can grieve without money worries.',
    heading: { text: 'Support when', accent: 'it is needed quickly' },
    description:
      'We pay up to ₦2,000,000 within 48 hours of receiving a death certificate, for you and up to eight family members.',
    illustration: 'people',
    marketing: [
      {
        eyebrow: 'Why funeral cover',
        heading: { text: 'Dignity,', accent: 'without debt' },
        paragraphA:
          'A funeral can cost ₦1,000,000 or more, and the money is needed within days. Funeral Expense pays quickly so your family does not have to borrow or sell property.',
        paragraphB: 'Choose cover from ₦250,000 to ₦2,000,000 for each person on the plan.',
        illustration: 'support',
      },
      {
        heading: { text: 'Parents and', accent: 'in-laws too' },
        paragraphA:
          'Add your parents and your spouse’s parents up to age 75 when you apply. Many families find this the most valued part of the plan.',
        illustration: 'people',
      },
    ],
    benefits: {
      heading: { text: 'What Funeral Expense', accent: 'gives you' },
      intro: 'Fast, simple help when a family needs it most. {example}',
      cards: [
        { title: 'Paid within 48 hours', text: 'Of receiving the death certificate and claim form.', illustration: 'clock' },
        { title: 'Up to nine people', text: 'You and up to eight family members on one plan.', illustration: 'family' },
        { title: 'No medical examination', text: 'Everyone is accepted; illness is covered after six months.', illustration: 'health' },
      ],
    },
    faqs: [
      {
        question: 'When does cover start?',
        answer: 'Accidental death is covered from the first day. Death from illness is covered after six months of premiums.',
      },
      {
        question: 'Who can receive the money?',
        answer: 'You name a person to receive it for each family member. If you die, the person you named for yourself receives it.',
      },
      {
        question: 'What do we need to claim?',
        answer: 'The claim form, a copy of the death certificate or a letter from the hospital, and the claimant’s ID and bank details.',
      },
      { ...missedPayment },
    ],
  },
  {
    slug: 'family-income-plan',
    category: 'family',
    title: 'Family Income Plan',
    summary: 'Replaces your monthly income for your family for up to 10 years if you die.',
    heading: { text: 'Keep the household', accent: 'running' },
    description:
      'Instead of one lump sum, Family Income pays your family a monthly income until the end of the term, so bills and rent stay paid.',
    illustration: 'home',
    marketing: [
      {
        eyebrow: 'How it works',
        heading: { text: 'An income,', accent: 'not a lump sum' },
        paragraphA:
          'Choose a monthly amount from ₦100,000 to ₦1,500,000 and a term of up to 10 years. If you die during the term, your family receives that amount every month until the term ends.',
        paragraphB: 'A monthly income is easier to manage than one large payment, and it is harder for others to ask for.',
        illustration: 'calendar',
      },
      {
        heading: { text: 'Priced for', accent: 'young families' },
        paragraphA:
          'Because the amount we might pay falls as the term runs, Family Income costs less than a lump-sum plan with the same monthly value.',
      },
    ],
    benefits: {
      heading: { text: 'What Family Income', accent: 'gives you' },
      intro: 'A steady income for the people who rely on yours. {example}',
      cards: [
        { title: 'Monthly payments', text: 'An income of ₦100,000 to ₦1,500,000 a month.', illustration: 'calendar' },
        { title: 'Rises with inflation', text: 'Choose yearly increases of 5% or 10% to keep pace with prices.', illustration: 'growth' },
        { title: 'Option to take a lump sum', text: 'Your family can swap the remaining payments for one sum.', illustration: 'savings' },
      ],
    },
    faqs: [
      {
        question: 'How long will my family be paid?',
        answer: 'From the month after a claim until the end of the term you chose. The earlier in the term, the more months are paid.',
      },
      {
        question: 'Can my family take the money at once?',
        answer: 'Yes. They can ask for the remaining payments as one lump sum, reduced slightly because it is paid early.',
      },
      {
        question: 'Who can apply?',
        answer: 'Anyone aged 18 to 55. The term must end before your 65th birthday.',
      },
      { ...coolingOff },
    ],
  },

  // ─── Education ─────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'education-savings-plan',
    category: 'education',
    title: 'Education Savings Plan',
    summary: 'Build a guaranteed fund for secondary school and university fees.',
    heading: { text: 'Plan for', accent: 'every school year' },
    description:
      'Save monthly, quarterly or yearly and receive a guaranteed sum when your child starts secondary school or university.',
    illustration: 'education',
    marketing: [
      {
        eyebrow: 'How it works',
        heading: { text: 'Save now,', accent: 'pay fees later' },
        paragraphA:
          'Choose the amount you want for your child’s education, from ₦1,000,000 to ₦30,000,000, and when you want it paid. We work out the premium. The fund is guaranteed from the first payment.',
        paragraphB: 'Bonuses we add each year increase the fund and cannot be taken away.',
        illustration: 'savings',
      },
      {
        heading: { text: 'Split the payout', accent: 'your way' },
        paragraphA:
          'Take the fund in one payment, or split it: for example 40% at the start of secondary school and 60% at the start of university.',
        illustration: 'calendar',
      },
    ],
    benefits: {
      heading: { text: 'What Education Savings', accent: 'gives you' },
      intro: 'A clear plan for school fees, whatever happens. {example}',
      cards: [
        { title: 'Guaranteed fund', text: 'From ₦1,000,000 to ₦30,000,000.', illustration: 'savings' },
        { title: 'Flexible payouts', text: 'One payment, or split between school stages.', illustration: 'calendar' },
        { title: 'Life cover for the parent', text: 'If you die, the full fund is paid at once.', illustration: 'shield' },
      ],
    },
    faqs: [
      {
        question: 'What if I die before the plan ends?',
        answer: 'We pay the full guaranteed fund at once to your child’s guardian or trustee, and the plan ends.',
      },
      {
        question: 'Can I pay more when I can afford it?',
        answer: 'Yes. Top-ups of ₦50,000 or more are added to the fund and increase the final payout.',
      },
      {
        question: 'Can I change the payout dates?',
        answer: 'Yes, once a year, as long as the new date is at least 12 months away.',
      },
      { ...howToPay },
      { ...coolingOff },
    ],
  },
  {
    slug: 'scholar-guard-plan',
    category: 'education',
    title: 'Scholar Guard Plan',
    summary: 'If a parent dies, we pay the remaining premiums and the full fund still matures.',
    heading: { text: 'Their future,', accent: 'protected' },
    description:
      'Scholar Guard waives every remaining premium if the paying parent dies or becomes disabled, and the full education fund is still paid.',
    illustration: 'education',
    marketing: [
      {
        eyebrow: 'Why Scholar Guard',
        heading: { text: 'The plan carries on', accent: 'without you' },
        paragraphA:
          'If the parent who pays dies or becomes permanently unable to work, we pay every remaining premium. The fund keeps growing and your child receives it in full, on the dates you chose.',
        paragraphB: 'We also pay ₦250,000 at once to help the family through the first months.',
        illustration: 'umbrella',
      },
      {
        heading: { text: 'For parents who', accent: 'think ahead' },
        paragraphA: 'Scholar Guard suits parents with young children who want a certain outcome, whatever life brings.',
        illustration: 'family',
      },
    ],
    benefits: {
      heading: { text: 'What Scholar Guard', accent: 'gives you' },
      intro: 'Protection for the plan, not just for the parent. {example}',
      cards: [
        { title: 'Premiums paid for you', text: 'Every remaining premium, if you die or are disabled.', illustration: 'umbrella' },
        { title: 'Fund paid in full', text: 'On the dates you chose, with bonuses.', illustration: 'education' },
        { title: '₦250,000 at once', text: 'Immediate help for the family after a claim.', illustration: 'support' },
        { title: 'Two parents, one plan', text: 'Add the second parent for a small extra premium.', illustration: 'people' },
      ],
    },
    faqs: [
      {
        question: 'How is this different from Education Savings?',
        answer:
          'Education Savings pays the fund at once if you die. Scholar Guard pays your premiums instead, so the fund keeps growing and is paid on the school dates you chose, usually a larger amount.',
      },
      {
        question: 'What counts as disabled?',
        answer: 'Being unable to do any paid work for at least six months, confirmed by a doctor we appoint, and expected to last for life.',
      },
      {
        question: 'Can grandparents pay for the plan?',
        answer: 'Yes, if they are aged 55 or under when they apply. The waiver then protects against their death or disability.',
      },
      { ...missedPayment },
    ],
  },
  {
    slug: 'university-fund-plan',
    category: 'education',
    title: 'University Fund Plan',
    summary: 'Pays fees in yearly instalments through four years of university.',
    heading: { text: 'Fees paid,', accent: 'year after year' },
    description:
      'University Fund pays a quarter of the sum assured at the start of each university year, for four years, straight to you or the school.',
    illustration: 'growth',
    marketing: [
      {
        eyebrow: 'How it works',
        heading: { text: 'Four years,', accent: 'four payments' },
        paragraphA:
          'Choose a sum between ₦4,000,000 and ₦40,000,000. We pay a quarter of it at the start of each of the four university years, straight to you or to the university.',
        paragraphB: 'Money is not all released at once, so it lasts the whole course.',
        illustration: 'education',
      },
      {
        heading: { text: 'Study abroad?', accent: 'No problem' },
        paragraphA:
          'Payments can be made to universities outside Nigeria, in naira or converted at the official rate on the day of payment.',
        illustration: 'city',
      },
    ],
    benefits: {
      heading: { text: 'What University Fund', accent: 'gives you' },
      intro: 'Fees planned for, one year at a time. {example}',
      cards: [
        { title: 'Yearly instalments', text: 'A quarter of the sum assured each university year.', illustration: 'calendar' },
        { title: 'Paid to the school', text: 'Directly to the university if you prefer.', illustration: 'education' },
        { title: 'Any university', text: 'In Nigeria or abroad.', illustration: 'city' },
      ],
    },
    faqs: [
      {
        question: 'What if my child does not go to university?',
        answer: 'You receive the fund as cash on the first payment date, or you can keep it invested for up to five more years.',
      },
      {
        question: 'What if the course lasts five years?',
        answer: 'Tell us before the first payment and we will spread the fund across five yearly payments instead of four.',
      },
      {
        question: 'What happens if I die before the payments start?',
        answer: 'Premiums stop and the four yearly payments are still made in full on the dates you chose.',
      },
      { ...howToPay },
      { ...coolingOff },
    ],
  },

  // ─── Corporate ─────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'group-life-plan',
    category: 'corporate',
    title: 'Group Life Plan',
    summary: 'The group life cover the Pension Reform Act requires, at three times annual salary.',
    heading: { text: 'Group life cover', accent: 'made simple' },
    description:
      'Group Life pays at least three times annual total emoluments to the family of any employee who dies in service, as the law requires.',
    illustration: 'people',
    marketing: [
      {
        eyebrow: 'Meet the law',
        heading: { text: 'Compliance', accent: 'without the paperwork' },
        paragraphA:
          'The Pension Reform Act 2014 requires every employer of three or more people to keep group life cover of at least three times each employee’s annual total emoluments. We issue the certificate you need for tenders and audits within 48 hours.',
        paragraphB: 'Send us a staff list once a year; we handle the rest.',
        illustration: 'document',
      },
      {
        heading: { text: 'Care for families', accent: 'when it matters' },
        paragraphA:
          'When an employee dies, our claims team works with your HR department and the family directly. Complete claims are paid within 14 days.',
        illustration: 'support',
      },
    ],
    benefits: {
      heading: { text: 'What Group Life', accent: 'gives your organisation' },
      intro: 'Cover that keeps you compliant and looks after your people.',
      cards: [
        { title: 'Three times salary or more', text: 'Choose three, four or five times annual emoluments.', illustration: 'savings' },
        { title: 'Certificate in 48 hours', text: 'For tenders, audits and PenCom returns.', illustration: 'document' },
        { title: 'No medicals up to a limit', text: 'Most employees are covered without medical checks.', illustration: 'health' },
        { title: 'A named account manager', text: 'One person who knows your scheme.', illustration: 'adviser' },
      ],
    },
    faqs: [
      {
        question: 'How many employees do we need?',
        answer: 'Three or more. The law requires group life cover from three employees, and our rates improve as your group grows.',
      },
      {
        question: 'How is the premium worked out?',
        answer:
          'From your staff list: ages, annual total emoluments and the industry you work in. A typical office-based company pays about 0.5% of its yearly payroll.',
      },
      {
        question: 'What if someone joins during the year?',
        answer: 'New staff are covered from their first day. We adjust the premium at the end of the year based on your updated list.',
      },
      {
        question: 'How do we claim?',
        answer:
          'Send the claim form, the death certificate, the employee’s letter of appointment and the beneficiary’s ID and bank details. Your account manager will guide you.',
      },
    ],
  },
  {
    slug: 'credit-life-plan',
    category: 'corporate',
    title: 'Credit Life Plan',
    summary: 'Clears a borrower’s outstanding loan if they die or become permanently disabled.',
    heading: { text: 'Loans protected,', accent: 'families spared' },
    description:
      'For banks, microfinance lenders and cooperatives: if a borrower dies or is permanently disabled, we repay the outstanding balance.',
    illustration: 'handshake',
    marketing: [
      {
        eyebrow: 'For lenders',
        heading: { text: 'Protect your book,', accent: 'protect their families' },
        paragraphA:
          'Credit Life repays the outstanding balance of a loan if the borrower dies or becomes permanently disabled. You are repaid in full, and the family is not chased for the debt.',
        paragraphB: 'Suitable for personal loans, salary advances, asset finance and mortgages.',
        illustration: 'savings',
      },
      {
        heading: { text: 'Built into', accent: 'your process' },
        paragraphA:
          'Add cover when you disburse the loan through a monthly upload or an API connection. The premium is a small percentage of the loan, usually added to the repayments.',
        illustration: 'phone',
      },
    ],
    benefits: {
      heading: { text: 'What Credit Life', accent: 'gives you' },
      intro: 'Fewer bad debts and fairer outcomes for borrowers.',
      cards: [
        { title: 'Balance repaid in full', text: 'On death or permanent disability of the borrower.', illustration: 'savings' },
        { title: 'Loss of job cover', text: 'Optional: six months of repayments if a salaried borrower is laid off.', illustration: 'umbrella' },
        { title: 'Simple onboarding', text: 'Monthly uploads or an API from your loan system.', illustration: 'phone' },
      ],
    },
    faqs: [
      {
        question: 'Which lenders can use Credit Life?',
        answer: 'Banks, microfinance banks, finance houses, cooperatives and employers that lend to staff.',
      },
      {
        question: 'How much does it cost?',
        answer: 'Typically 0.8% to 1.5% of the loan amount for a one-year loan, depending on the borrowers and the loan type.',
      },
      {
        question: 'How quickly are claims paid?',
        answer: 'Within 14 days of a complete claim, straight to the lender.',
      },
      {
        question: 'Is the borrower told about the cover?',
        answer: 'Yes. Every borrower receives a short certificate explaining the cover in plain English, as the regulator requires.',
      },
    ],
  },
  {
    slug: 'employee-benefits-scheme',
    category: 'corporate',
    title: 'Employee Benefits Scheme',
    summary: 'Gratuity and retirement savings schemes managed for your staff.',
    heading: { text: 'Reward loyalty,', accent: 'secure retirement' },
    description:
      'We manage gratuity and retirement benefit schemes with clear statements for every employee and quarterly reports for HR.',
    illustration: 'growth',
    marketing: [
      {
        eyebrow: 'For employers',
        heading: { text: 'Benefits your staff', accent: 'can see' },
        paragraphA:
          'Your contributions are invested in a guaranteed deposit administration fund. Every employee receives a statement twice a year showing what has been paid in and the interest earned.',
        paragraphB: 'When someone leaves or retires, we pay their benefit within 10 working days of your instruction.',
        illustration: 'retirement',
      },
      {
        heading: { text: 'Less work', accent: 'for HR' },
        paragraphA: 'Quarterly reports, an online portal and a named account manager take the administration off your desk.',
        illustration: 'adviser',
      },
    ],
    benefits: {
      heading: { text: 'What the scheme', accent: 'gives you' },
      intro: 'A benefit that helps you keep good people.',
      cards: [
        { title: 'Capital guaranteed', text: 'Contributions and credited interest can never fall in value.', illustration: 'shield' },
        { title: 'Statements for every employee', text: 'Twice a year, in plain English.', illustration: 'document' },
        { title: 'Paid in 10 working days', text: 'When an employee leaves or retires.', illustration: 'clock' },
      ],
    },
    faqs: [
      {
        question: 'Does this replace our pension contributions?',
        answer:
          'No. Contributions under the Pension Reform Act go to each employee’s pension fund administrator. This scheme is an extra benefit, such as a gratuity, on top.',
      },
      {
        question: 'What interest is paid?',
        answer: 'A rate we declare each year, never below 0%. For 2025 the declared rate was 14.5%.',
      },
      {
        question: 'Can employees see their balance online?',
        answer: 'Yes, through the customer portal, and on the statement we send twice a year.',
      },
      {
        question: 'What is the smallest scheme you manage?',
        answer: 'Schemes for 10 or more employees, with total yearly contributions of at least ₦5,000,000.',
      },
    ],
  },
]

/** The Corporate page (/corporate/home). */
export const corporatePage = {
  heading: { text: 'Cover your people,', accent: 'grow your business' },
  intro:
    'Group life, credit life and employee benefit schemes for employers, lenders and cooperatives. We keep you compliant with the Pension Reform Act, and we look after your staff and their families when it matters.',
  illustration: 'city' as IllustrationKind,
  cta: { label: 'Talk to our corporate team', href: '/contact' },
  whyUs: {
    heading: { text: 'Why businesses', accent: 'choose us' },
    intro: 'More than 1,200 Nigerian employers, from start-ups to listed companies, trust us with their people.',
    cards: [
      {
        title: 'Certificates in 48 hours',
        text: 'The group life certificate you need for tenders, audits and PenCom returns, within two working days.',
        illustration: 'document' as IllustrationKind,
      },
      {
        title: 'Claims paid in 14 days',
        text: 'Complete claims are paid within 14 days, and we deal with families gently and directly.',
        illustration: 'clock' as IllustrationKind,
      },
      {
        title: 'A named account manager',
        text: 'One person who knows your scheme, answers your calls and visits you once a year.',
        illustration: 'adviser' as IllustrationKind,
      },
      {
        title: 'Financial strength',
        text: 'Part of the Meridian Holdings group, with audited accounts published every year.',
        illustration: 'award' as IllustrationKind,
      },
    ],
  },
  spotlights: [
    {
      heading: { text: 'Meet the law,', accent: 'without the paperwork' },
      text: 'The Pension Reform Act 2014 requires group life cover of at least three times annual total emoluments for every employee. Send us your staff list and we will quote within two working days.',
      illustration: 'document' as IllustrationKind,
      link: { label: 'About Group Life', href: '/policy/corporate/group-life-plan' },
    },
    {
      heading: { text: 'Lend with', accent: 'confidence' },
      text: 'Credit Life repays a borrower’s loan if they die or become permanently disabled. Your book is protected, and grieving families are not chased for debts.',
      illustration: 'handshake' as IllustrationKind,
      link: { label: 'About Credit Life', href: '/policy/corporate/credit-life-plan' },
    },
    {
      heading: { text: 'Reward the people', accent: 'who stay' },
      text: 'A gratuity or retirement scheme, with guaranteed capital and clear statements, helps you keep good staff. We handle the administration.',
      illustration: 'growth' as IllustrationKind,
      link: { label: 'About Employee Benefits', href: '/policy/corporate/employee-benefits-scheme' },
    },
  ],
  plansHeading: { text: 'Our corporate', accent: 'plans' },
  plansIntro: 'Every plan can be tailored to the size and needs of your organisation.',
  meta: {
    title: 'Corporate insurance for employers',
    description:
      'Group life, credit life and employee benefit schemes from Redwood Life: compliance certificates in 48 hours and claims paid in 14 days.',
  },
}
