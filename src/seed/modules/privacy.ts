import type { SeedContext } from '../context'
import { SEED_CONTEXT } from '../context'

/** The demo privacy notice (/privacy): a fictional insurer's, in plain words, for staff to edit. */
export async function seedPrivacyNotice(ctx: SeedContext): Promise<void> {
  await ctx.payload.updateGlobal({
    slug: 'privacy-notice',
    context: SEED_CONTEXT,
    overrideAccess: true,
    data: {
      _status: 'published',
      lead:
        'This notice explains, in plain English, what personal data Redwood Life Assurance collects through this website, why, how long we keep it, who receives it and what you can ask us to do with it. We follow the Nigeria Data Protection Act 2023 (NDPA) and the NDPC’s General Application and Implementation Directive.',
      updated: '2026-11-26T12:00:00.000Z',
      whoWeAre:
        'Redwood Life Assurance Limited (“Redwood Life”, “we”) is a life insurance company. We decide how your personal data is used, so under the NDPA we are its data controller.\n\nOur Data Protection Officer (DPO) makes sure we handle personal data lawfully, and is the person to write to about anything in this notice.\n\nRedwood Life Assurance Limited is a fictional company, and this website is a demonstration.',
      dpo: {
        name: 'The Data Protection Officer',
        email: 'dpo@redwoodlife.example',
        phone: '0700 733 9663',
        address: 'Redwood Life Assurance Limited\n6th Floor, Civic Towers, Ozumba Mbadiwe Street\nVictoria Island, Lagos, 101241',
      },
      journeys: [
        {
          title: 'When you send us an enquiry or ask for a group quote',
          collect: '- whether you already have a policy with us\n- your name, phone number and email address\n- your message, and for a group quote your company’s details\n- the date and time you agreed to this notice, and which version of the agreement you saw',
          why: 'To call or email you back about what you asked.',
          basis: ['consent'],
        },
        {
          title: 'When you get a quote',
          collect: 'Your date of birth and the plan options you choose. A quote is worked out on the page and is not kept unless you go on to apply.',
          why: 'To work out the figure you asked for.',
          basis: ['contract'],
        },
        {
          title: 'When you apply for a policy',
          collect: '- your name, date of birth, gender, address, phone number and email address\n- your answers to the health questions\n- your beneficiaries’ names, relationships and shares\n- your identity number and the cover you choose',
          why: 'To decide whether we can cover you and on what terms, and to issue your policy.',
          basis: ['contract', 'legal'],
        },
        {
          title: 'When you pay a premium',
          collect: 'The amount, the date, the payment reference and the last four digits and type of your card or account. Your full card number goes to the payment provider, never to us.',
          why: 'To record your payment against your policy and send you a receipt.',
          basis: ['contract', 'legal'],
        },
        {
          title: 'When you make a claim',
          collect: '- the policy and the person the claim is about\n- your name, relationship to them and contact details\n- the documents you upload, such as a death certificate or medical report\n- your bank account for the payment',
          why: 'To decide the claim and pay it, and to keep the records insurance law requires.',
          basis: ['contract', 'legal'],
        },
        {
          title: 'When you make a complaint',
          collect: 'Your name, contact details, the policy or claim it is about, and what you tell us.',
          why: 'To look into your complaint, answer you, and report complaints to the National Insurance Commission as the law requires.',
          basis: ['legal', 'legitimate'],
        },
        {
          title: 'When you ask us to call you back',
          collect: 'Your name, phone number, the time you chose and what you would like to talk about.',
          why: 'To call you at the time you asked for.',
          basis: ['consent'],
        },
        {
          title: 'When you visit any page',
          collect: 'Our servers record technical details such as your internet (IP) address, the type of browser and the pages requested. We use no advertising or tracking cookies; our cookie notice lists the few cookies that make a feature work.',
          why: 'To keep the website working and secure, and to stop abuse such as automated spam.',
          basis: ['legitimate'],
        },
      ],
      recipients: [
        { who: 'Our staff', why: 'Customer care staff, underwriters and claims officers see what they need to do their work, and nothing more.' },
        { who: 'Our reinsurers', why: 'For large policies and claims we share the details a reinsurer needs to share the risk with us.' },
        { who: 'Our payment provider', why: 'Paystack receives your payment details to take a payment you make on this website.' },
        { who: 'Our text message and email providers', why: 'They receive your phone number or email address and the message, to deliver messages we send you.' },
        { who: 'The companies that host this website', why: 'They store the website’s data for us and act only on our written instructions.' },
        { who: 'Regulators, courts and the police', why: 'The National Insurance Commission, the NDPC, courts or the police, only when the law requires it.' },
      ],
      transfers:
        'If a provider stores data outside Nigeria, we allow it only where the NDPA’s conditions for transfers are met, for example where the other country gives adequate protection or the contract requires it.',
      keepIntro: 'We keep personal data only as long as we need it, then delete it.',
      otherRecords: [
        { what: 'Your policy, your application for it, and the premiums you paid', howLong: 'While the policy lasts and 7 years after it ends, as insurance and tax laws require' },
        { what: 'A claim and its documents', howLong: '7 years after the claim is settled or closed' },
        { what: 'Website server records', howLong: '30 days' },
      ],
      rights:
        'Under the NDPA you have the right to:\n- know how we use your data (this notice)\n- get a copy of the personal data we hold about you\n- have wrong or incomplete data corrected\n- have your data deleted when we no longer need it\n- ask us to limit how we use it, or object to our using it\n- receive your data in a common electronic format, or have it sent to another company\n- withdraw your consent at any time; this does not affect what we did before you withdrew it\n- not be subject to a decision made only by a computer that significantly affects you',
      howToUse:
        'Ask online: you prove the phone number or email is yours with a code we send to it, and a copy of your data is ready at once. Or write to our Data Protection Officer at dpo@redwoodlife.example, or by post. It is free, and we may ask you to prove who you are first, to protect your data.',
      responseDays: 30,
      ndpc:
        'If you are unhappy with how we handled your data, please tell our Data Protection Officer first. You can also complain to the Nigeria Data Protection Commission (NDPC), the regulator for personal data in Nigeria, through its website or its offices.',
      safety:
        'Information you send through this website is encrypted on its way to us. Only staff who need your data for their work can see it, and they are trained in data protection. If a breach put your rights at risk, we would tell the NDPC and you as the NDPA requires.',
    },
  })
}
