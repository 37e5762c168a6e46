/**
 * Demo content of the company pages of the fictional Redwood Life Assurance: About, Leadership,
 * Achievements, financial statements and fund reports, Careers and the news room.
 * Every name, award, figure and organisation here is invented.
 */
import type { PdfSection } from '../assets/pdf'

/**
 * `portrait` is the seed of the generated illustration. The generator picks a look at random from the
 * seed, so each seed here was chosen (by trying "name", "name 2", …) to draw a person who fits the name.
 */
export type SeedLeader = { name: string; designation: string; team: 'board' | 'management'; portrait: string }

export const leaders: SeedLeader[] = [
  { name: 'Chief Olumide Adebayo-Williams', designation: 'Chairman', team: 'board', portrait: 'Chief Olumide Adebayo-Williams' },
  { name: 'Mrs Ngozi Eze-Okonkwo', designation: 'Managing Director / Chief Executive Officer', team: 'board', portrait: 'Mrs Ngozi Eze-Okonkwo' },
  { name: 'Mr Chukwuemeka Nwosu', designation: 'Executive Director, Finance', team: 'board', portrait: 'Mr Chukwuemeka Nwosu' },
  { name: 'Alhaji Ibrahim Musa Danjuma', designation: 'Independent Non-Executive Director', team: 'board', portrait: 'Alhaji Ibrahim Musa Danjuma' },
  { name: 'Dr Aisha Bello', designation: 'Independent Non-Executive Director', team: 'board', portrait: 'Dr Aisha Bello 4' },
  { name: 'Mrs Funmilayo Ogunleye', designation: 'Non-Executive Director', team: 'board', portrait: 'Mrs Funmilayo Ogunleye 3' },
  { name: 'Mr Kelechi Obi', designation: 'Chief Operating Officer', team: 'management', portrait: 'Mr Kelechi Obi 3' },
  { name: 'Mr Oluwaseun Adeyemi', designation: 'Chief Actuary', team: 'management', portrait: 'Mr Oluwaseun Adeyemi 3' },
  { name: 'Mrs Halima Abubakar', designation: 'Head of Claims', team: 'management', portrait: 'Mrs Halima Abubakar 2' },
  { name: 'Ms Chioma Uzor', designation: 'Head of Customer Experience', team: 'management', portrait: 'Ms Chioma Uzor 2' },
]

export const about = {
  heading: { text: 'About', accent: 'Redwood Life' },
  description:
    'Redwood Life Assurance Limited is a Nigerian life insurer. For more than 30 years we have helped families, ' +
    'employers and savers protect their income, plan for school fees and retirement, and cope with the unexpected. ' +
    'We are licensed and regulated by the National Insurance Commission (NAICOM).',
  storyHeading: { text: 'Our', accent: 'story' },
  story: {
    paragraph1:
      'Redwood Life began in 1993 as a small group life office on Broad Street, Lagos, insuring the staff of ' +
      'twelve local businesses. Our founders believed that a life policy is only as good as the claim it pays, ' +
      'so from the first day we promised to pay complete claims quickly and to explain every policy in plain words.',
    paragraph2:
      'Over three decades we grew into a national insurer with offices in Lagos, Abuja, Port Harcourt, Kano and ' +
      'Enugu. Today more than 250,000 people are covered by a Redwood Life plan, from market traders saving ' +
      '₦5,000 a month towards school fees to companies protecting thousands of employees.',
    paragraph3:
      'In 2026 Redwood Life became part of Meridian Holdings, a financial services group that shares our values. ' +
      'Our name, our licence, our people and every policy we have issued stay the same. What changes is the ' +
      'strength behind them: more capital, better technology and the same promise to be there when you need us.',
  },
  purpose: { title: 'Our purpose', statement: 'For every life, For every future.' },
  mission: {
    title: 'Our mission',
    statement: 'To be the most trusted partner and protector for this generation and generations to come',
  },
  leadershipPanel: {
    heading: { text: 'Meet our', accent: 'leaders' },
    text:
      'Our board and management team bring together experience in insurance, banking, medicine and public service. ' +
      'They are accountable to our policyholders, our shareholders and the regulator.',
    linkLabel: 'Meet our leaders',
  },
  investorPanel: {
    heading: { text: 'Investor', accent: 'relations' },
    text:
      'Read our audited financial statements and the reports of the funds that hold your savings. ' +
      'We publish them every year so you can see how your money is managed.',
    linkLabel: 'View statements and reports',
  },
  meta: {
    title: 'About us',
    description:
      'Redwood Life Assurance: a Nigerian life insurer protecting families for over 30 years. Our story, purpose, mission and leadership.',
  },
}

export const leadershipPage = {
  heading: { text: 'Our', accent: 'Leaders' },
  intro:
    'The people who set our direction and run the company day to day. Each of them is approved by the ' +
    'National Insurance Commission (NAICOM) to hold their role.',
  boardHeading: 'Our Board of Directors',
  boardIntro:
    'The board sets our strategy, oversees risk and makes sure we treat every policyholder fairly. ' +
    'Four of our six directors, the Chairman among them, are non-executive, and two are independent of the company and its shareholders.',
  managementHeading: 'Management team',
  managementIntro: 'The managers who look after your policies, your savings and your claims every day.',
  meta: {
    title: 'Our leaders',
    description: 'The Board of Directors and management team of Redwood Life Assurance Limited.',
  },
}

export const achievements = {
  heading: { text: 'Our', accent: 'achievements' },
  description:
    'We measure ourselves by the promises we keep. Here are some of the milestones we are proudest of, ' +
    'and the awards others have given us along the way.',
  milestonesHeading: { text: 'Milestones', accent: 'we are proud of' },
  milestones: [
    {
      heading: 'Complete claims paid within 14 days',
      subheading: 'Every year since 2019',
      details:
        'Since 2019 we have paid at least 95% of complete claims within 14 days of receiving them. In 2025 the figure ' +
        'was 96.4%, and the average claim was paid in 8 working days. We publish these numbers every year in our ' +
        'financial statements.',
    },
    {
      heading: '₦18.4 billion paid to families',
      subheading: '2020 to 2025',
      details:
        'Over six years we paid ₦18.4 billion in death, disability, medical, maturity and annuity benefits. Behind ' +
        'each payment is a family that could pay rent, keep children in school or settle hospital bills when it mattered.',
    },
    {
      heading: 'More than 250,000 people covered',
      subheading: 'At 31 December 2025',
      details:
        'Individuals, families and the employees of over 1,100 companies and public bodies now hold cover with us, ' +
        'in all 36 states and the Federal Capital Territory.',
    },
    {
      heading: 'Capital well above the regulator’s minimum',
      subheading: 'Solvency ratio of 212% in 2025',
      details:
        'Our available capital was more than twice the amount the National Insurance Commission requires a life ' +
        'insurer to hold. Strong capital means we can pay claims even in a difficult year.',
    },
    {
      heading: 'Claims made and followed online',
      subheading: 'Launched in 2026',
      details:
        'Claimants can start a claim on our website, get a reference at once and follow the claim with it. Each time ' +
        'the claim moves on, we send an SMS, and an email when they gave us an address.',
    },
  ],
  awardsHeading: { text: 'Awards and', accent: 'recognition' },
  awards: [
    { name: 'Life Insurer of the Year', awardingBody: 'Nigerian Insurance Awards (demo)', year: 2025 },
    { name: 'Best Claims Service', awardingBody: 'West Africa Financial Services Awards (demo)', year: 2025 },
    { name: 'Most Customer-Focused Insurer', awardingBody: 'Lagos Business Excellence Awards (demo)', year: 2024 },
    { name: 'Digital Innovation in Insurance', awardingBody: 'African Insurtech Forum (demo)', year: 2024 },
    { name: 'Employer of Choice', awardingBody: 'Nigerian Workplace Awards (demo)', year: 2023 },
  ],
  meta: {
    title: 'Our achievements',
    description: 'Milestones and awards of Redwood Life Assurance, including claims paid within 14 days since 2019.',
  },
}

export const statementsPage = {
  heading: { text: 'Financial Statements and', accent: 'Fund Reports' },
  intro:
    'Our audited financial statements show how the company performed each year. Our fund reports show how the ' +
    'money in our savings and investment-linked plans is invested and how it has grown. All documents are PDFs.',
  contactNote:
    'Questions about these documents? Write to investors@redwoodlife.example and our investor relations team will reply within two working days.',
  meta: {
    title: 'Financial statements and fund reports',
    description: 'Download the audited financial statements of Redwood Life Assurance and the reports of its investment funds.',
  },
}

export type SeedStatement = {
  filename: string
  title: string
  description: string
  kind: 'financial-statement' | 'fund-report'
  publishedAt: string
  subtitle: string
  sections: PdfSection[]
}

const THOUSANDS = 'Figures in NGN thousands. Demo figures for a fictional company.'

export const statements: SeedStatement[] = [
  {
    filename: 'redwood-life-audited-financial-statements-2025.pdf',
    title: 'Audited Financial Statements 2025',
    description:
      'Our full-year results for the year ended 31 December 2025, with the independent auditor’s report, ' +
      'the statement of financial position and the income statement.',
    kind: 'financial-statement',
    publishedAt: '2026-04-28T09:00:00.000Z',
    subtitle: 'For the year ended 31 December 2025',
    sections: [
      {
        heading: 'Highlights',
        body:
          'Gross premium written grew by 18% to NGN 42.8 billion. We paid NGN 3.9 billion in claims and benefits, ' +
          'and 96.4% of complete claims were paid within 14 days.\n\n' +
          '- Profit after tax: NGN 5.1 billion (2024: NGN 4.0 billion)\n- Total assets: NGN 186.4 billion\n- Solvency ratio: 212%',
      },
      {
        heading: 'Statement of profit or loss',
        body: 'For the year ended 31 December.',
        table: {
          columns: ['Item', '2025', '2024'],
          rows: [
            ['Gross premium written', '42,815,330', '36,284,170'],
            ['Net premium income', '38,902,114', '32,940,556'],
            ['Investment income', '14,226,480', '11,873,912'],
            ['Claims and benefits paid', '(3,912,605)', '(3,318,220)'],
            ['Change in policyholder liabilities', '(31,870,442)', '(27,115,908)'],
            ['Operating expenses', '(10,744,215)', '(9,621,033)'],
            ['Profit before tax', '6,601,332', '4,759,307'],
            ['Profit after tax', '5,148,239', '3,997,818'],
          ],
          note: THOUSANDS,
        },
      },
      {
        heading: 'Statement of financial position',
        body: 'At 31 December.',
        table: {
          columns: ['Item', '2025', '2024'],
          rows: [
            ['Cash and cash equivalents', '9,418,206', '8,102,557'],
            ['Investment securities', '162,340,871', '138,911,604'],
            ['Other assets', '14,640,093', '12,278,415'],
            ['Total assets', '186,399,170', '159,292,576'],
            ['Insurance contract liabilities', '148,226,930', '127,604,112'],
            ['Other liabilities', '7,905,611', '6,874,329'],
            ['Total equity', '30,266,629', '24,814,135'],
          ],
          note: THOUSANDS,
        },
      },
      {
        heading: 'Independent auditor’s opinion',
        body:
          'In our opinion the financial statements give a true and fair view of the financial position of Redwood Life ' +
          'Assurance Limited at 31 December 2025 and of its performance for the year, in accordance with IFRS ' +
          'Accounting Standards and the Insurance Act. (Demo text: no audit has taken place.)',
      },
    ],
  },
  {
    filename: 'redwood-life-interim-financial-statements-h1-2025.pdf',
    title: 'Interim Financial Statements, Half Year 2025',
    description: 'Unaudited results for the six months ended 30 June 2025, with a short commentary from our finance director.',
    kind: 'financial-statement',
    publishedAt: '2025-08-29T09:00:00.000Z',
    subtitle: 'Unaudited, for the six months ended 30 June 2025',
    sections: [
      {
        heading: 'Commentary',
        body:
          'Premium income rose steadily in the first half, led by education and family plans. Higher interest rates ' +
          'lifted investment income. Claims were paid in 8 working days on average.',
      },
      {
        heading: 'Key figures',
        body: 'Six months ended 30 June.',
        table: {
          columns: ['Item', 'H1 2025', 'H1 2024'],
          rows: [
            ['Gross premium written', '20,614,880', '17,402,315'],
            ['Investment income', '6,881,204', '5,610,772'],
            ['Claims and benefits paid', '(1,874,330)', '(1,602,918)'],
            ['Profit after tax', '2,402,611', '1,851,090'],
          ],
          note: THOUSANDS,
        },
      },
    ],
  },
  {
    filename: 'redwood-life-audited-financial-statements-2024.pdf',
    title: 'Audited Financial Statements 2024',
    description: 'Our full-year results for the year ended 31 December 2024, with the independent auditor’s report.',
    kind: 'financial-statement',
    publishedAt: '2025-04-30T09:00:00.000Z',
    subtitle: 'For the year ended 31 December 2024',
    sections: [
      {
        heading: 'Highlights',
        body:
          'Gross premium written grew by 15% to NGN 36.3 billion and profit after tax reached NGN 4.0 billion. ' +
          '95.8% of complete claims were paid within 14 days.',
      },
      {
        heading: 'Key figures',
        body: 'For the year ended 31 December.',
        table: {
          columns: ['Item', '2024', '2023'],
          rows: [
            ['Gross premium written', '36,284,170', '31,551,460'],
            ['Claims and benefits paid', '(3,318,220)', '(2,905,147)'],
            ['Profit after tax', '3,997,818', '3,102,664'],
            ['Total assets', '159,292,576', '134,008,231'],
            ['Total equity', '24,814,135', '20,816,317'],
          ],
          note: THOUSANDS,
        },
      },
    ],
  },
  {
    filename: 'redwood-money-market-fund-report-q4-2025.pdf',
    title: 'Redwood Money Market Fund: Quarterly Report, Q4 2025',
    description:
      'How the fund behind our savings plans performed from October to December 2025, what it invests in and the yield it earned.',
    kind: 'fund-report',
    publishedAt: '2026-01-30T09:00:00.000Z',
    subtitle: 'Quarter ended 31 December 2025',
    sections: [
      {
        heading: 'Fund at a glance',
        body:
          'The fund invests in Nigerian treasury bills, bank deposits and high-quality commercial paper. It aims to ' +
          'protect your savings and earn a steady return above inflation over time.\n\n' +
          '- Fund size: NGN 48.6 billion\n- Annualised yield for the quarter: 21.4%\n- Unit price at 31 December 2025: NGN 1.4826',
      },
      {
        heading: 'Where the money is invested',
        body: 'At 31 December 2025.',
        table: {
          columns: ['Asset', 'Value (NGN thousands)', 'Share'],
          rows: [
            ['Federal Government treasury bills', '26,730,400', '55.0%'],
            ['Fixed deposits with banks', '14,094,000', '29.0%'],
            ['Commercial paper', '6,318,000', '13.0%'],
            ['Cash', '1,457,600', '3.0%'],
            ['Total', '48,600,000', '100.0%'],
          ],
        },
      },
      {
        heading: 'Returns',
        body: 'Past returns do not guarantee future returns.',
        table: {
          columns: ['Period', 'Fund return', 'Benchmark'],
          rows: [
            ['Q4 2025 (annualised)', '21.4%', '19.8%'],
            ['Year to 31 December 2025', '20.6%', '19.1%'],
            ['Three years (a year)', '16.2%', '15.0%'],
          ],
        },
      },
    ],
  },
  {
    filename: 'redwood-balanced-fund-report-q4-2025.pdf',
    title: 'Redwood Balanced Fund: Quarterly Report, Q4 2025',
    description:
      'The fund behind our investment-linked life and education plans: its mix of bonds, shares and cash, and its returns to December 2025.',
    kind: 'fund-report',
    publishedAt: '2026-01-30T10:00:00.000Z',
    subtitle: 'Quarter ended 31 December 2025',
    sections: [
      {
        heading: 'Fund at a glance',
        body:
          'The fund spreads your money across government bonds, shares in large Nigerian companies and cash, to grow ' +
          'savings over five years or more with moderate ups and downs.\n\n' +
          '- Fund size: NGN 31.2 billion\n- Return for 2025: 24.8%\n- Unit price at 31 December 2025: NGN 3.1174',
      },
      {
        heading: 'Where the money is invested',
        body: 'At 31 December 2025.',
        table: {
          columns: ['Asset', 'Value (NGN thousands)', 'Share'],
          rows: [
            ['Federal Government bonds', '14,040,000', '45.0%'],
            ['Listed Nigerian shares', '10,920,000', '35.0%'],
            ['Treasury bills', '4,680,000', '15.0%'],
            ['Cash and deposits', '1,560,000', '5.0%'],
            ['Total', '31,200,000', '100.0%'],
          ],
        },
      },
    ],
  },
  {
    filename: 'redwood-annuity-fund-report-2025.pdf',
    title: 'Redwood Annuity Fund: Annual Report 2025',
    description: 'How the fund that pays our retirees’ monthly annuities is invested, and how well it covers the pensions it must pay.',
    kind: 'fund-report',
    publishedAt: '2026-03-16T09:00:00.000Z',
    subtitle: 'Year ended 31 December 2025',
    sections: [
      {
        heading: 'Summary',
        body:
          'The fund paid NGN 1.06 billion in monthly annuities to 4,870 retirees during 2025, every payment on time. ' +
          'Its assets were 118% of the value of the pensions it must pay, so retirees are well protected.',
      },
      {
        heading: 'Fund position',
        body: 'At 31 December.',
        table: {
          columns: ['Item', '2025', '2024'],
          rows: [
            ['Fund assets', '22,486,300', '19,904,120'],
            ['Value of annuities to be paid', '19,056,190', '17,236,845'],
            ['Cover ratio', '118%', '115%'],
            ['Annuities paid in the year', '1,063,420', '948,775'],
          ],
          note: THOUSANDS,
        },
      },
    ],
  },
]

export type SeedPressRelease = {
  filename: string
  title: string
  description: string
  publishedAt: string
  illustration: 'document' | 'phone' | 'education' | 'handshake'
  /** The PDF's subtitle: "Press release" unless it says otherwise. */
  subtitle?: string
  sections: PdfSection[]
}

/**
 * The statement the site-wide announcement banner links to (site settings). It is a press release like the
 * others, so the press-release list shows it too: one PDF, one document, two ways in.
 */
export const acquisitionStatement: SeedPressRelease = {
  filename: 'meridian-acquisition-press-statement.pdf',
  title: 'Meridian Holdings completes acquisition of Redwood Life Assurance',
  description:
    'Redwood Life keeps its name, its licence, its staff and every policy it has issued. Nothing changes in your policy.',
  publishedAt: '2026-11-03T09:00:00.000Z',
  illustration: 'handshake',
  subtitle: 'Press statement',
  sections: [
    {
      heading: 'Lagos, 3 November 2026',
      body:
        'Meridian Holdings Plc has completed its acquisition of a majority stake in Redwood Life Assurance Limited, ' +
        'following approval by the National Insurance Commission. Redwood Life keeps its name, its licence, its staff ' +
        'and every policy it has issued.',
    },
    {
      heading: 'What this means for policyholders',
      body:
        'Nothing changes in your policy. Premiums, benefits, policy numbers and payment details stay the same. ' +
        'Complete claims are still paid within 14 days of receiving every document. ' +
        'If you have questions, call our contact centre on 0700 733 9663, Monday to Friday, 8:00am to 5:00pm.',
    },
    {
      heading: 'About Meridian Holdings',
      body:
        'Meridian Holdings is a fictional financial services group created for this demonstration website. ' +
        'Any resemblance to a real company is coincidental.',
    },
  ],
}

export const pressReleases: SeedPressRelease[] = [
  acquisitionStatement,
  {
    filename: 'press-release-claims-paid-2025.pdf',
    title: 'Redwood Life paid ₦3.9 billion in claims in 2025, 96% within 14 days',
    description:
      'Our annual claims report shows more families paid faster than ever, with the average complete claim settled in 8 working days.',
    publishedAt: '2026-02-10T09:00:00.000Z',
    illustration: 'document',
    sections: [
      {
        heading: 'Lagos, 10 February 2026',
        body:
          'Redwood Life Assurance Limited today announced that it paid NGN 3.9 billion in claims and benefits to ' +
          'policyholders and their families in 2025, up 18% on the year before. 96.4% of complete claims were paid ' +
          'within 14 days of receipt, and the average was 8 working days.',
      },
      {
        heading: 'What the Managing Director said',
        body:
          '"A life policy is a promise, and a claim is the moment we keep it," said Mrs Ngozi Eze-Okonkwo, Managing ' +
          'Director and Chief Executive Officer. "Families who have just lost someone should not wait months for money ' +
          'they are owed."',
      },
      {
        heading: 'Claims paid by type',
        body: 'Year ended 31 December 2025.',
        table: {
          columns: ['Type of claim', 'Claims paid', 'Amount (NGN thousands)'],
          rows: [
            ['Death benefits', '1,284', '2,116,480'],
            ['Maturity and savings withdrawals', '3,902', '1,204,775'],
            ['Medical and critical illness', '2,611', '451,030'],
            ['Disability', '198', '140,320'],
            ['Total', '7,995', '3,912,605'],
          ],
        },
      },
      {
        heading: 'Notes to editors',
        body: 'Redwood Life Assurance Limited is a fictional company created for a demonstration website. Press office: press@redwoodlife.example.',
      },
    ],
  },
  {
    filename: 'press-release-online-claims.pdf',
    title: 'Claimants can now make and follow a claim online, with updates by SMS and email',
    description:
      'Policyholders and beneficiaries can start a claim on our website and receive an SMS, and an email, at every step until the money is paid.',
    publishedAt: '2026-11-20T09:00:00.000Z',
    illustration: 'phone',
    sections: [
      {
        heading: 'Lagos, 20 November 2026',
        body:
          'Redwood Life Assurance Limited now takes claims on its website, redwoodlife.example/claims/start. The claimant ' +
          'gets a reference at once and can follow the claim at redwoodlife.example/claims/track. We send an SMS, and an ' +
          'email when the claimant gave us an address, each time the claim moves on: when the documents are complete, ' +
          'when we assess it, when it is approved and when the money is paid.',
      },
      {
        heading: 'Why we made the change',
        body:
          'Before the change, one in three calls to our contact centre came from claimants asking where their claim ' +
          'had got to. "People should not have to chase us for news," said Mrs Halima Abubakar, Head of Claims.',
      },
      {
        heading: 'Notes to editors',
        body: 'Messages never ask for a PIN, password or payment. Press office: press@redwoodlife.example.',
      },
    ],
  },
  {
    filename: 'press-release-scholarships-2025.pdf',
    title: 'Redwood Life awards 60 secondary school scholarships in Kano, Enugu and Lagos',
    description:
      'The Redwood Future Scholars programme will pay school fees, books and uniforms for 60 pupils until they finish secondary school.',
    publishedAt: '2025-09-08T09:00:00.000Z',
    illustration: 'education',
    sections: [
      {
        heading: 'Lagos, 8 September 2025',
        body:
          'Redwood Life Assurance Limited has awarded 60 scholarships to pupils entering JSS1 in public schools in ' +
          'Kano, Enugu and Lagos. Each scholarship covers fees, books and uniforms for six years, worth about ' +
          'NGN 1,250,000 per pupil.',
      },
      {
        heading: 'How pupils were chosen',
        body:
          'Head teachers nominated pupils with strong results whose families face financial hardship. An independent ' +
          'panel of educators made the final choice.',
      },
      {
        heading: 'Notes to editors',
        body: 'Redwood Future Scholars is a fictional programme of a fictional company. Press office: press@redwoodlife.example.',
      },
    ],
  },
]

export const careers = {
  heading: { text: 'Build a career that', accent: 'protects families' },
  intro:
    'At Redwood Life your work helps a widow keep her home, a child stay in school and a retiree live with dignity. ' +
    'We are always looking for honest, curious people who want to make insurance simpler and fairer.',
  why: {
    heading: 'Why work with us',
    body:
      'We are big enough to offer real careers and small enough for your ideas to be heard. Our teams in Lagos, ' +
      'Abuja, Port Harcourt, Kano and Enugu work in claims, customer service, sales, actuarial science, finance, ' +
      'technology and investments.',
    reasons: [
      {
        title: 'Work that matters',
        text: 'Every claim we pay reaches a family at a hard moment. You will see the difference your work makes.',
      },
      {
        title: 'Learn and grow',
        text: 'We pay for professional exams such as CIIN and ACCA, and every employee gets at least five training days a year.',
      },
      {
        title: 'Fair pay and benefits',
        text: 'Competitive salaries reviewed every year, a pension, health cover for you and your family, and group life cover.',
      },
      {
        title: 'Balance',
        text: 'Office hours end at 5:00pm, and most roles can work from home up to two days a week.',
      },
    ],
  },
  promise: {
    heading: 'Our promise to you',
    body:
      'We will treat you fairly, pay you on time and tell you honestly how you are doing. You will have a manager ' +
      'who meets you regularly, clear goals and a say in how your team works.\n\n' +
      'We reply to every application, whether or not you are shortlisted, usually within three weeks.',
  },
  diversity: {
    heading: 'Diversity and inclusion',
    body:
      'Our customers come from every state, faith and background, and so do we. We hire on ability and character, ' +
      'never on ethnicity, religion, gender, age or disability.\n\n' +
      'Women make up 52% of our staff and 40% of our senior managers. If you need any adjustment to apply or to ' +
      'attend an interview, tell us in your email and we will arrange it.',
  },
  testimonial: {
    quote:
      'I joined as a graduate trainee in the claims team. Six years later I lead our Abuja claims office. What keeps ' +
      'me here is the moment a family tells us the payment arrived when they needed it most.',
    name: 'Adaobi Nnamdi',
    role: 'Claims Manager, Abuja',
    /** Seed of the generated portrait (see SeedLeader). */
    portrait: 'Adaobi Nnamdi 2',
  },
  howToApply: {
    heading: 'How to apply',
    body:
      'Send your CV and a short cover letter to our careers mailbox. Tell us which role or area interests you and ' +
      'where you would like to work. We keep CVs on file for 12 months and contact you when a suitable role opens.\n\n' +
      'We never charge a fee to apply or to be interviewed. If anyone asks you for money for a job at Redwood Life, ' +
      'do not pay, and report it to us.',
    emailSubject: 'Job application',
  },
  meta: {
    title: 'Careers',
    description: 'Work at Redwood Life Assurance: why join us, our promise, diversity and inclusion, and how to apply.',
  },
}

export const newsRoom = {
  heading: { text: 'News', accent: 'room' },
  intro: 'Official announcements from Redwood Life Assurance, for journalists, policyholders and partners.',
  pressCard: {
    title: 'Press releases',
    text: 'Our latest announcements about claims, services, results and the communities we support.',
  },
  mediaContact:
    'Journalists can reach our press office at press@redwoodlife.example or on +234 1 460 2200, Monday to Friday, 8:00am to 5:00pm.',
  pressPage: {
    heading: { text: 'Press', accent: 'Releases' },
    intro: 'Our announcements, newest first. Each release opens as a PDF in a new tab.',
    metaDescription: 'Press releases from Redwood Life Assurance Limited, newest first.',
  },
  meta: {
    title: 'News room',
    description: 'News and press releases from Redwood Life Assurance Limited.',
  },
}
