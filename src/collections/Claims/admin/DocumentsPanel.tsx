import type { UIFieldServerComponent } from 'payload'

import { loadClaimDocumentsView } from '@/lib/claims/documents.server'
import type { OnlineClaim } from '@/payload-types'

import './documents-panel.css'

/**
 * On a claim in the admin: the claim's list of documents with what arrived for each line and whether it
 * is ticked off, then every file the claimant sent, each opening the file itself (Payload serves it only
 * to staff allowed to read claim files) or its page, where it can be marked unreadable. Read from
 * src/lib/claims with the staff member's own access.
 */
export const DocumentsPanel: UIFieldServerComponent = async ({ data, id, req }) => {
  const claimId = (id ?? (data as { id?: number } | undefined)?.id) as number | undefined
  if (!claimId) return null
  const view = await loadClaimDocumentsView(req.payload, { id: claimId, missingDocuments: (data as Partial<OnlineClaim>).missingDocuments ?? [] }, req.user)
  return (
    <section className="claim-docs" aria-labelledby="claim-docs-heading">
      <h3 id="claim-docs-heading" className="claim-docs__heading">
        Documents
      </h3>
      <p className="claim-docs__summary" role="status">
        {view.summary}
      </p>
      {view.lines.length > 0 ? (
        <table className="claim-docs__table">
          <caption>The documents we ask for</caption>
          <thead>
            <tr>
              <th scope="col">Document</th>
              <th scope="col">What arrived</th>
              <th scope="col">Ticked off</th>
            </tr>
          </thead>
          <tbody>
            {view.lines.map((line, i) => (
              <tr key={`${i}-${line.document}`}>
                <th scope="row">{line.document}</th>
                <td>{line.received}</td>
                <td>
                  <span aria-hidden="true">{line.done ? '✓ ' : ''}</span>
                  {line.ticked}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <table className="claim-docs__table">
        <caption>Files the claimant sent</caption>
        <thead>
          <tr>
            <th scope="col">Document</th>
            <th scope="col">File</th>
            <th scope="col">Size</th>
            <th scope="col">Received</th>
            <th scope="col">Can we read it?</th>
          </tr>
        </thead>
        <tbody>
          {view.files.length === 0 ? (
            <tr>
              <td colSpan={5}>No files yet.</td>
            </tr>
          ) : (
            view.files.map((file) => (
              <tr key={file.id}>
                <th scope="row">{file.document}</th>
                <td>
                  {file.url ? (
                    <a className="claim-docs__link" href={file.url} target="_blank" rel="noopener noreferrer">
                      {file.originalName}
                      <span className="claim-docs__hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    file.originalName
                  )}
                </td>
                <td>{file.size}</td>
                <td>{file.receivedAt}</td>
                <td>
                  {file.review}{' '}
                  {/* The visible words first, then the file, so each link's name is its own. */}
                  <a className="claim-docs__link" href={`/admin/collections/claim-files/${file.id}`} aria-label={`${file.unreadable ? 'Change' : 'Mark unreadable'}: ${file.originalName}`}>
                    {file.unreadable ? 'Change' : 'Mark unreadable'}
                  </a>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  )
}
