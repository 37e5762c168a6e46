import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'

import { altFor, illustration, type IllustrationKind } from './assets/illustrations'
import { logoPng } from './assets/logo'
import { makePdf, type PdfDoc } from './assets/pdf'

/** Seeding writes with this context so hooks know not to expire caches or send mail. */
export const SEED_CONTEXT = { disableRevalidate: true, seeding: true }

/**
 * A list's saved rows with another language's words laid over them, row by row: the rows (their ids,
 * pictures, links' addresses) are shared by every language, only their words are per language (decision 045).
 */
export function rowsInLanguage<T extends { id?: string | null }, P>(saved: T[] | null | undefined, words: P[]): (T & P)[] {
  return (saved ?? []).map((row, i) => ({ ...row, ...(words[i] as P) }))
}

export type SeedContext = {
  payload: Payload
  /** Creates (once) an illustration in the media library and returns its id. */
  image: (opts: { kind: IllustrationKind; seed: string; alt?: string; width?: number; height?: number }) => Promise<number>
  /** Creates (once) the logo mark in the media library and returns its id. */
  logo: (alt: string) => Promise<number>
  /** Creates (once) a PDF in the documents library and returns its id. */
  pdf: (filename: string, doc: PdfDoc) => Promise<number>
  /** Creates a document unless one with the same value in `key` exists; returns its id. */
  upsert: <S extends CollectionSlug>(
    collection: S,
    key: string,
    data: RequiredDataFromCollectionSlug<S>,
  ) => Promise<number>
}

export function createSeedContext(payload: Payload): SeedContext {
  const findId = async (collection: CollectionSlug, field: string, value: unknown): Promise<number | null> => {
    const { docs } = await payload.find({
      collection,
      where: { [field]: { equals: value } },
      limit: 1,
      depth: 0,
      draft: true,
      overrideAccess: true,
      pagination: false,
    })
    const id = docs[0]?.id
    return typeof id === 'number' ? id : null
  }

  return {
    payload,
    async image({ kind, seed, alt, width = 1200, height = 800 }) {
      const filename = `${kind}-${seed}-${width}x${height}.webp`.replace(/[^a-z0-9.-]+/gi, '-').toLowerCase()
      const existing = await findId('media', 'filename', filename)
      if (existing) return existing
      const data = await illustration({ kind, seed, width, height, format: 'webp' })
      const doc = await payload.create({
        collection: 'media',
        data: { alt: alt ?? altFor(kind) },
        file: { data, mimetype: 'image/webp', name: filename, size: data.length },
        context: SEED_CONTEXT,
        overrideAccess: true,
      })
      return doc.id
    },
    async logo(alt) {
      const filename = 'redwood-logo.png'
      const existing = await findId('media', 'filename', filename)
      if (existing) return existing
      const data = await logoPng(256)
      const doc = await payload.create({
        collection: 'media',
        data: { alt },
        file: { data, mimetype: 'image/png', name: filename, size: data.length },
        context: SEED_CONTEXT,
        overrideAccess: true,
      })
      return doc.id
    },
    async pdf(filename, doc) {
      const existing = await findId('documents', 'filename', filename)
      if (existing) return existing
      const data = await makePdf(doc)
      const created = await payload.create({
        collection: 'documents',
        data: { title: doc.title },
        file: { data, mimetype: 'application/pdf', name: filename, size: data.length },
        context: SEED_CONTEXT,
        overrideAccess: true,
      })
      return created.id
    },
    async upsert(collection, key, data) {
      const value = (data as Record<string, unknown>)[key]
      const existing = await findId(collection, key, value)
      if (existing) return existing
      // Seeded content is published; collections without drafts ignore _status.
      const created = await payload.create({
        collection,
        data: { ...data, _status: 'published' },
        context: SEED_CONTEXT,
        overrideAccess: true,
      } as Parameters<Payload['create']>[0])
      return created.id as number
    },
  }
}
