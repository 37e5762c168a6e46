'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { Upload } from 'tus-js-client'

import { ErrorSummary } from '@/components/ui/ErrorSummary.client'
import { Field, formStyles } from '@/components/ui/Field'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useHydrated } from '@/components/ui/useHydrated'
import { shrinkPhoto } from '@/lib/uploads/shrink'

import styles from './claimOnline.module.css'

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,.heic,application/pdf'
/** Small chunks: on a weak connection each one that arrives is kept, so a drop loses little. */
const CHUNK_BYTES = 256 * 1024
const FILE_ID = 'upload-file'

/**
 * The resumable-upload library (about 60 KB) is fetched only once a file is chosen: most visitors to
 * the receipt read their reference and leave, and should not pay for it.
 */
let tusLibrary: Promise<typeof import('tus-js-client')> | null = null
const loadTus = () => (tusLibrary ??= import('tus-js-client'))

type Phase =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'sending'; sent: number; total: number }
  | { kind: 'waiting'; sent: number; total: number }
  | { kind: 'done'; name: string }
  | { kind: 'failed'; message: string }

/**
 * The receipt's upload form. Without JavaScript it is a plain multipart post (one file, answered by a
 * redirect back here, with `sent` or `problem`). With JavaScript a large photo is shrunk first and the
 * file goes in chunks over the tus protocol, with a progress bar; a dropped connection is retried, and
 * when the browser comes back online (or the page is opened again) the upload carries on from the last
 * chunk that arrived.
 */
export function UploadForm({
  action,
  reference,
  receiptKey,
  documents,
  sent = false,
  problem,
}: {
  action: string
  reference: string
  receiptKey: string
  documents: string[]
  /** The plain form's last post was stored. */
  sent?: boolean
  /** Why the plain form's last post was refused, in plain words. */
  problem?: string
}) {
  const enhanced = useHydrated()
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const upload = useRef<Upload | null>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // Back online: ask the server how far the file got and go on from there.
    const resume = () => {
      if (upload.current) upload.current.start()
    }
    window.addEventListener('online', resume)
    return () => window.removeEventListener('online', resume)
  }, [])

  useEffect(() => {
    if (phase.kind === 'done') statusRef.current?.focus()
    if (phase.kind === 'failed') summaryRef.current?.focus()
  }, [phase])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!enhanced) return
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const data = new FormData(form)
    const chosen = data.get('file')
    if (!(chosen instanceof File) || chosen.size === 0) {
      setPhase({ kind: 'failed', message: 'Choose a photo or PDF to send' })
      return
    }
    setPhase({ kind: 'preparing' })
    let tusClient: typeof import('tus-js-client')
    try {
      tusClient = await loadTus()
    } catch {
      tusLibrary = null
      setPhase({ kind: 'failed', message: 'The page could not get ready to send the file: check your connection and send it again.' })
      return
    }
    const file = await shrinkPhoto(chosen)
    const document = String(data.get('document') ?? '')
    const tus = new tusClient.Upload(file, {
      endpoint: '/api/claim-uploads',
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      metadata: { ref: reference, key: receiptKey, filename: chosen.name, filetype: file.type, document },
      // The same file for the same claim resumes, even after the tab was closed.
      fingerprint: async (f) => ['claim', reference, document, f.name, f.size, (f as File).lastModified].join('-'),
      removeFingerprintOnSuccess: true,
      onProgress: (sentBytes, total) => setPhase({ kind: 'sending', sent: sentBytes, total }),
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
  // The plain form's outcome shows until the visitor sends again with JavaScript.
  const error = phase.kind === 'failed' ? phase.message : phase.kind === 'idle' ? problem : undefined
  const received = phase.kind === 'done' ? `Received: ${phase.name}. Send the next document, or you can close this page.` : phase.kind === 'idle' && sent && !problem ? 'Document received. Send the next one, or you can close this page.' : null
  return (
    <div className={styles.formWrapper}>
      <div ref={statusRef} tabIndex={-1} role="status" className={styles.region} autoFocus={!enhanced && received !== null}>
        {received ? (
          <div className={styles.success}>
            <div>
              <p className={styles.problemTitle}>{received}</p>
            </div>
          </div>
        ) : null}
        {phase.kind === 'waiting' ? <p>The connection dropped. We will carry on from {percent}% as soon as it is back: keep this page open.</p> : null}
      </div>
      {error ? <ErrorSummary ref={summaryRef} id="upload-error-summary" items={[{ message: error, target: FILE_ID }]} autoFocus={!enhanced} /> : null}
      {phase.kind === 'sending' || phase.kind === 'waiting' ? (
        <div className={styles.group}>
          <label htmlFor="upload-progress">Sending: {percent}%</label>
          <progress id="upload-progress" className={styles.progress} max={100} value={percent}>
            {percent}%
          </progress>
        </div>
      ) : null}
      <form method="post" action={action} encType="multipart/form-data" onSubmit={onSubmit} noValidate className={styles.form}>
        <Field id="upload-document" label="Which document is this?">
          {(control) => (
            <select {...control} name="document" defaultValue={documents[0] ?? ''}>
              {documents.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
              <option value="Something else">Something else</option>
            </select>
          )}
        </Field>
        <Field
          id={FILE_ID}
          label="Photo or PDF"
          hint="A clear photo taken with your phone is fine. Up to 10 MB; large photos are made smaller before they are sent."
          error={error}
        >
          {(control) => (
            <input
              {...control}
              className={styles.file}
              name="file"
              type="file"
              accept={ACCEPT}
              // Fetch the upload library while the visitor looks for the button (errors: tried again on send).
              onChange={() => void loadTus().catch(() => (tusLibrary = null))}
            />
          )}
        </Field>
        <div className={formStyles.actions}>
          <SubmitButton pending={busy} pendingLabel="Sending…">
            Send this document
          </SubmitButton>
        </div>
      </form>
    </div>
  )
}
