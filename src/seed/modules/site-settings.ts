import type { SeedContext } from '../context'
import { SEED_CONTEXT } from '../context'
import { acquisitionStatement } from '../data/company'
import { pressReleasePdf } from './company'
import { HOLIDAYS_2026, OPENING_HOURS } from './reach'

export async function seedSiteSettings(ctx: SeedContext): Promise<void> {
  const logo = await ctx.logo('Redwood Life Assurance')
  // The press release seeded with the company pages: the banner and /news/press-release share one PDF.
  const statement = await ctx.pdf(acquisitionStatement.filename, pressReleasePdf(acquisitionStatement))

  await ctx.payload.updateGlobal({
    slug: 'site-settings',
    context: SEED_CONTEXT,
    overrideAccess: true,
    data: {
      brandName: 'Redwood Life Assurance Limited',
      shortName: 'Redwood Life',
      logo,
      announcement: {
        enabled: true,
        text: 'Redwood Life Assurance is now part of Meridian Holdings.',
        linkLabel: 'Read the press statement',
        document: statement,
      },
      headOfficePhone: '+234 1 460 2200',
      callCentrePhone: '0700 733 9663',
      // The hours sentence ("Monday to Friday, 8:00am to 5:00pm, excluding public holidays") is written from these.
      openingHours: OPENING_HOURS,
      holidays: HOLIDAYS_2026.map(([date, name]) => ({ date: `${date}T12:00:00.000Z`, name })),
      whatsappNumber: '0700 733 9663',
      promises: { policyDocumentDays: 5, referralDays: 3, paymentCallDays: 1, groupQuoteDays: 2, emailReplyDays: 1 },
      address: '6th Floor, Civic Towers, Ozumba Mbadiwe Street, Victoria Island, Lagos, 101241',
      // A fictional insurer: plainly made-up numbers, never a real licence's.
      licence: {
        naicomLicence: 'DEMO/LA/0000 (fictional)',
        rcNumber: 'RC 000000 (fictional)',
        businessClass: 'life assurance business',
        registeredAddress: '6th Floor, Civic Towers, Ozumba Mbadiwe Street, Victoria Island, Lagos, 101241',
      },
      customerServiceEmail: 'customercare@redwoodlife.example',
      // Plainly fictional: the demo's regulator bureau has a reserved domain and a made-up number.
      complaints: {
        acknowledgeDays: 0,
        resolveDays: 14,
        email: 'complaints@redwoodlife.example',
        bureau: {
          name: 'NAICOM Complaints Bureau (demo contact, fictional)',
          phone: '0700 000 0000',
          email: 'complaints@naicom-bureau.example',
          address: 'Complaints Bureau, National Insurance Commission (demo address, fictional), Plot 000, Example Road, Abuja',
          website: 'https://complaints.naicom-bureau.example/',
        },
      },
      careersEmail: 'careers@redwoodlife.example',
      customerPortalUrl: 'https://portal.redwoodlife.example/',
      directDebitInstructions: [
        'Ask your bank for a direct debit mandate form, or ask us for one on 0700 733 9663.',
        'Fill it in with your policy number as the reference and the premium shown above, then sign it.',
        'Give it to your bank or send it to us. Your bank starts paying from the next due date once it has approved the mandate.',
      ].join('\n'),
      paymentUrl: 'https://pay.redwoodlife.example/',
      premiumPayments: { enabled: true, maxAmountNaira: 5_000_000, maxInstalments: 12, receiptDays: 30 },
      staffAccessContact: 'the IT service desk, itdesk@redwoodlife.example',
      instagram: 'https://www.instagram.com/redwoodlife.example',
      facebook: 'https://www.facebook.com/redwoodlife.example',
      youtube: 'https://www.youtube.com/@redwoodlife.example',
      linkedin: 'https://www.linkedin.com/company/redwoodlife-example',
      legal: [
        {
          title: 'Privacy policy',
          text:
            'We collect only the personal data we need to serve you, keep it safe, and never sell it. ' +
            'We process it under the Nigeria Data Protection Act 2023.',
        },
        {
          title: 'Terms and conditions',
          text:
            'Information on this website is a summary. Your policy document sets out the full terms of your cover.',
        },
        {
          title: 'Client charter',
          text:
            'We answer every enquiry within one working day and pay claims within 14 days of receiving a complete application.',
        },
      ],
      teasersHeading: { text: 'All You Need to Know', accent: 'About Insurance' },
      creditLine: 'Web Development & Security by iNspire',
      copyrightLine: '© 2024 Redwood Life Assurance Limited. All rights reserved.',
    },
  })
}
