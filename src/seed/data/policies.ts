/**
 * Demo policies of the built-in policy service (docs/policy-service.md; the README lists them for
 * testers). Fictional people, phones 0803 000 01xx and @example.com addresses. One of every status;
 * Adaeze Okafor holds two policies. The same people, numbers and terms on every seed: only the premium
 * history of the policies still paying runs up to the day of seeding (see `paidThrough`).
 */
import type { PolicyStatus, PremiumFrequency } from '@/lib/policy-service/contract'

export type DemoPolicy = {
  policyNumber: string
  status: PolicyStatus
  product: string
  plan: { code: string; name: string }
  sumAssuredKobo: number
  premiumKobo: number
  frequency: PremiumFrequency
  startDate: string
  premiumsEndDate: string | null
  reinstatableUntil: string | null
  holder: { firstName: string; lastName: string; dateOfBirth: string; phone: string; email: string; address: string }
  beneficiaries: { name: string; relationship: string; sharePercent: number }[]
  /**
   * Which instalments are paid: 'today' every one due up to the seeding day; 'all-but-last' every one
   * but the latest (a policy in its grace period); or a fixed date (instalments due on or before it).
   */
  paidThrough: 'today' | 'all-but-last' | string
}

const ADAEZE = { firstName: 'Adaeze', lastName: 'Okafor', dateOfBirth: '1985-03-14', phone: '08030000101', email: 'adaeze.okafor@example.com', address: '14 Example Close, Surulere, Lagos' }

export const DEMO_POLICIES: DemoPolicy[] = [
  {
    policyNumber: 'RL-POL-2021-000101',
    status: 'in-force',
    product: 'Education savings',
    plan: { code: 'ESP', name: 'Redwood Education Savings Plan' },
    sumAssuredKobo: 500_000_000,
    premiumKobo: 2_500_000,
    frequency: 'monthly',
    startDate: '2021-02-01',
    premiumsEndDate: '2036-02-01',
    reinstatableUntil: null,
    holder: ADAEZE,
    beneficiaries: [{ name: 'Chiamaka Okafor', relationship: 'Daughter', sharePercent: 100 }],
    paidThrough: 'today',
  },
  {
    policyNumber: 'RL-POL-2023-000102',
    status: 'in-grace',
    product: 'Term assurance',
    plan: { code: 'TAP', name: 'Redwood Term Assurance' },
    sumAssuredKobo: 2_000_000_000,
    premiumKobo: 1_850_000,
    frequency: 'quarterly',
    startDate: '2023-05-15',
    premiumsEndDate: '2043-05-15',
    reinstatableUntil: null,
    holder: ADAEZE,
    beneficiaries: [
      { name: 'Obinna Okafor', relationship: 'Husband', sharePercent: 60 },
      { name: 'Chiamaka Okafor', relationship: 'Daughter', sharePercent: 40 },
    ],
    paidThrough: 'all-but-last',
  },
  {
    policyNumber: 'RL-POL-2019-000103',
    status: 'lapsed',
    product: 'Endowment assurance',
    plan: { code: 'AEE', name: 'Redwood Anticipated Endowment' },
    sumAssuredKobo: 300_000_000,
    premiumKobo: 1_500_000,
    frequency: 'monthly',
    startDate: '2019-09-01',
    premiumsEndDate: '2034-09-01',
    reinstatableUntil: '2029-12-31',
    holder: { firstName: 'Tunde', lastName: 'Bakare', dateOfBirth: '1978-11-02', phone: '08030000103', email: 'tunde.bakare@example.com', address: '3 Sample Street, Bodija, Ibadan' },
    beneficiaries: [{ name: 'Kemi Bakare', relationship: 'Wife', sharePercent: 100 }],
    paidThrough: '2026-06-30',
  },
  {
    policyNumber: 'RL-POL-2016-000104',
    status: 'lapsed',
    product: 'Whole life',
    plan: { code: 'WLP', name: 'Redwood Whole Life' },
    sumAssuredKobo: 1_000_000_000,
    premiumKobo: 2_000_000,
    frequency: 'monthly',
    startDate: '2016-04-01',
    premiumsEndDate: '2023-07-01',
    reinstatableUntil: '2024-06-30',
    holder: { firstName: 'Chidi', lastName: 'Eze', dateOfBirth: '1970-07-21', phone: '08030000104', email: 'chidi.eze@example.com', address: '22 Demo Road, Independence Layout, Enugu' },
    beneficiaries: [{ name: 'Amaka Eze', relationship: 'Wife', sharePercent: 100 }],
    paidThrough: '2023-03-31',
  },
  {
    policyNumber: 'RL-POL-2012-000105',
    status: 'paid-up',
    product: 'Endowment assurance',
    plan: { code: 'AEE', name: 'Redwood Anticipated Endowment' },
    sumAssuredKobo: 150_000_000,
    premiumKobo: 4_500_000,
    frequency: 'half-yearly',
    startDate: '2012-01-10',
    premiumsEndDate: '2022-01-10',
    reinstatableUntil: null,
    holder: { firstName: 'Ngozi', lastName: 'Adeyemi', dateOfBirth: '1965-01-09', phone: '08030000105', email: 'ngozi.adeyemi@example.com', address: '7 Example Avenue, Wuse II, Abuja' },
    beneficiaries: [
      { name: 'Tolu Adeyemi', relationship: 'Son', sharePercent: 50 },
      { name: 'Bisi Adeyemi', relationship: 'Daughter', sharePercent: 50 },
    ],
    paidThrough: '2022-01-10',
  },
  {
    policyNumber: 'RL-POL-2006-000106',
    status: 'matured',
    product: 'Endowment assurance',
    plan: { code: 'AEE', name: 'Redwood Anticipated Endowment' },
    sumAssuredKobo: 80_000_000,
    premiumKobo: 6_000_000,
    frequency: 'yearly',
    startDate: '2006-03-01',
    premiumsEndDate: '2021-03-01',
    reinstatableUntil: null,
    holder: { firstName: 'Ibrahim', lastName: 'Musa', dateOfBirth: '1960-05-30', phone: '08030000106', email: 'ibrahim.musa@example.com', address: '11 Model Crescent, Nassarawa GRA, Kano' },
    beneficiaries: [{ name: 'Aisha Musa', relationship: 'Wife', sharePercent: 100 }],
    paidThrough: '2021-03-01',
  },
  {
    policyNumber: 'RL-POL-2018-000107',
    status: 'claimed',
    product: 'Term assurance',
    plan: { code: 'TAP', name: 'Redwood Term Assurance' },
    sumAssuredKobo: 1_500_000_000,
    premiumKobo: 1_200_000,
    frequency: 'quarterly',
    startDate: '2018-08-01',
    premiumsEndDate: '2025-02-01',
    reinstatableUntil: null,
    holder: { firstName: 'Folake', lastName: 'Johnson', dateOfBirth: '1972-09-18', phone: '08030000107', email: 'folake.johnson@example.com', address: '5 Sample Lane, GRA Phase 2, Port Harcourt' },
    beneficiaries: [{ name: 'Dayo Johnson', relationship: 'Husband', sharePercent: 100 }],
    paidThrough: '2025-02-01',
  },
  {
    policyNumber: 'RL-POL-2024-000108',
    status: 'in-force',
    product: 'Whole life',
    plan: { code: 'WLP', name: 'Redwood Whole Life' },
    sumAssuredKobo: 750_000_000,
    premiumKobo: 9_000_000,
    frequency: 'yearly',
    startDate: '2024-01-20',
    premiumsEndDate: null,
    reinstatableUntil: null,
    holder: { firstName: 'Emeka', lastName: 'Nwosu', dateOfBirth: '1990-12-05', phone: '08030000108', email: 'emeka.nwosu@example.com', address: '9 Example Street, Yaba, Lagos' },
    beneficiaries: [{ name: 'Ifeoma Nwosu', relationship: 'Mother', sharePercent: 100 }],
    paidThrough: 'today',
  },
]
