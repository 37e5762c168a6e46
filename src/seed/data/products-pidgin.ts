/**
 * The demo products' words in Nigerian Pidgin (/pcm): every category and every product of ./products,
 * field by field and row by row, in the same order as the English. Pictures, names, slugs and prices stay
 * the English rows'. Numbers, amounts, ages, phone numbers and the price tokens ({premium}, {example}, …)
 * are the English ones; insurance words people see on forms (premium, sum assured, beneficiary, policy,
 * claim, cover, cash value, …) stay in English inside the Pidgin sentence. Written for this demo and not
 * yet reviewed by a fluent speaker. products-pidgin.test.ts checks it against the English.
 */
import type { SeedFaq, SeedHeading } from './products'

/** A marketing section's words; the picture stays the English row's. */
export type PidginSection = { eyebrow?: string; heading: SeedHeading; paragraphA: string; paragraphB?: string }
export type PidginBenefits = { heading: SeedHeading; intro: string; cards: { title: string; text: string }[] }
export type PidginCategory = {
  blurb: string
  heading: SeedHeading
  description: string
  plansHeading?: string
  marketing: PidginSection[]
  benefits?: PidginBenefits
  faqs: SeedFaq[]
  meta?: { title: string; description: string }
}
export type PidginProduct = {
  summary: string
  heading: SeedHeading
  description: string
  marketing: PidginSection[]
  benefits: PidginBenefits
  faqs: SeedFaq[]
}

/** The answers most products share (coolingOff, howToPay, missedPayment in ./products). */
const coolingOff: SeedFaq = {
  question: 'I fit change my mind after I don buy?',
  answer:
    'Yes. You get 30 days from di day wey you receive your policy document to cancel am. We go refund every premium wey you don pay, but we go remove di cost of any medical test wey we arrange.',
}
const howToPay: SeedFaq = {
  question: 'How I go take pay my premium?',
  answer:
    'By direct debit from your bank account, by card or bank transfer for our online payment page, or through your employer payroll. You fit pay every month, every three months, every six months or once a year.',
}
const missedPayment: SeedFaq = {
  question: 'Wetin go happen if I miss one payment?',
  answer:
    'You get 30 days of grace to pay, and your cover go still dey during dat time. If you still no fit pay, call us for 0700 733 9663 before di grace period end: many times we fit reduce your cover or pause your savings, instead of say we end di policy.',
}

/** Keyed by the category's slug. */
export const categoriesInPidgin: Record<string, PidginCategory> = {
  medical: {
    blurb: 'For hospital bills and critical illness',
    heading: { text: 'Look after your health,', accent: 'no need to worry' },
    description:
      'Medical plans wey dey help pay for hospital stay, surgery and serious sickness, so dat you fit focus on how you go get better.',
    plansHeading: 'Di medical plans wey we get',
    marketing: [
      {
        eyebrow: 'Why you need medical cover',
        heading: { text: 'Sickness dey cost pass', accent: 'di hospital bill' },
        paragraphA:
          'When you sick, di bills no dey stop for hospital. Transport dey, medicine dey, di income wey you lose while you dey rest, and many times one family member go need stay for house to take care of you.',
        paragraphB:
          'Our medical plans dey pay you cash, straight enter your bank account. Na you go decide wetin di money go do, and you fit claim from us even as you dey claim from your HMO or NHIA cover.',
      },
      {
        heading: { text: 'Claim no hard,', accent: 'payment dey quick' },
        paragraphA:
          'Send us di discharge summary from di hospital or di report from your specialist doctor, with copy of your ID. If your claim complete, we go pay inside 14 days; most of dem, we dey pay inside one week.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin all our medical plans', accent: 'get for common' },
      intro: 'Any plan wey you choose, dis promises dey come with am.',
      cards: [
        { title: 'Cash wey we pay you', text: 'Na you we dey pay, no be di hospital, so na you go choose how you go spend am.' },
        { title: 'E dey work with your HMO', text: 'You fit claim from us even when your HMO or NHIA plan don pay too.' },
        { title: 'We go pay inside 14 days', text: 'Once we get di documents wey we need, we go pay inside 14 days.' },
        {
          title: 'Price wey follow your age',
          text: 'Every plan dey show di price for one example, and di quote form go show you your own. You fit change your cover every year.',
        },
      ],
    },
    faqs: [
      {
        question: 'Dis one na di same as health insurance from HMO?',
        answer:
          'No. HMO dey pay your hospital for treatment. Our medical plans dey pay one sum of money to you, and you fit use am for anything, including costs wey your HMO no dey cover. Plenty of our customers get both.',
      },
      {
        question: 'I need medical examination?',
        answer:
          'Most times, no. You go answer some health questions when you dey apply. For bigger amount of cover, or if you don get serious sickness before, we fit ask you to go one of our partner clinics for free check-up.',
      },
      {
        question: 'Una go cover sickness wey I already get?',
        answer:
          'Health problem wey you know about before you apply, we no go cover am for di first two years. Tell us about am when you dey apply: we go explain exactly wetin we go cover and wetin we no go cover before you pay anything.',
      },
      {
        question: 'Who fit buy medical plan?',
        answer: 'Anybody from age 18 to 60 wey dey live for Nigeria. You fit keep your cover until your 70th birthday.',
      },
    ],
    meta: {
      title: 'Plans for medical insurance',
      description:
        'Hospital cash, critical illness and surgery plans from Redwood Life: we dey pay cash to you inside 14 days after your claim complete.',
    },
  },
  life: {
    blurb: 'Protect di people wey dey depend on you',
    heading: { text: 'Protect wetin', accent: 'matter pass' },
    description:
      'Life plans wey go pay one sum of money to your family if you die, and savings plans wey go pay you back when di term end.',
    plansHeading: 'Di life plans wey we get',
    marketing: [
      {
        eyebrow: 'Why you need life cover',
        heading: { text: 'If dem dey depend on you,', accent: 'plan for dem' },
        paragraphA:
          'Life insurance dey pay one sum of money, wey dem dey call sum assured, to di people wey you choose if you die. E fit clear di rent, keep di pikin dem for school and give your family time to adjust.',
        paragraphB:
          'Some of our plans dey also save money for you: if you still dey alive when di term end, di money go come back to you with any bonus wey we don add.',
      },
      {
        heading: { text: 'Cover wey dey', accent: 'move with you' },
        paragraphA:
          'Marriage, new baby, mortgage: when life change, you fit increase your cover without say you start again. Call us, or ask your adviser, and we go send you di new price before anything change.',
      },
    ],
    benefits: {
      heading: { text: 'Why families dey choose', accent: 'Redwood Life' },
      intro: 'More than 250,000 Nigerians trust us to take care of di people wey dem love.',
      cards: [
        { title: 'We dey pay claim inside 14 days', text: 'When death claim complete, we go pay your family inside 14 days.' },
        { title: 'Na you go choose who we go pay', text: 'Name reach five beneficiaries, and talk how dem go share di money.' },
        { title: 'Price wey no dey move', text: 'We go fix your premium when you start, and e no go increase as you dey grow old.' },
        { title: 'Advice for plain English', text: 'Our advisers dey explain every plan without big big grammar, face to face or by phone.' },
      ],
    },
    faqs: [
      {
        question: 'How much life cover I need?',
        answer:
          'Many people dey use dis rule: ten times di money wey you dey earn for one year, plus any debt wey you get, like loan or mortgage. Our advisers fit calculate am with you, free of charge.',
      },
      {
        question: 'Wetin be beneficiary?',
        answer:
          'Di person, or di people, wey go collect di money if you die. You go name dem when you apply, and you fit change dem any time if you write to us.',
      },
      {
        question: 'Wetin be di difference between term cover and whole life cover?',
        answer:
          'Term cover dey protect you for number of years wey dem fix, and e no go pay anything if you still dey alive when e end. Whole life cover dey last your whole life, so e go always pay, and e dey cost more.',
      },
      { ...coolingOff },
    ],
    meta: {
      title: 'Plans for life insurance and savings',
      description:
        'Term life, endowment savings and whole life plans from Redwood Life: protect your family and save money with guarantee.',
    },
  },
  family: {
    blurb: 'Cover for everybody for your house',
    heading: { text: 'One plan wey cover', accent: 'di whole family' },
    description:
      'Family plans dey cover you, your husband or wife and your pikin dem under one policy, with help for funeral costs and school fees.',
    plansHeading: 'Di family plans wey we get',
    marketing: [
      {
        eyebrow: 'Why you need family cover',
        heading: { text: 'Everybody for', accent: 'one house, one policy' },
        paragraphA:
          'Family plan dey cover di people wey you dey live with under one policy, with one premium and one date wey you go remember. To add new baby or husband or wife na just phone call, no be new application.',
        paragraphB:
          'When di worst thing happen, di last thing wey family need na paperwork. We dey keep am short, and we dey pay funeral claim inside 48 hours.',
      },
      {
        heading: { text: 'Support wey dey', accent: 'reach on time' },
        paragraphA:
          'For Nigeria, many times family must pay burial costs inside few days. Our funeral cover dey pay quick so dat your family fit say goodbye well, without dem borrow money.',
      },
    ],
    benefits: {
      heading: { text: 'We make am for', accent: 'Naija families' },
      intro: 'Cover wey fit di way families dey live, including parents and in-laws.',
      cards: [
        {
          title: 'Reach nine people',
          text: 'You and reach eight oda people: your husband or wife, pikin dem, parents and parents-in-law, for one plan.',
        },
        { title: 'Funeral money inside 48 hours', text: 'We dey pay funeral benefit inside 48 hours after we get di death certificate.' },
        { title: 'One premium wey simple', text: 'One payment every month for everybody for di house.' },
        { title: 'Most people no need medical', text: 'We dey accept most family members without medical examination.' },
      ],
    },
    faqs: [
      {
        question: 'Who we dey count as family?',
        answer:
          'You, one husband or wife, your pikin dem wey never reach 21 (or wey never reach 25 if dem dey school full-time) and, for some plans, your parents and your parents-in-law.',
      },
      {
        question: 'I fit add new baby?',
        answer:
          'Yes. Send us copy of di birth certificate inside 90 days after di baby born, and we go add your baby from di day wey dem born am, without any extra question.',
      },
      {
        question: 'Wetin go happen if me and my husband or wife both die?',
        answer:
          'We go pay both benefits to di guardian or trustee wey you don name for your pikin dem. We go help you name one when you dey apply.',
      },
      { ...missedPayment },
    ],
    meta: {
      title: 'Insurance plans for family',
      description:
        'Family protection, funeral expense and family income plans from Redwood Life: one policy for everybody for your house.',
    },
  },
  education: {
    blurb: 'Save money for school fees, with guarantee',
    heading: { text: 'Your pikin education,', accent: 'e dey guaranteed' },
    description:
      'Education plans dey build money for school and university fees, and di plan go continue to pay in if anything happen to you.',
    plansHeading: 'Di education plans wey we get',
    marketing: [
      {
        eyebrow: 'Why you go save with us',
        heading: { text: 'Every year,', accent: 'school fees dey go up' },
        paragraphA:
          'Good secondary school for Lagos fit cost more than ₦1,500,000 every year, and fees dey go up faster than most salaries. If you start early, even with small money, na im go make di biggest difference.',
        paragraphB:
          'Our education plans dey turn di money wey you dey save regularly into fund wey dey guaranteed, and we go pay am when your pikin need am: when dem start secondary school, university, or both.',
      },
      {
        heading: { text: 'Di promise go', accent: 'last pass di parent' },
        paragraphA:
          'If di parent wey dey pay for di plan die or become disabled for good, we go pay every premium wey remain by ourselves. Di fund go still grow and your pikin go still collect am complete.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin every education plan', accent: 'dey give you' },
      intro: 'Save for di speed wey suit you, and di fund dey guaranteed from di first day.',
      cards: [
        { title: 'Fund wey dey guaranteed', text: 'From di start, you go know exactly how much your pikin go collect.' },
        { title: 'We go pay premium for you', text: 'If you die or you become disabled, we go continue to pay in until di plan end.' },
        { title: 'We go pay when fees due', text: 'Choose payouts wey go come for secondary school time, university time, or both.' },
        { title: 'Bonus on top', text: 'Every year, we fit add bonus from wetin our investments gain.' },
      ],
    },
    faqs: [
      {
        question: 'When I suppose start?',
        answer:
          'As early as you fit. Plan wey you start when your pikin born go give 18 years of saving for university, so each monthly payment fit dey much smaller than plan wey you start when di pikin reach age 10.',
      },
      {
        question: 'Una fit pay di money straight to di school?',
        answer: 'Yes. When di payment don due, tell us di school account details and we go pay di school direct.',
      },
      {
        question: 'I fit comot money early?',
        answer:
          'After three full years of payments, you fit comot part of di fund, or stop di plan and collect di cash value. For di early years, di cash value fit dey less than wetin you don pay in.',
      },
      {
        question: 'Which pikin we fit cover?',
        answer: 'Any pikin from age 0 to 15 wey im parent or legal guardian dey pay for di plan. Di parent age must be from 18 to 55.',
      },
    ],
    meta: {
      title: 'Savings plans for education',
      description:
        'Education savings, Scholar Guard and University Fund plans from Redwood Life: save school fees with guarantee.',
    },
  },
  corporate: {
    blurb: 'Group cover for people wey employ workers',
    heading: { text: 'Cover your workers,', accent: 'make your business grow' },
    description:
      'Group life, credit life and employee benefit schemes wey follow wetin di Pension Reform Act want, and keep your staff protected.',
    marketing: [],
    faqs: [],
  },
}

/** Keyed by the product's slug. */
export const productsInPidgin: Record<string, PidginProduct> = {
  // ─── Medical ───────────────────────────────────────────────────────────────────────────────────
  'hospital-cash-plan': {
    summary: 'Cash payment for every night wey you spend for hospital, from ₦10,000 for one night.',
    heading: { text: 'Money for every night', accent: 'wey you dey hospital' },
    description:
      'Hospital Cash dey pay you fixed amount for every night wey you stay for hospital, reach 90 nights for one year. Spend am for bills, transport or di income wey you lose.',
    marketing: [
      {
        eyebrow: 'How e dey work',
        heading: { text: 'One night for hospital,', accent: 'one payment to you' },
        paragraphA:
          'Choose daily amount between ₦10,000 and ₦50,000. For every night wey you spend for registered hospital, we go pay dat amount enter your bank account, reach 90 nights for one year.',
        paragraphB: 'If you stay for intensive care, we go pay double di daily amount.',
      },
      {
        heading: { text: 'For di costs wey', accent: 'nobody dey talk about' },
        paragraphA:
          'Transport for people wey come visit you, food, di wages wey your relative lose, medicine wey di hospital no dey give: Hospital Cash dey there for di costs wey dey add up when you stay for hospital.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin Hospital Cash', accent: 'dey give you' },
      intro: 'Simple cover, no paperwork until you need am.',
      cards: [
        { title: '₦10,000 to ₦50,000 for one night', text: 'You go choose di daily amount when you dey apply.' },
        { title: 'Two times for intensive care', text: 'Nights for intensive care, we go pay dem two times your daily amount.' },
        { title: 'Reach 90 nights for one year', text: 'Di count go start again every policy anniversary.' },
      ],
    },
    faqs: [
      {
        question: 'Which hospitals we dey count?',
        answer:
          'Any hospital wey register with di state ministry of health or di Federal Ministry of Health, for Nigeria or abroad. We no dey cover stay for traditional healing homes.',
      },
      {
        question: 'Waiting period dey?',
        answer:
          'We dey cover accident from di first day. For sickness, cover go start 30 days after your policy begin. We go cover childbirth after 12 months.',
      },
      {
        question: 'Wetin I go send to claim?',
        answer:
          'Di claim form wey you don fill, di discharge summary from di hospital wey show di dates wey you stay, and copy of your ID. You fit upload dem or send dem by post.',
      },
      {
        question: 'How much e dey cost?',
        answer:
          'For {sumAssured} for one night, for {term} years, healthy person wey be {age} years old go pay {premium}. Use di quote form for dis page to see your own price.',
      },
      { ...coolingOff },
    ],
  },
  'critical-illness-plan': {
    summary: 'One lump sum wey fit reach ₦20,000,000 if doctor diagnose you with one of 25 serious sickness.',
    heading: { text: 'Lump sum when', accent: 'you need am pass' },
    description:
      'If doctor diagnose you with cancer, heart attack, stroke, kidney failure or one of 21 oda sickness wey dey di list, we go pay di full sum assured.',
    marketing: [
      {
        eyebrow: 'Why you need critical illness cover',
        heading: { text: 'To recover dey take time,', accent: 'e dey cost money' },
        paragraphA:
          'Serious sickness fit stop you from work for months. Treatment abroad, change of food, help for house: di costs go dey pile up just as your income stop.',
        paragraphB:
          'Critical Illness dey pay one lump sum wey no get tax when doctor diagnose you, so you fit focus on treatment instead of bills.',
      },
      {
        heading: { text: 'Twenty-five sickness,', accent: 'we list dem clear' },
        paragraphA:
          'Your policy list every sickness and wetin di diagnosis must show, for plain English. If you no sure whether we cover something, call us before you claim and we go tell you.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin Critical Illness', accent: 'dey give you' },
      intro: 'One payment, we go pay am once, for you to use as you need am. {example}',
      cards: [
        { title: 'Reach ₦20,000,000', text: 'Choose di cover wey you want, from ₦2,000,000 to ₦20,000,000.' },
        { title: 'We dey cover 25 sickness', text: 'Dem include cancer, heart attack, stroke and kidney failure.' },
        { title: 'Cover for your pikin dem dey inside', text: 'We dey cover your pikin dem for 25% of your sum assured, and you no go pay extra.' },
        { title: 'Anoda doctor opinion', text: 'Panel of specialist doctors go check your diagnosis again, free.' },
      ],
    },
    faqs: [
      {
        question: 'Which sickness una dey cover?',
        answer:
          'Twenty-five, including cancer, heart attack, stroke, kidney failure, major organ transplant, paralysis, blindness and multiple sclerosis. Di full list dey inside di policy summary wey you go receive with your quote.',
      },
      {
        question: 'Waiting period dey?',
        answer:
          'Yes. We no dey cover sickness wey doctor first diagnose for di first 90 days of di policy, and you must survive for 14 days after di diagnosis before we go pay.',
      },
      {
        question: 'Di policy go end after claim?',
        answer: 'Yes. We go pay di full sum assured once, and di policy go end. Cover for your pikin dem go continue free until di end of di term.',
      },
      { ...howToPay },
      { ...coolingOff },
    ],
  },
  'surgery-support-plan': {
    summary: 'E dey help pay di cost of surgery wey you plan and emergency surgery, for more than 300 partner hospitals.',
    heading: { text: 'Surgery cost,', accent: 'we go share am with you' },
    description:
      'Surgery Support dey pay up to ₦3,000,000 every year to help with operations, and we dey settle di bill direct for partner hospitals for every state.',
    marketing: [
      {
        eyebrow: 'How e dey work',
        heading: { text: 'Pay less money', accent: 'for hospital' },
        paragraphA:
          'For any of our 300 partner hospitals, show your Redwood Life card and we go settle di surgery bill direct, up to your yearly limit. For any oda registered hospital, pay and claim di money back.',
        paragraphB:
          'We dey pay every operation according to table wey we don publish, from ₦150,000 for small surgery to ₦3,000,000 for major surgery.',
      },
      {
        heading: { text: 'Surgery wey you plan,', accent: 'or emergency' },
        paragraphA:
          'We dey cover both. For surgery wey you plan, ask us for pre-approval letter before you book, so you go know exactly wetin we go pay.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin Surgery Support', accent: 'dey give you' },
      intro: 'Help with di biggest medical bills, and you no go wait for refund. {example}',
      cards: [
        { title: 'Up to ₦3,000,000 every year', text: 'For one operation or more, for each policy year.' },
        { title: '300 hospitals wey be our partners', text: 'We dey settle bills direct for every state for di federation.' },
        { title: 'Pre-approval inside 48 hours', text: 'Know wetin we go pay before operation wey you plan.' },
      ],
    },
    faqs: [
      {
        question: 'How I go find partner hospital?',
        answer: 'Call us for 0700 733 9663 or ask your adviser for di list for your state. We dey update am every three months.',
      },
      {
        question: 'Una dey cover cosmetic surgery?',
        answer: 'No, unless di surgery dey repair damage wey accident cause, or damage from surgery for sickness wey we cover.',
      },
      {
        question: 'Waiting period dey?',
        answer: 'We dey cover emergency surgery after accident from di first day. Oda surgery, we go cover am after 90 days.',
      },
      { ...missedPayment },
    ],
  },

  // ─── Life ──────────────────────────────────────────────────────────────────────────────────────
  'term-life-plan': {
    summary: 'Cover wey you fit afford, wey go pay your family lump sum if you die during di term.',
    heading: { text: 'Rest your mind,', accent: 'for small money' },
    description:
      'Choose cover from ₦1,000,000 to ₦100,000,000 for {terms}. If you die during di term, your family go collect di full amount.',
    marketing: [
      {
        eyebrow: 'Why you go choose term life',
        heading: { text: 'Your money go buy', accent: 'di most cover' },
        paragraphA:
          'Term Life na pure protection: no savings, no investment, just promise to pay your family if you die during di term. Na why e cost less than any oda life plan.',
        paragraphB: 'Healthy person wey be {age} years old fit get {sumAssured} of cover for {term} years for {premium}.',
      },
      {
        heading: { text: 'Choose di term wey match', accent: 'your responsibility dem' },
        paragraphA:
          'Choose term wey go last until your last pikin finish university, or until you finish to pay your mortgage. When di term end, di premium go end too.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin Term Life', accent: 'dey give you' },
      intro: 'Straight protection for di years wey your family need am pass.',
      cards: [
        { title: 'From ₦1,000,000 to ₦100,000,000', text: 'Choose di amount wey your family go need.' },
        { title: 'Di term: {terms}', text: 'Cover wey go end when your responsibility dem end.' },
        { title: 'Terminal illness: we go pay early', text: 'If you get less than 12 months to live, we go pay you di sum assured.' },
        { title: 'Premium wey no dey change', text: 'Your premium no go ever increase during di term.' },
      ],
    },
    faqs: [
      {
        question: 'Wetin go happen when di term end?',
        answer:
          'Di cover go stop and we no go pay anything, because Term Life no get savings part. If you still need cover, you fit start new plan; customers wey never reach 60 no need medical for di same amount.',
      },
      {
        question: 'Who fit apply?',
        answer: 'Anybody from age {ages} wey dey live for Nigeria. Di term must end by di time you reach {endAge}.',
      },
      {
        question: 'Una dey cover suicide?',
        answer: 'We no dey cover am for di first year of di policy. After di first year, we dey cover every cause of death.',
      },
      { ...howToPay },
      { ...missedPayment },
      { ...coolingOff },
    ],
  },
  'endowment-savings-plan': {
    summary: 'Save money regularly and collect guaranteed sum when di term end, with life cover inside.',
    heading: { text: 'Save money', accent: 'with guarantee' },
    description:
      'Pay regular premium and collect guaranteed sum assured when di term end. If you die before den, your family go collect am one time.',
    marketing: [
      {
        eyebrow: 'How e dey work',
        heading: { text: 'Save money and get cover,', accent: 'inside one plan' },
        paragraphA:
          'Choose di amount wey you want collect and term of {terms}. We go calculate your regular premium. When di term end, you go collect di sum assured plus any bonus wey we don add.',
        paragraphB:
          'If you die during di term, your family go collect di full sum assured sharp sharp, no be only di money wey you don save.',
      },
      {
        heading: { text: 'For di things', accent: 'wey you dey plan' },
        paragraphA:
          'To build house, to start business, to retire well: endowment dey give you fixed date and fixed amount wey you fit plan with.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin Endowment Savings', accent: 'dey give you' },
      intro: 'Way to save with discipline, while your family dey protected along di way. {example}',
      cards: [
        { title: 'Sum wey dey guaranteed', text: 'From day one, you go know di smallest amount wey you go collect.' },
        { title: 'Bonus every year', text: 'Every year, we fit add bonus from wetin our investments gain.' },
        { title: 'Family dey protected', text: 'We go pay di full sum assured one time if you die during di term.' },
        { title: 'Borrow money against your plan', text: 'After three years, you fit borrow up to 80% of di cash value.' },
      ],
    },
    faqs: [
      {
        question: 'How much I go collect?',
        answer:
          'At least di sum assured wey you choose, for example ₦5,000,000. Any yearly bonus wey we declare, we go add am on top, and once we don add am, nobody fit take am back.',
      },
      {
        question: 'Wetin if I need di money early?',
        answer:
          'After three full years, you fit borrow up to 80% of di cash value, or stop di plan and collect di cash value. If you stop early, wetin you go collect dey usually less than wetin you don pay in.',
      },
      {
        question: 'Dem dey tax di payout?',
        answer:
          'Under di Nigerian tax law wey dey now, life assurance payouts to you or your family no dey pay personal income tax.',
      },
      { ...howToPay },
      { ...coolingOff },
    ],
  },
  'whole-life-legacy-plan': {
    summary: 'Cover for your whole life, wey go leave gift for di people wey you love, in way wey dey save tax.',
    heading: { text: 'Leave legacy', accent: 'wey go last' },
    description:
      'Whole Life Legacy dey cover you for life. You go pay premium for di years wey you choose, and e must end by age {endAge}, and we go pay di sum assured to your beneficiaries any time wey you die.',
    marketing: [
      {
        eyebrow: 'Why you go choose whole life',
        heading: { text: 'One promise', accent: 'for your whole life' },
        paragraphA:
          'E no be like term cover: Whole Life Legacy no dey ever finish. Any time wey you die, whether you be 50 or 95, we go pay di sum assured to di people wey you don choose.',
        paragraphB: 'You go stop to pay premium by age {endAge} at di latest, but your cover go continue for di rest of your life.',
      },
      {
        heading: { text: 'Plan your estate', accent: 'carefully' },
        paragraphA:
          'Di payout fit settle estate costs, take care of your husband or wife, or share wealth fairly between your pikin dem. Write di policy in trust, and di money go go straight to your beneficiaries, outside your will.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin Whole Life Legacy', accent: 'dey give you' },
      intro: 'Something wey sure for you, and gift for di people wey you love. {example}',
      cards: [
        { title: 'Cover wey no dey ever end', text: 'We go pay di sum assured any time wey you die.' },
        { title: 'Premium go stop by {endAge}', text: 'Your cover go continue, and you no go pay anything again.' },
        { title: 'Policy wey dem write in trust', text: 'Payout fit go straight to your beneficiaries, outside your estate.' },
      ],
    },
    faqs: [
      {
        question: 'Who dis plan dey for?',
        answer:
          'People from age {ages} wey want leave one sure amount of money for dia family, pay estate costs, or give to cause wey dem care about.',
      },
      {
        question: 'Wetin e mean to write policy in trust?',
        answer:
          'You go name trustees wey go collect di payout and pass am to your beneficiaries. Di money no go wait for court to prove your will, wey fit take months. We dey give di trust form free.',
      },
      {
        question: 'I fit cash in di policy?',
        answer:
          'Yes. After five years, di policy go build cash value wey you fit collect if you stop am. Di cash value dey show for di statement wey we dey send you every year.',
      },
      { ...missedPayment },
    ],
  },

  'retirement-income-plan': {
    summary: 'Turn your retirement savings to income wey we go pay you every month for di rest of your life.',
    heading: { text: 'Income', accent: 'for your whole life' },
    description:
      'Use lump sum, like di balance for your retirement savings account, to buy income wey we go pay enter your bank account every month for as long as you dey alive.',
    marketing: [
      {
        eyebrow: 'How e dey work',
        heading: { text: 'You pay once,', accent: 'income every month' },
        paragraphA:
          'You go pay us once, when you retire. From di next month, we go pay you fixed income for di end of every month, for life, no matter how long you live.',
        paragraphB: 'Choose guarantee period of {terms}. If you die inside am, di payments go continue to your family until di period end.',
      },
      {
        heading: { text: 'Buy am with di money wey', accent: 'you save for retirement' },
        paragraphA:
          'Under di Contributory Pension Scheme, you fit use di balance for your retirement savings account to buy life annuity from insurance company wey get licence. Your pension fund administrator go pay us direct.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin Retirement Income', accent: 'dey give you' },
      intro: 'You go dey sure for your retirement, no matter how long e last. {example}',
      cards: [
        { title: 'We go pay for life', text: 'Di income no go ever finish, no matter how long you live.' },
        { title: 'Period wey dey guaranteed', text: 'Payments go continue to your family until di end of di guarantee period.' },
        { title: 'E fixed from di first day', text: 'You go know your monthly income before you pay.' },
      ],
    },
    faqs: [
      {
        question: 'I fit collect some of my savings as cash?',
        answer:
          'Yes. Your pension fund administrator fit pay part of your balance to you as lump sum, as di pension rules allow, and di rest go buy di annuity.',
      },
      {
        question: 'Wetin go happen when I die?',
        answer:
          'If you die inside di guarantee period, we go continue to pay your family di same monthly income until di period end. After dat, di payments go stop.',
      },
      {
        question: 'Di income dey change as di years dey pass?',
        answer:
          'No. Di monthly income dey fixed when you buy di plan, and we go pay di same amount for di rest of your life, so you go always know wetin go come.',
      },
      { ...coolingOff },
    ],
  },

  // ─── Family ────────────────────────────────────────────────────────────────────────────────────
  'family-protection-plan': {
    summary: 'E dey cover you, your husband or wife and reach four pikin, under one simple policy.',
    heading: { text: 'Everybody wey you love,', accent: 'under one policy' },
    description:
      'Family Protection dey pay lump sum if you or your husband or wife die, and smaller benefit for each pikin, with one premium every month.',
    marketing: [
      {
        eyebrow: 'How e dey work',
        heading: { text: 'One premium for', accent: 'everybody for di house' },
        paragraphA:
          'Choose cover from ₦2,000,000 to ₦25,000,000 for you and your husband or wife. Each pikin dey covered for 20% of dat amount, reach four pikin, and you no go pay extra.',
        paragraphB:
          'If any of di two parents die, we go pay di full amount and we no go collect di remaining premiums: di oda parent go still dey covered free.',
      },
      {
        heading: { text: 'As your family dey grow,', accent: 'e dey grow' },
        paragraphA: 'New baby? Add am inside 90 days after e born, with only di birth certificate. No new application, no medical questions.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin Family Protection', accent: 'dey give you' },
      intro: 'Cover for everybody, without policy for each person.',
      cards: [
        { title: 'Both parents dey covered', text: 'Di full sum assured if any of di two parents die.' },
        { title: 'Pikin dem dey inside', text: 'Reach four pikin, each one for 20% of di sum assured.' },
        { title: 'No more premium', text: 'After claim, di parent wey remain no go pay anything again.' },
        { title: 'One premium for di whole house', text: '{example}' },
      ],
    },
    faqs: [
      {
        question: 'We both need to apply?',
        answer: 'One of una go apply and answer health questions for both adults. Pikin dem dey covered without questions.',
      },
      {
        question: 'Wetin if we get fifth pikin?',
        answer: 'Call us: we fit add fifth or sixth pikin for small extra premium.',
      },
      {
        question: 'Wetin go happen if we separate?',
        answer:
          'Any one of una fit take over di policy, or we fit divide am into two policies for di same price, without new health questions.',
      },
      { ...howToPay },
      { ...coolingOff },
    ],
  },
  'funeral-expense-plan': {
    summary: 'E dey pay funeral costs inside 48 hours, so your family fit mourn without money wahala.',
    heading: { text: 'Help wey go come', accent: 'when you need am quick' },
    description:
      'We dey pay up to ₦2,000,000 inside 48 hours after we receive death certificate, for you and reach eight family members.',
    marketing: [
      {
        eyebrow: 'Why you need funeral cover',
        heading: { text: 'Respect for di dead,', accent: 'no need to enter debt' },
        paragraphA:
          'Funeral fit cost ₦1,000,000 or more, and dem need di money inside few days. Funeral Expense dey pay quick so your family no go need borrow money or sell property.',
        paragraphB: 'Choose cover from ₦250,000 to ₦2,000,000 for each person wey dey di plan.',
      },
      {
        heading: { text: 'Your parents and', accent: 'your in-laws too' },
        paragraphA:
          'When you dey apply, add your parents and di parents of your husband or wife, if dem no pass age 75. Many families dey see dis one as di part of di plan wey dem value pass.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin Funeral Expense', accent: 'dey give you' },
      intro: 'Help wey dey fast and simple, when family need am pass. {example}',
      cards: [
        { title: 'We go pay inside 48 hours', text: 'After we receive di death certificate and di claim form.' },
        { title: 'Reach nine people', text: 'You and reach eight family members for one plan.' },
        { title: 'You no need medical examination', text: 'We dey accept everybody; we dey cover sickness after six months.' },
      ],
    },
    faqs: [
      {
        question: 'When cover dey start?',
        answer: 'We dey cover death from accident from di first day. Death from sickness, we go cover am after six months of premiums.',
      },
      {
        question: 'Who fit collect di money?',
        answer: 'For each family member, you go name one person wey go collect am. If you die, di person wey you name for yourself go collect am.',
      },
      {
        question: 'Wetin we need to claim?',
        answer: 'Di claim form, copy of di death certificate or letter from di hospital, and di ID and bank details of di person wey dey claim.',
      },
      { ...missedPayment },
    ],
  },
  'family-income-plan': {
    summary: 'If you die, e go replace your monthly income for your family for up to 10 years.',
    heading: { text: 'Make di house', accent: 'continue to run' },
    description:
      'Instead of one lump sum, Family Income dey pay your family monthly income until di term end, so bills and rent go still dey paid.',
    marketing: [
      {
        eyebrow: 'How e dey work',
        heading: { text: 'Income,', accent: 'no be lump sum' },
        paragraphA:
          'Choose monthly amount from ₦100,000 to ₦1,500,000 and term of up to 10 years. If you die during di term, your family go collect dat amount every month until di term end.',
        paragraphB: 'Money wey dey come every month easy to manage pass one big payment, and e dey harder for oda people to ask for am.',
      },
      {
        heading: { text: 'Di price fit', accent: 'families wey still young' },
        paragraphA:
          'Because di amount wey we fit pay dey reduce as di term dey run, Family Income cost less than lump-sum plan wey get di same monthly value.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin Family Income', accent: 'dey give you' },
      intro: 'Steady income for di people wey dey depend on your own. {example}',
      cards: [
        { title: 'Payment every month', text: 'Income of ₦100,000 to ₦1,500,000 every month.' },
        { title: 'E dey rise with inflation', text: 'Choose yearly increase of 5% or 10% so e go follow prices.' },
        { title: 'You fit collect lump sum', text: 'Your family fit change di remaining payments to one lump sum.' },
      ],
    },
    faqs: [
      {
        question: 'How long dem go pay my family?',
        answer: 'From di month after claim until di end of di term wey you choose. Di earlier for di term, di more months we go pay.',
      },
      {
        question: 'My family fit collect di money at once?',
        answer: 'Yes. Dem fit ask for di remaining payments as one lump sum, but e go reduce small because we pay am early.',
      },
      {
        question: 'Who fit apply?',
        answer: 'Anybody from age 18 to 55. Di term must end before your 65th birthday.',
      },
      { ...coolingOff },
    ],
  },

  // ─── Education ─────────────────────────────────────────────────────────────────────────────────
  'education-savings-plan': {
    summary: 'Build fund wey dey guaranteed for secondary school and university fees.',
    heading: { text: 'Make plan for', accent: 'every year of school' },
    description:
      'Save every month, every three months or every year, and collect guaranteed sum when your pikin start secondary school or university.',
    marketing: [
      {
        eyebrow: 'How e dey work',
        heading: { text: 'Save money now,', accent: 'pay school fees later' },
        paragraphA:
          'Choose di amount wey you want for your pikin education, from ₦1,000,000 to ₦30,000,000, and when you want make we pay am. We go calculate di premium. Di fund dey guaranteed from di first payment.',
        paragraphB: 'Di bonus wey we dey add every year dey increase di fund, and nobody fit take am back.',
      },
      {
        heading: { text: 'Share di payout', accent: 'di way wey you want' },
        paragraphA:
          'Collect di fund for one payment, or divide am: for example 40% when secondary school start and 60% when university start.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin Education Savings', accent: 'dey give you' },
      intro: 'Clear plan for school fees, no matter wetin happen. {example}',
      cards: [
        { title: 'Fund wey dey guaranteed', text: 'E fit be from ₦1,000,000 to ₦30,000,000.' },
        { title: 'Payout di way you want', text: 'One payment, or divide am between di school stages.' },
        { title: 'Life cover for di parent', text: 'If you die, we go pay di full fund one time.' },
      ],
    },
    faqs: [
      {
        question: 'Wetin if I die before di plan end?',
        answer: 'We go pay di full guaranteed fund one time to di guardian or trustee of your pikin, and di plan go end.',
      },
      {
        question: 'I fit pay more when I get money?',
        answer: 'Yes. Top-up of ₦50,000 or more go enter di fund and increase di final payout.',
      },
      {
        question: 'I fit change di payout dates?',
        answer: 'Yes, once every year, as long as di new date dey at least 12 months ahead.',
      },
      { ...howToPay },
      { ...coolingOff },
    ],
  },
  'scholar-guard-plan': {
    summary: 'If parent die, we go pay di premiums wey remain, and di full fund go still reach maturity.',
    heading: { text: 'Dia future,', accent: 'e dey protected' },
    description:
      'If di parent wey dey pay die or become disabled, Scholar Guard go waive every premium wey remain, and we go still pay di full education fund.',
    marketing: [
      {
        eyebrow: 'Why you go choose Scholar Guard',
        heading: { text: 'Di plan go continue', accent: 'even without you' },
        paragraphA:
          'If di parent wey dey pay die or no fit work again for good, we go pay every premium wey remain. Di fund go continue to grow and your pikin go collect am complete, for di dates wey you choose.',
        paragraphB: 'We go also pay ₦250,000 one time to help di family for di first months.',
      },
      {
        heading: { text: 'For parents wey', accent: 'dey plan ahead' },
        paragraphA: 'Scholar Guard good for parents wey get small pikin dem and want result wey sure, no matter wetin life bring.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin Scholar Guard', accent: 'dey give you' },
      intro: 'Protection for di plan, no be only for di parent. {example}',
      cards: [
        { title: 'We go pay premium for you', text: 'Every premium wey remain, if you die or become disabled.' },
        { title: 'We go pay di full fund', text: 'For di dates wey you choose, with bonus.' },
        { title: '₦250,000 one time', text: 'Help wey go reach di family immediately after claim.' },
        { title: 'Two parents for one plan', text: 'Add di second parent for small extra premium.' },
      ],
    },
    faqs: [
      {
        question: 'How dis one take different from Education Savings?',
        answer:
          'Education Savings dey pay di fund one time if you die. Scholar Guard dey pay your premiums instead, so di fund go continue to grow and we go pay am for di school dates wey you choose, and e dey usually be bigger amount.',
      },
      {
        question: 'Wetin we dey call disabled?',
        answer:
          'Say you no fit do any work wey dem dey pay for, for at least six months, doctor wey we appoint confirm am, and dem expect say e go last for life.',
      },
      {
        question: 'Grandparents fit pay for di plan?',
        answer: 'Yes, if dem be age 55 or under when dem apply. Di waiver go then protect against dia death or disability.',
      },
      { ...missedPayment },
    ],
  },
  'university-fund-plan': {
    summary: 'E dey pay school fees in yearly instalments, for di four years of university.',
    heading: { text: 'We go pay di fees,', accent: 'year by year' },
    description:
      'University Fund dey pay one quarter of di sum assured when each university year start, for four years, straight to you or to di school.',
    marketing: [
      {
        eyebrow: 'How e dey work',
        heading: { text: 'Four years for school,', accent: 'four times we go pay' },
        paragraphA:
          'Choose sum between ₦4,000,000 and ₦40,000,000. We go pay one quarter of am when each of di four university years start, straight to you or to di university.',
        paragraphB: 'We no dey release all di money at once, so e go last di whole course.',
      },
      {
        heading: { text: 'You wan study abroad?', accent: 'No wahala' },
        paragraphA:
          'We fit pay universities outside Nigeria, for naira, or we go change am with di official rate for di day wey we pay.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin University Fund', accent: 'dey give you' },
      intro: 'School fees wey you don plan for, one year at a time. {example}',
      cards: [
        { title: 'Payment every year', text: 'One quarter of di sum assured for each university year.' },
        { title: 'We go pay di school', text: 'Direct to di university, if na wetin you want.' },
        { title: 'Any university at all', text: 'For Nigeria or abroad.' },
      ],
    },
    faqs: [
      {
        question: 'Wetin if my pikin no go university?',
        answer: 'You go collect di fund as cash for di first payment date, or you fit leave am make e still dey invested for up to five more years.',
      },
      {
        question: 'Wetin if di course last five years?',
        answer: 'Tell us before di first payment, and we go share di fund into five yearly payments instead of four.',
      },
      {
        question: 'Wetin go happen if I die before di payments start?',
        answer: 'Premium go stop, and we go still make di four yearly payments complete for di dates wey you choose.',
      },
      { ...howToPay },
      { ...coolingOff },
    ],
  },

  // ─── Corporate ─────────────────────────────────────────────────────────────────────────────────
  'group-life-plan': {
    summary: 'Di group life cover wey di Pension Reform Act want, for three times di yearly salary.',
    heading: { text: 'We make group life cover', accent: 'simple' },
    description:
      'Group Life dey pay at least three times di annual total emoluments to di family of any worker wey die while e still dey work for you, as di law want.',
    marketing: [
      {
        eyebrow: 'Follow di law',
        heading: { text: 'Obey di law,', accent: 'without di paperwork' },
        paragraphA:
          'Di Pension Reform Act 2014 talk say every employer wey get three or more workers must keep group life cover of at least three times di annual total emoluments of each worker. We go give you di certificate wey you need for tenders and audits inside 48 hours.',
        paragraphB: 'Send us your staff list once every year; we go handle di rest.',
      },
      {
        heading: { text: 'We dey care for families', accent: 'when e matter' },
        paragraphA:
          'When worker die, our claims team go work with your HR department and with di family direct. When claim complete, we dey pay am inside 14 days.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin Group Life', accent: 'dey give your organisation' },
      intro: 'Cover wey dey keep you inside di law and dey take care of your people.',
      cards: [
        { title: 'Three times salary or pass', text: 'Choose three, four or five times di annual emoluments.' },
        { title: 'Certificate inside 48 hours', text: 'Na for tenders, audits and PenCom returns.' },
        { title: 'No medical check up to one limit', text: 'Most workers dey covered without medical checks.' },
        { title: 'Account manager wey we name for you', text: 'One person wey sabi your scheme.' },
      ],
    },
    faqs: [
      {
        question: 'How many workers we need?',
        answer: 'Three or more. Di law want group life cover from three workers, and our rates dey get better as your group dey grow.',
      },
      {
        question: 'How una dey calculate di premium?',
        answer:
          'From your staff list: ages, annual total emoluments and di industry wey you dey work. Typical company wey dey work for office dey pay about 0.5% of di payroll for one year.',
      },
      {
        question: 'Wetin if person join during di year?',
        answer: 'New staff dey covered from dia first day. We go adjust di premium at di end of di year based on your updated list.',
      },
      {
        question: 'How we go claim?',
        answer:
          'Send di claim form, di death certificate, di letter of appointment of di worker, and di ID and bank details of di beneficiary. Your account manager go guide you.',
      },
    ],
  },
  'credit-life-plan': {
    summary: 'E go clear di loan wey borrower still owe, if di borrower die or become disabled for good.',
    heading: { text: 'Loan dey protected,', accent: 'family no go suffer' },
    description:
      'For banks, microfinance lenders and cooperatives: if borrower die or become disabled for good, we go pay back di balance wey remain.',
    marketing: [
      {
        eyebrow: 'For people wey dey lend money',
        heading: { text: 'Protect your loan book,', accent: 'protect dia families' },
        paragraphA:
          'Credit Life dey pay back di balance wey remain for loan if di borrower die or become disabled for good. You go collect your money complete, and nobody go chase di family for di debt.',
        paragraphB: 'E good for personal loans, salary advance, asset finance and mortgages.',
      },
      {
        heading: { text: 'E go enter', accent: 'di way you dey work' },
        paragraphA:
          'Add cover when you dey release di loan, through upload every month or API connection. Di premium na small percentage of di loan, and dem dey usually add am to di repayments.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin Credit Life', accent: 'dey give you' },
      intro: 'Bad debt go reduce, and borrowers go get fairer result.',
      cards: [
        { title: 'We go pay di balance complete', text: 'If di borrower die or become disabled for good.' },
        {
          title: 'Cover if borrower lose job',
          text: 'You fit choose am: six months of repayments if dem lay off borrower wey dey collect salary.',
        },
        { title: 'Easy to start', text: 'Upload every month, or API from your loan system.' },
      ],
    },
    faqs: [
      {
        question: 'Which lenders fit use Credit Life?',
        answer: 'Banks, microfinance banks, finance houses, cooperatives and employers wey dey lend money to dia staff.',
      },
      {
        question: 'How much e dey cost?',
        answer: 'Usually 0.8% to 1.5% of di loan amount for loan of one year, depending on di borrowers and di type of loan.',
      },
      {
        question: 'How quick una dey pay claim?',
        answer: 'Inside 14 days after di claim complete, straight to di lender.',
      },
      {
        question: 'Dem dey tell di borrower about di cover?',
        answer: 'Yes. Every borrower dey receive short certificate wey explain di cover for plain English, as di regulator want.',
      },
    ],
  },
  'employee-benefits-scheme': {
    summary: 'Gratuity and retirement savings schemes wey we dey manage for your staff.',
    heading: { text: 'Reward workers wey stay,', accent: 'secure dia retirement' },
    description:
      'We dey manage gratuity and retirement benefit schemes, with clear statement for every worker and report every three months for HR.',
    marketing: [
      {
        eyebrow: 'For people wey employ workers',
        heading: { text: 'Benefits wey your staff', accent: 'fit see' },
        paragraphA:
          'We dey invest your contributions for guaranteed deposit administration fund. Every worker go receive statement two times every year wey show wetin don enter and di interest wey e don gain.',
        paragraphB: 'When person leave or retire, we go pay dia benefit inside 10 working days after you instruct us.',
      },
      {
        heading: { text: 'HR go get', accent: 'less work' },
        paragraphA:
          'Report every three months, online portal and account manager wey we name for you: dem go carry di administration work comot from your table.',
      },
    ],
    benefits: {
      heading: { text: 'Wetin di scheme', accent: 'dey give you' },
      intro: 'Benefit wey go help you keep good people.',
      cards: [
        { title: 'Capital dey guaranteed', text: 'Contributions and di interest wey we don credit no fit ever fall for value.' },
        { title: 'Statement for every worker', text: 'Two times every year, for plain English.' },
        { title: 'We go pay inside 10 working days', text: 'When worker leave or retire.' },
      ],
    },
    faqs: [
      {
        question: 'Dis one go replace our pension contributions?',
        answer:
          'No. Contributions under di Pension Reform Act dey go to di pension fund administrator of each worker. Dis scheme na extra benefit, like gratuity, on top.',
      },
      {
        question: 'Which interest una dey pay?',
        answer: 'Rate wey we declare every year, and e no go ever dey below 0%. For 2025, di rate wey we declare na 14.5%.',
      },
      {
        question: 'Workers fit see dia balance online?',
        answer: 'Yes, through di customer portal, and for di statement wey we dey send two times every year.',
      },
      {
        question: 'Wetin be di smallest scheme wey una dey manage?',
        answer: 'Schemes for 10 or more workers, wey dia total yearly contributions reach at least ₦5,000,000.',
      },
    ],
  },
}
