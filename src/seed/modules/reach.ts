import type { SeedContext } from '../context'

const WEEKDAY_HOURS = 'Monday to Friday, 8:00am to 5:00pm'

/** The head office and the four cities the company copy names (src/seed/data/company.ts). Fictional addresses and numbers. */
export const OFFICES = [
  {
    city: 'Lagos',
    name: 'Head office',
    address: '6th Floor, Civic Towers\nOzumba Mbadiwe Street, Victoria Island\nLagos 101241',
    phone: '+234 1 460 2200',
    mapQuery: 'Civic Towers, Ozumba Mbadiwe Street, Victoria Island, Lagos',
  },
  { city: 'Abuja', name: 'Abuja branch', address: '3rd Floor, Example House\n12 Demo Crescent, Wuse II\nAbuja 904101', phone: '+234 9 460 2201' },
  { city: 'Port Harcourt', name: 'Port Harcourt branch', address: '2nd Floor, Sample Plaza\n45 Example Road, GRA Phase 2\nPort Harcourt 500272', phone: '+234 84 460 2202' },
  { city: 'Kano', name: 'Kano branch', address: '1st Floor, Demo Towers\n8 Example Avenue, Nassarawa GRA\nKano 700233', phone: '+234 64 460 2203' },
  { city: 'Enugu', name: 'Enugu branch', address: 'Ground Floor, Model House\n21 Sample Street, Independence Layout\nEnugu 400102', phone: '+234 42 460 2204' },
] as const

/**
 * Nigeria's public holidays in 2026 as declared each year (the Islamic holidays follow the moon: these
 * are the expected dates, which the Federal Government confirms nearer the time). Boxing Day falls on
 * a Saturday and is observed on the Monday.
 */
export const HOLIDAYS_2026 = [
  ['2026-01-01', "New Year's Day"],
  ['2026-03-20', 'Eid al-Fitr'],
  ['2026-03-23', 'Eid al-Fitr holiday'],
  ['2026-04-03', 'Good Friday'],
  ['2026-04-06', 'Easter Monday'],
  ['2026-05-01', "Workers' Day"],
  ['2026-05-27', 'Eid al-Adha'],
  ['2026-05-28', 'Eid al-Adha holiday'],
  ['2026-06-12', 'Democracy Day'],
  ['2026-08-26', 'Eid-el-Maulud'],
  ['2026-10-01', 'Independence Day'],
  ['2026-12-25', 'Christmas Day'],
  ['2026-12-28', 'Boxing Day (observed)'],
] as const

/** Opening hours as Site settings hold them: weekdays 8:00am to 5:00pm, Lagos time. */
export const OPENING_HOURS = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({ day, opens: '08:00', closes: '17:00' }))

export async function seedOffices(ctx: SeedContext): Promise<void> {
  for (const [order, office] of OFFICES.entries()) {
    await ctx.upsert('offices', 'name', { ...office, hours: WEEKDAY_HOURS, order })
  }
}
