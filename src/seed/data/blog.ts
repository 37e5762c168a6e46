/** Demo articles for the three Readers Digest groups. */
export type SeedGroup = {
  slug: string
  name: string
  legacySlugs: string[]
  order: number
  heading: string
  description: string
  subheading: string
  illustration: 'shield' | 'health' | 'growth'
}

export type SeedArticle = {
  slug: string
  group: string
  title: string
  excerpt: string
  publishedAt: string
  illustration: 'family' | 'home' | 'shield' | 'growth' | 'health' | 'education' | 'people' | 'calendar' | 'city' | 'document'
  video?: string
  body: string
}

export const groups: SeedGroup[] = [
  {
    slug: 'life-insurance',
    name: 'Life',
    legacySlugs: ['lifeblog'],
    order: 1,
    heading: 'Life insurance, explained',
    description: 'Plain-English guides to protecting your family, saving with a guarantee and choosing the right cover.',
    subheading: 'Latest life articles',
    illustration: 'shield',
  },
  {
    slug: 'health-and-wellness',
    name: 'Health',
    legacySlugs: ['healthblog'],
    order: 2,
    heading: 'Health and wellness',
    description: 'Practical advice for staying well, and for handling hospital costs when you are not.',
    subheading: 'Latest health articles',
    illustration: 'health',
  },
  {
    slug: 'markets',
    name: 'Markets',
    legacySlugs: ['Markets'],
    order: 3,
    heading: 'Markets and money',
    description: 'What inflation, interest rates and the naira mean for your savings and your policy.',
    subheading: 'Latest market articles',
    illustration: 'growth',
  },
]

export const articles: SeedArticle[] = [
  {
    slug: 'how-much-life-cover-do-you-need',
    group: 'life-insurance',
    title: 'How much life cover do you need?',
    excerpt: 'A simple way to work out the amount that would keep your family secure.',
    publishedAt: '2026-11-10',
    illustration: 'family',
    body: `Life cover should replace what your family would lose if you were no longer there. A good starting point is ten times your yearly income, but your own number depends on your debts, your children's ages and what you already have.

## Add up what your family would need

- Your rent or mortgage for the years your children are at home
- School fees until your youngest finishes university
- Any loans you would leave behind
- Funeral costs, usually ₦1,000,000 to ₦3,000,000

## Take away what you already have

Subtract savings, a group life benefit from your employer (often three times your salary) and any other policies. What is left is the gap a life plan should fill.

## Work it out in two minutes

Our [life cover calculator](/how-much-cover) does these sums for you: enter your income, debts, school fees and what you already have, and it suggests an amount, showing every step.

If the number feels large, remember that term cover is the cheapest way to protect a family. Talk to an adviser and we will work it out with you, free.`,
  },
  {
    slug: 'term-or-endowment',
    group: 'life-insurance',
    title: 'Term or endowment: which is right for you?',
    excerpt: 'Term cover protects. An endowment protects and saves. Here is how to choose.',
    publishedAt: '2026-10-28',
    illustration: 'shield',
    video: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    body: `A **term plan** pays only if you die during the term. Because most people outlive the term, it costs little.

An **endowment plan** pays either when you die or at the end of the term, whichever comes first. You always get money back, so the premium is higher.

## Choose term cover if

- you want the most protection for your money
- you already save in other ways

## Choose an endowment if

- you want a guaranteed sum on a set date, for school fees or a house
- you find it hard to save without a commitment

Many families combine the two: a large term plan for protection, and a smaller endowment for a goal.`,
  },
  {
    slug: 'naming-beneficiaries',
    group: 'life-insurance',
    title: 'Naming beneficiaries: the five-minute job that saves months',
    excerpt: 'Why you should name who receives your policy money, and keep it up to date.',
    publishedAt: '2026-10-02',
    illustration: 'document',
    body: `When a policy has named beneficiaries, we pay them directly once a claim is complete. Without them, your family may need letters of administration from the court, which can take months.

## Keep it current

Review your beneficiaries after a marriage, a birth, a divorce or a death in the family. You can change them at any time by filling in a change of beneficiary form.

## Tell them

Let your beneficiaries know the policy exists and where the documents are. Most unpaid life policies in Nigeria are unpaid because nobody knew about them.`,
  },
  {
    slug: 'life-insurance-myths',
    group: 'life-insurance',
    title: 'Five myths about life insurance in Nigeria',
    excerpt: '"Insurers never pay" and four other things people believe that are not true.',
    publishedAt: '2026-09-15',
    illustration: 'people',
    body: `## Myth 1: insurers never pay

Licensed insurers must pay valid claims, and the National Insurance Commission checks that they do. We pay complete claims within 14 days.

## Myth 2: it is only for the rich

Term cover can cost less than a weekly phone data bundle.

## Myth 3: my employer covers me

Group life usually ends when you leave the job, and it is often too small on its own.

## Myth 4: I am too young

Premiums are lowest when you are young and healthy.

## Myth 5: it is complicated

Our plans come with a one-page summary in plain English.`,
  },
  {
    slug: 'managing-high-blood-pressure',
    group: 'health-and-wellness',
    title: 'Managing high blood pressure: small changes that help',
    excerpt: 'One in three Nigerian adults has high blood pressure. These habits bring it down.',
    publishedAt: '2026-11-05',
    illustration: 'health',
    video: 'https://vimeo.com/76979871',
    body: `High blood pressure often has no symptoms, so check it at least once a year. Many pharmacies will measure it for free.

## Habits that help

- Cut down on salt and seasoning cubes
- Walk for 30 minutes on most days
- Eat more vegetables, beans and fruit
- Limit alcohol and stop smoking

If your doctor prescribes medicine, take it every day, even when you feel well.`,
  },
  {
    slug: 'preparing-for-a-hospital-stay',
    group: 'health-and-wellness',
    title: 'Preparing for a hospital stay',
    excerpt: 'What to pack, what to ask and how to make a hospital cash claim afterwards.',
    publishedAt: '2026-10-20',
    illustration: 'calendar',
    body: `A planned hospital stay is easier with a short checklist.

## Before you go

- Ask the hospital for a written estimate of costs
- Check what your medical plan pays and whether the hospital is a partner
- Pack your ID, your policy number and a list of your medicines

## After you leave

Ask for a discharge summary and itemised receipts. You need them for a Hospital Cash claim, which you can send by email.`,
  },
  {
    slug: 'malaria-in-the-rainy-season',
    group: 'health-and-wellness',
    title: 'Protecting your family from malaria in the rainy season',
    excerpt: 'Simple, low-cost steps that cut the risk for children and adults.',
    publishedAt: '2026-09-30',
    illustration: 'family',
    body: `Malaria cases rise between June and October. Treated nets, clearing standing water and early testing make a large difference.

## Know the signs

Fever, chills, headache and tiredness. Test before treating: not every fever is malaria.

## Children and pregnant women

They are most at risk. See a doctor the same day if a young child has a fever.`,
  },
  {
    slug: 'health-checks-by-age',
    group: 'health-and-wellness',
    title: 'Which health checks you need at 30, 40 and 50',
    excerpt: 'A short guide to the screening tests that catch problems early.',
    publishedAt: '2026-09-02',
    illustration: 'people',
    body: `## At 30

Blood pressure, blood sugar and a cholesterol test every few years.

## At 40

Add an eye test, and for women a breast examination.

## At 50

Add bowel cancer screening and, for men, a conversation about prostate checks.

Early diagnosis also matters for insurance: many critical illness claims are paid because a routine check found something early.`,
  },
  {
    slug: 'inflation-and-your-savings',
    group: 'markets',
    title: 'What inflation means for your savings plan',
    excerpt: 'How rising prices affect a guaranteed sum, and what you can do about it.',
    publishedAt: '2026-11-12',
    illustration: 'growth',
    body: `When prices rise, a fixed sum buys less. A guaranteed ₦5,000,000 in ten years will not buy what it buys today.

## What you can do

- Choose a plan with a yearly increase option
- Review your sum assured every two or three years
- Keep some savings in assets that can grow with prices

A guarantee still matters: it is money you can count on, whatever the markets do.`,
  },
  {
    slug: 'interest-rates-explained',
    group: 'markets',
    title: 'Interest rates explained in plain English',
    excerpt: 'Why the Central Bank’s rate decisions reach your policy and your loan.',
    publishedAt: '2026-10-15',
    illustration: 'city',
    video: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
    body: `The Monetary Policy Rate is the rate at which the Central Bank lends to banks. When it rises, banks pay more for money and charge more for loans.

## Why insurers care

Insurers invest premiums, mostly in government bonds. When rates are higher, the same premium can buy a larger guaranteed benefit.

## Why you should care

If you are buying a savings plan, the guaranteed sum depends on interest rates at the time you buy.`,
  },
  {
    slug: 'treasury-bills-and-policies',
    group: 'markets',
    title: 'Treasury bills or a savings policy?',
    excerpt: 'Two safe places for your money, with different strengths.',
    publishedAt: '2026-09-20',
    illustration: 'document',
    body: `Treasury bills are short loans to the government. They are safe and easy to understand, but they do not protect your family if you die.

A savings policy combines a guaranteed sum with life cover. If you die during the term, your family receives the full sum, even if you had paid only a few premiums.

Use treasury bills for money you may need soon, and a policy for long-term goals.`,
  },
  {
    slug: 'naira-and-long-term-goals',
    group: 'markets',
    title: 'Planning long-term goals when the naira moves',
    excerpt: 'Practical ways to keep school fees and retirement plans on track.',
    publishedAt: '2026-08-28',
    illustration: 'education',
    body: `Exchange rates affect foreign school fees most. If your goal is priced in dollars or pounds, plan for the rate to move.

## Three habits

- Save a little more than you think you need
- Review your plan every year
- Do not cancel a policy in a hurry: surrender values are low in the early years`,
  },
]
