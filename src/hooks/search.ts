import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { markSearchStale } from '@/lib/search/job'

const published = (doc: unknown): boolean => Boolean(doc && typeof doc === 'object' && (doc as { _status?: unknown })._status === 'published')

/** A save that publishes, or changes or unpublishes a published document, queues a search index rebuild (decision 043). */
export const reindexOnPublish: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  if (published(doc) || published(previousDoc) || !('_status' in (doc as object))) markSearchStale(req.payload)
  return doc
}

export const reindexOnDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  markSearchStale(req.payload)
  return doc
}

export const reindexGlobalOnPublish: GlobalAfterChangeHook = ({ doc, previousDoc, req }) => {
  if (published(doc) || published(previousDoc)) markSearchStale(req.payload)
  return doc
}
