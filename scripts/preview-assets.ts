/**
 * Writes sample illustrations, the logo and sample PDFs to /tmp/redwood-assets
 * for a visual check:  npx tsx scripts/preview-assets.ts [kind ...]
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { illustration, illustrationKinds, type IllustrationKind } from '../src/seed/assets/illustrations'
import { logoPng } from '../src/seed/assets/logo'
import { makePdf, type PdfDoc } from '../src/seed/assets/pdf'

const lorem =
  'Redwood Life pays valid claims quickly. Send us the completed form with the supporting documents listed below, and we will confirm receipt within two working days. ' +
  'If anything is missing we will tell you exactly what we need. Benefits are paid by bank transfer to the account you give us, in ₦ (Naira), for example ₦1,500,000.'

const samplePdfs: Record<string, PdfDoc> = {
  'claim-form': {
    title: 'Death Claim Form — Individual Life',
    subtitle: 'Use this form to notify us of the death of a life insured under an individual policy.',
    sections: [
      { heading: 'Before you start', body: `${lorem}\n\n- Original policy document or letter of indemnity\n- Certified copy of the death certificate\n- Valid ID of the claimant (NIN slip, passport or driver’s licence)\n- Bank statement header showing the account name` },
    ],
    form: {
      fields: [
        'Policy number',
        'Name of deceased/insured',
        'Date of birth of deceased',
        'Date of event (death)',
        'Cause and circumstances of death',
        'Claimant name',
        'Relationship to the deceased',
        'Claimant address',
        'Phone number',
        'Bank name',
        'Account number',
        'Was the deceased hospitalised before death?',
        'Signature of claimant',
        'Date signed',
      ],
    },
  },
  statement: {
    title: 'Summary Financial Statements 2024',
    subtitle: 'Statement of financial position as at 31 December 2024',
    sections: [
      {
        heading: 'Statement of financial position',
        body: 'The summary below is extracted from the audited financial statements.',
        table: {
          columns: ['', 'Notes', '2024 ₦’000', '2023 ₦’000'],
          widths: [3, 1, 1.4, 1.4],
          rows: [
            ['Cash and cash equivalents', '5', '4,512,330', '3,987,102'],
            ['Financial assets at amortised cost — a long label that wraps onto two lines', '6', '21,004,871', '18,220,019'],
            ['Investment properties', '7', '2,100,000', '1,950,000'],
            ['Total assets', '', '29,410,552', '25,001,340'],
            ['Insurance contract liabilities', '9', '(18,220,410)', '(15,900,320)'],
          ],
          note: 'Figures in thousands of Naira (₦’000).',
        },
      },
    ],
  },
  'long-report': {
    title: 'Redwood Balanced Fund — Quarterly Fund Report (Q3 2025) with a very long title that should wrap nicely',
    subtitle: 'Adébáyọ̀ Ọlọ́run, Fund Manager · ₦ figures in thousands',
    sections: Array.from({ length: 8 }, (_, i) => ({
      heading: `${i + 1}. Section heading number ${i + 1}`,
      body: Array.from({ length: 4 }, () => lorem).join('\n\n') + '\n\n• First point\n• Second point ≥ 10% → fine',
    })),
  },
}

const out = '/tmp/redwood-assets'

async function main(): Promise<void> {
  await mkdir(out, { recursive: true })
  const args = process.argv.slice(2)
  const only = args.filter((a): a is IllustrationKind => (illustrationKinds as readonly string[]).includes(a))
  const kinds = only.length > 0 ? only : illustrationKinds
  const seeds = (process.env.SEEDS ?? 'a,b').split(',')
  for (const kind of kinds) {
    for (const seed of seeds) {
      const w = kind === 'portrait' ? 600 : 800
      const h = kind === 'portrait' ? 600 : 600
      const png = await illustration({ kind, seed, width: w, height: h, format: 'png' })
      await writeFile(path.join(out, `${kind}-${seed}.png`), png)
      const hero = await illustration({ kind, seed, width: 1600, height: 900 })
      const cardImg = await illustration({ kind, seed, width: 800, height: 600 })
      console.log(`${kind}/${seed}: hero ${(hero.length / 1024).toFixed(1)} KB, card ${(cardImg.length / 1024).toFixed(1)} KB`)
    }
  }
  if (args.includes('--hero')) {
    for (const kind of kinds) {
      const png = await illustration({ kind, seed: 'hero', width: 1600, height: 900, format: 'png', align: 'right' })
      await writeFile(path.join(out, `${kind}-hero.png`), png)
    }
  }
  await writeFile(path.join(out, 'logo.png'), await logoPng(256))
  if (args.includes('--pdf')) {
    for (const [name, doc] of Object.entries(samplePdfs)) {
      await writeFile(path.join(out, `${name}.pdf`), await makePdf(doc))
    }
  }
  console.log(`wrote samples to ${out}`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
