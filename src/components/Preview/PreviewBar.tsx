import { draftMode } from 'next/headers'

import { EXIT_PREVIEW_ROUTE } from '@/lib/preview'

import styles from './PreviewBar.module.css'
import { RefreshOnSave } from './RefreshOnSave'

/**
 * Shown only while an editor previews drafts (Next.js draft mode), so nobody mistakes a draft for the
 * live page; it also keeps the page in step with the admin's live preview (RefreshOnSave). A plain <a>,
 * not next/link: prefetching the exit route would end the preview by itself.
 */
export async function PreviewBar() {
  let enabled = false
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    enabled = false
  }
  if (!enabled) return null
  return (
    <>
      <RefreshOnSave />
      <div className={styles.bar} role="region" aria-label="Draft preview">
        <p className={styles.text}>
          <strong>Preview:</strong> you are seeing a draft. Visitors still see the published page.
        </p>
        <a href={EXIT_PREVIEW_ROUTE} className={styles.exit}>
          Exit preview
        </a>
      </div>
    </>
  )
}
