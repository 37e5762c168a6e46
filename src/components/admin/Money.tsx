'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { DefaultCellComponentProps, NumberFieldClientProps } from 'payload'

import { moneyText, type MoneyUnit } from '@/lib/admin/money'

type MoneyProps = { unit?: MoneyUnit; exact?: boolean }

/**
 * A stored amount shown to staff in naira as a person writes it ("₦1,250,000"), whatever unit it is
 * stored in (kobo for what was charged). Read only: these are facts the site recorded; the stored
 * number is never changed by showing it.
 */
export function MoneyField({ field, path, unit = 'naira', exact = false }: NumberFieldClientProps & MoneyProps) {
  const { value } = useField<number | null>({ path: path ?? field.name })
  const label = typeof field.label === 'string' ? field.label : field.name
  const description = typeof field.admin?.description === 'string' ? field.admin.description : undefined
  return (
    <div className="field-type money-field" style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel label={label} path={path} />
      <p style={{ margin: 0, fontSize: '1rem' }} id={`field-${path}`}>
        {moneyText(value, { unit, exact })}
      </p>
      {description ? <FieldDescription description={description} path={path ?? field.name} /> : null}
    </div>
  )
}

/** The same amount in a list column. */
export function MoneyCell({ cellData, unit = 'naira', exact = false }: DefaultCellComponentProps & MoneyProps) {
  return <span>{moneyText(typeof cellData === 'number' ? cellData : null, { unit, exact })}</span>
}
