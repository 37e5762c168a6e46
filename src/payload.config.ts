import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { BlogGroups } from './collections/BlogGroups'
import { BlogPosts } from './collections/BlogPosts'
import { Documents } from './collections/Documents'
import { Media } from './collections/Media'
import { ProductCategories } from './collections/ProductCategories'
import { Products } from './collections/Products'
import { Users } from './collections/Users'
import { Home } from './globals/Home/config'
import { SiteSettings } from './globals/SiteSettings/config'
import { env } from './lib/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const db =
  env.database.kind === 'postgres'
    ? postgresAdapter({
        pool: { connectionString: env.database.url },
        migrationDir: path.join(dirname, 'migrations/postgres'),
        push: env.dbPush,
      })
    : sqliteAdapter({
        client: { url: env.database.url },
        migrationDir: path.join(dirname, 'migrations/sqlite'),
        push: env.dbPush,
        busyTimeout: 5000,
        wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
      })

export default buildConfig({
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: ' · Redwood Life CMS' },
    importMap: { baseDir: dirname },
  },
  telemetry: false,
  secret: env.payloadSecret,
  db,
  editor: lexicalEditor(),
  sharp,
  collections: [Users, Media, Documents, ProductCategories, Products, BlogGroups, BlogPosts],
  globals: [SiteSettings, Home],
  typescript: { outputFile: path.join(dirname, 'payload-types.ts') },
  graphQL: { schemaOutputFile: path.join(dirname, 'generated-schema.graphql') },
  upload: { limits: { fileSize: 20 * 1024 * 1024 } },
})
