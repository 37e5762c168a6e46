'use client'

import { FieldLabel, useFormFields } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { deliverySentence } from '@/lib/outbox/describe'

type Row = { channel?: string | null; status?: string | null; attempts?: number | null; nextAttemptAt?: string | null; sentAt?: string | null }

/** Where a message stands, as one plain sentence (src/lib/outbox/describe.ts), on the message's page. */
export function DeliveryField() {
  const row = useFormFields(([fields]) => ({
    channel: fields.channel?.value as string | null | undefined,
    status: fields.status?.value as string | null | undefined,
    attempts: fields.attempts?.value as number | null | undefined,
    nextAttemptAt: fields.nextAttemptAt?.value as string | null | undefined,
    sentAt: fields.sentAt?.value as string | null | undefined,
  }))
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel label="What happened" />
      <p style={{ margin: 0 }}>{deliverySentence(row)}</p>
    </div>
  )
}

/** The same sentence in the list of messages. */
export function DeliveryCell({ rowData }: DefaultCellComponentProps) {
  return <span>{deliverySentence(rowData as Row)}</span>
}
