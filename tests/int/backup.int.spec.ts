// Postgres run: not needed (npm run backup and restore are the SQLite tools; Postgres uses pg_dump (README)).
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from './helpers'

const exec = promisify(execFile)

// npm run backup while the site's Payload has the database open and keeps taking enquiries, then
// npm run restore: the restored site has what was stored before the backup and nothing after it.
let t: TestPayload
let POST: (request: Request) => Promise<Response>
const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-backups-'))

function script(name: string, args: string[] = [], dataDir = t.dataDir) {
  return exec(process.execPath, [path.resolve('scripts', name), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  })
}

let sequence = 0
async function enquire(note: string): Promise<number> {
  sequence += 1
  const response = await POST(
    new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer: 'no',
        message: `Backup test enquiry ${note}`,
        firstname: 'Chiamaka',
        lastname: `Eze ${sequence}`,
        mobile: '0803 123 4567',
        email: `chiamaka.${sequence}@example.com`,
        consent: true,
      }),
    }),
  )
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: number }).id
}

const filesIn = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name).sort() : []

beforeAll(async () => {
  process.env.ENQUIRY_RATE_LIMIT = '1000'
  t = await startPayload()
  const outbox = await import('@/lib/enquiries/outbox')
  outbox.configureEnquiryOutbox({ auto: false })
  ;({ POST } = await import('@/app/(site)/api/contact/route'))
})

afterAll(async () => {
  await t?.close().catch(() => undefined)
  fs.rmSync(backups, { recursive: true, force: true })
})

describe('npm run backup and npm run restore (SQLite)', () => {
  let backup = ''
  let before: number[] = []
  let after = 0

  it('copies the database and the uploads while enquiries keep arriving', async () => {
    before = [await enquire('before 1'), await enquire('before 2')]
    let writing = true
    const during: Promise<number>[] = []
    // A new enquiry every few milliseconds for as long as the backup runs.
    const pump = setInterval(() => {
      if (writing) during.push(enquire('during'))
    }, 5)
    let stdout = ''
    try {
      ;({ stdout } = await script('backup.mjs', [backups]))
    } finally {
      writing = false
      clearInterval(pump)
      await Promise.allSettled(during)
    }
    for (const result of await Promise.allSettled(during)) expect(result.status).toBe('fulfilled')
    expect(during.length).toBeGreaterThan(0)

    backup = /Backup written to (.+)/.exec(stdout)?.[1]?.trim() ?? ''
    expect(backup.startsWith(backups)).toBe(true)
    expect(fs.statSync(backup).mode & 0o777).toBe(0o700)
    expect(fs.statSync(path.join(backup, 'redwood.db')).mode & 0o777).toBe(0o600)
    const manifest = JSON.parse(fs.readFileSync(path.join(backup, 'manifest.json'), 'utf8')) as {
      database: { enquiries: number }
      uploads: Record<string, number>
    }
    // Everything stored before the backup began is in it; uploads are there file for file.
    expect(manifest.database.enquiries).toBeGreaterThanOrEqual(before.length)
    const media = filesIn(path.join(t.dataDir, 'media'))
    expect(media.length).toBeGreaterThan(0)
    expect(filesIn(path.join(backup, 'media'))).toEqual(media)
    expect(manifest.uploads.media).toBe(media.length)
    expect(filesIn(path.join(backup, 'documents'))).toEqual(filesIn(path.join(t.dataDir, 'documents')))
    after = await enquire('after the backup')
  })

  it('two backups started in the same second both succeed, each in a folder of its own', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-backups-twice-'))
    try {
      const outputs = await Promise.all([script('backup.mjs', [parent]), script('backup.mjs', [parent]), script('backup.mjs', [parent])])
      const written = outputs.map(({ stdout }) => /Backup written to (.+)/.exec(stdout)?.[1]?.trim())
      expect(new Set(written).size).toBe(3)
      expect(fs.readdirSync(parent)).toHaveLength(3)
    } finally {
      fs.rmSync(parent, { recursive: true, force: true })
    }
  })

  it('refuses to restore while the site has the database open', async () => {
    const failed = await script('restore.mjs', [backup]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr).toMatch(/The database is in use .*Stop the site first/)
    const still = await t.payload.findByID({ collection: 'enquiries', id: after, overrideAccess: true })
    expect(still.id).toBe(after)
  })

  it('restores it where no site has the data open: what came before the backup is back, what came after is not', async () => {
    // A stopped site's data: a second backup (holding the enquiry that came after the first) restored
    // into a folder no process has open.
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-restored-'))
    try {
      const later = /Backup written to (.+)/.exec((await script('backup.mjs', [backups])).stdout)?.[1]?.trim() ?? ''
      await script('restore.mjs', [later], site)
      const mediaFile = filesIn(path.join(site, 'media'))[0] as string
      const original = fs.readFileSync(path.join(site, 'media', mediaFile))
      fs.writeFileSync(path.join(site, 'media', mediaFile), 'damaged')

      const { stdout } = await script('restore.mjs', [backup], site)
      expect(stdout).toContain(`Restored ${backup}`)
      expect(fs.readFileSync(path.join(site, 'media', mediaFile))).toEqual(original)

      // Read the databases the way the site reads them.
      const { drizzle } = await import('@payloadcms/db-sqlite/drizzle/libsql')
      const ids = async (file: string) => {
        const db = drizzle({ connection: { url: `file:${file}` } }).$client
        try {
          expect(String((await db.execute('PRAGMA integrity_check')).rows[0]?.[0])).toBe('ok')
          return (await db.execute('SELECT id FROM enquiries')).rows.map((r) => Number(r.id))
        } finally {
          db.close()
        }
      }
      const restored = await ids(path.join(site, 'redwood.db'))
      for (const id of before) expect(restored).toContain(id)
      expect(restored).not.toContain(after)
      // The data it replaced was kept aside, not deleted.
      const aside = /the data it replaced is in (.+)/.exec(stdout)?.[1]?.trim() ?? ''
      expect(await ids(path.join(aside, 'redwood.db'))).toContain(after)
      expect(fs.readFileSync(path.join(aside, 'media', mediaFile), 'utf8')).toBe('damaged')
    } finally {
      fs.rmSync(site, { recursive: true, force: true })
    }
  })
})
