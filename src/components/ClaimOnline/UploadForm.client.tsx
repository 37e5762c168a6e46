'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Upload } from 'tus-js-client'

import styles from '@/components/EnquiryForm/EnquiryForm.module.css'
import { buttonClass } from '@/components/ui/Button'
import { useHydrated } from '@/components/ui/useHydrated'
import { shrinkPhoto } from '@/lib/uploads/shrink'

import own from './claimOnline.module.css'

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,.heic,application/pdf'
/** Small chunks: on a weak connection each one that arrives is kept, so a drop loses little. */
const CHUNK_BYTES = 256 * 1024

type Phase =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'sending'; sent: number; total: number }
  | { kind: 'waiting'; sent: number; total: number }
  | { kind: 'done'; name: string }
  | { kind: 'failed'; message: string }

/**
 * The receipt's upload form. Without JavaScript it is a plain multipart post (one file, answered by a
 * redirect back here). With JavaScript a large photo is shrunk first and the file goes in chunks over
 * the tus protocol, with a progress bar; a dropped connection is retried, and when the browser comes
 * back online (or the page is opened again) the upload carries on from the last chunk that arrived.
 */
export function UploadForm({
  action,
  reference,
  receiptKey,
  documents,
}: {
  action: string
  reference: string
  receiptKey: string
  documents: string[]
}) {
  const enhanced = useHydrated()
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const upload = useRef<Upload | null>(null)
  const statusRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // Back online: ask the server how far the file got and go on from there.
    const resume = () => {
      if (upload.current) upload.current.start()
    }
    window.addEventListener('online', resume)
    return () => window.removeEventListener('online', resume)
  }, [])

  useEffect(() => {
    if (phase.kind === 'done' || phase.kind === 'failed') statusRef.current?.focus()
  }, [phase.kind])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!enhanced) return
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const chosen = data.get('file')
    if (!(chosen instanceof File) || chosen.size === 0) {
      setPhase({ kind: 'failed', message: 'Choose a photo or PDF to send.' })
      return
    }
    setPhase({ kind: 'preparing' })
    const file = await shrinkPhoto(chosen)
    const document = String(data.get('document') ?? '')
    const tus = new Upload(file, {
      endpoint: '/api/claim-uploads',
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      metadata: { ref: reference, key: receiptKey, filename: chosen.name, filetype: file.type, document },
      // The same file for the same claim resumes, even after the tab was closed.
      fingerprint: async (f) => ['claim', reference, document, f.name, f.size, (f as File).lastModified].join('-'),
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => setPhase({ kind: 'sending', sent, total }),
      onShouldRetry: (error, _attempt, options) => {
        const status = (error as { originalResponse?: { getStatus: () => number } | null }).originalResponse?.getStatus() ?? 0
        if (status >= 400 && status < 500 && status !== 409 && status !== 423) return false
        setPhase((p) => (p.kind === 'sending' ? { ...p, kind: 'waiting' } : p))
        return options.retryDelays !== null
      },
      onError: (error) => {
        const response = (error as { originalResponse?: { getStatus: () => number; getBody: () => string } | null }).originalResponse
        const status = response?.getStatus() ?? 0
        if (status >= 400 && status < 500) {
          upload.current = null
          setPhase({ kind: 'failed', message: response?.getBody() || 'The file was not accepted.' })
        } else {
          // Out of retries while offline: keep the upload, and carry on when the connection returns.
          setPhase((p) => ({ kind: 'waiting', sent: 'sent' in p ? p.sent : 0, total: 'total' in p ? p.total : file.size }))
        }
      },
      onSuccess: () => {
        upload.current = null
        setPhase({ kind: 'done', name: chosen.name })
        form.reset()
      },
    })
    upload.current = tus
    const previous = await tus.findPreviousUploads()
    if (previous[0]) tus.resumeFromPreviousUpload(previous[0])
    tus.start()
  }

  const busy = phase.kind === 'preparing' || phase.kind === 'sending' || phase.kind === 'waiting'
  const percent = 'total' in phase && phase.total > 0 ? Math.floor((phase.sent / phase.total) * 100) : 0
  return (
    <div>
      <div ref={statusRef} tabIndex={-1} role="status" className={styles.region}>
        {phase.kind === 'done' ? <p className={styles.successTitle}>Received: {phase.name}. Send the next document, or you can close this page.</p> : null}
        {phase.kind === 'failed' ? (
          <p className={styles.fieldError}>
            <span className="visually-hidden">Error: </span>
            {phase.message}
          </p>
        ) : null}
        {phase.kind === 'waiting' ? <p>The connection dropped. We will carry on from {percent}% as soon as it is back: keep this page open.</p> : null}
      </div>
      {phase.kind === 'sending' || phase.kind === 'waiting' ? (
        <div className={own.uploadForm}>
          <label htmlFor="upload-progress">Sending: {percent}%</label>
          <progress id="upload-progress" className={own.progress} max={100} value={percent}>
            {percent}%
          </progress>
        </div>
      ) : null}
      <form method="post" action={action} encType="multipart/form-data" onSubmit={onSubmit} className={`${styles.form} ${own.uploadForm}`}>
        <div className={styles.field}>
          <label htmlFor="upload-document" className={styles.label}>
            Which document is this?
          </label>
          <select id="upload-document" name="document" className={`${styles.input} ${own.select}`} defaultValue={documents[0] ?? ''}>
            {documents.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
            <option value="Something else">Something else</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="upload-file" className={styles.label}>
            Photo or PDF
          </label>
          <p id="upload-file-hint" className={styles.hint}>
            A clear photo taken with your phone is fine. Up to 10 MB; large photos are made smaller before they are sent.
          </p>
          <input id="upload-file" name="file" type="file" accept={ACCEPT} aria-describedby="upload-file-hint" className={styles.input} />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={buttonClass('primary', styles.submit)} aria-disabled={busy || undefined} disabled={busy}>
            {busy ? 'Sending…' : 'Send this document'}
          </button>
        </div>
      </form>
    </div>
  )
}
