import type { DefaultServerCellComponentProps, UIFieldServerComponent } from 'payload'

import { changeLines, targetLabel } from '@/lib/audit/describe'

/** What an entry changed, each field by its label (src/lib/audit/describe.ts), instead of the raw record. */
export const ChangesField: UIFieldServerComponent = ({ data, req }) => {
  const entry = data as { target?: string | null; changes?: unknown } | undefined
  const lines = changeLines(req.payload.config, entry?.target, entry?.changes)
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <p style={{ fontWeight: 600, margin: '0 0 calc(var(--base) / 4)' }}>What changed (before → after)</p>
      {lines.length > 0 ? (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : (
        <p style={{ margin: 0 }}>Nothing recorded.</p>
      )}
      <p style={{ margin: 'calc(var(--base) / 4) 0 0', color: 'var(--theme-elevation-650)' }}>For personal data only the names of the fields that changed are kept.</p>
    </div>
  )
}

/** The collection or page of an entry, by its name. */
export function TargetCell({ cellData, payload }: DefaultServerCellComponentProps) {
  return <span>{targetLabel(payload.config, typeof cellData === 'string' ? cellData : null)}</span>
}

/** The same on the entry's page. */
export const TargetField: UIFieldServerComponent = ({ data, req }) => (
  <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
    <p style={{ fontWeight: 600, margin: '0 0 calc(var(--base) / 4)' }}>What</p>
    <p style={{ margin: 0 }}>{targetLabel(req.payload.config, (data as { target?: string } | undefined)?.target)}</p>
  </div>
)
