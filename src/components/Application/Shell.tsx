import type { ReactNode } from 'react'

import type { StepSlug } from '@/lib/application/steps'

import styles from './Application.module.css'
import { Progress, ResumeBox } from './parts'

/** The frame of every application page: progress (on steps), a heading, the content, the resume link. */
export function Shell({ step, title, lead, resumeUrl, children }: { step?: StepSlug; title: string; lead?: ReactNode; resumeUrl?: string | null; children: ReactNode }) {
  return (
    <div className={styles.page}>
      {step ? <Progress step={step} /> : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <div className={styles.lead}>{lead}</div> : null}
      {children}
      {resumeUrl ? <ResumeBox url={resumeUrl} /> : null}
    </div>
  )
}
