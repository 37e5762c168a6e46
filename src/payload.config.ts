import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, getPayload } from 'payload'
import sharp from 'sharp'

import { Applications } from './collections/Applications'
import { AuditLog } from './collections/AuditLog'
import { SearchQueries } from './collections/SearchQueries'
import { withAudit, withAuditGlobals } from './collections/AuditLog/attach'
import { withLiveChangeGuard, withLiveChangeGuardGlobals } from './collections/liveChanges'
import { withVersionAuthor, withVersionAuthorGlobals } from './collections/versionAuthor'
import { withPlainAdmin, withPlainAdminGlobals } from './collections/plainAdmin'
import { BlogGroups } from './collections/BlogGroups'
import { BlogPosts } from './collections/BlogPosts'
import { ClaimFiles } from './collections/ClaimFiles'
import { ClaimLookups, Claims as ClaimsCollection } from './collections/Claims'
import { Documents } from './collections/Documents'
import { Complaints } from './collections/Complaints'
import { PrivacyRequests } from './collections/PrivacyRequests'
import { PolicyholderChangeRequests } from './collections/PolicyholderChangeRequests'
import { PolicyholderCodes } from './collections/PolicyholderCodes'
import { PolicyholderSessions } from './collections/PolicyholderSessions'
import { Enquiries } from './collections/Enquiries'
import { CallBacks } from './collections/CallBacks'
import { Offices } from './collections/Offices'
import { GroupQuoteRequests } from './collections/GroupQuoteRequests'
import { Media } from './collections/Media'
import { OutboxMessages } from './collections/OutboxMessages'
import { Policies } from './collections/Policies'
import { PolicyChangeRequests } from './collections/PolicyChangeRequests'
import { PolicyPremiums } from './collections/PolicyPremiums'
import { PolicyServiceCalls } from './collections/PolicyServiceCalls'
import { PremiumPayments } from './collections/PremiumPayments'
import { PayLookups } from './collections/PremiumPayments/lookups'
import { ProductCategories } from './collections/ProductCategories'
import { Plans } from './collections/Plans'
import { Products } from './collections/Products'
import { Redirects } from './collections/Redirects'
import { LOCK_MINUTES, Users } from './collections/Users'
import { Leaders } from './collections/Leaders'
import { PressReleases } from './collections/PressReleases'
import { Statements } from './collections/Statements'
import { About } from './globals/About/config'
import { ApplicationSettings } from './globals/ApplicationSettings/config'
import { SearchSettings } from './globals/SearchSettings/config'
import { Achievements } from './globals/Achievements/config'
import { Careers } from './globals/Careers/config'
import { Leadership } from './globals/Leadership/config'
import { NewsRoom } from './globals/NewsRoom/config'
import { StatementsPage } from './globals/StatementsPage/config'
import { ClaimForms } from './globals/ClaimForms/config'
import { Claims } from './globals/Claims/config'
import { ClaimsFaq } from './globals/ClaimsFaq/config'
import { ClaimsGlossary } from './globals/ClaimsGlossary/config'
import { ClaimsPromise } from './globals/ClaimsPromise/config'
import { PrivacyNotice } from './globals/PrivacyNotice/config'
import { Corporate } from './globals/Corporate/config'
import { Home } from './globals/Home/config'
import { SiteSettings } from './globals/SiteSettings/config'
import { stableErrorNames } from './lib/api/error-names'
import { fieldLabelsInMessages } from './lib/api/field-labels'
import { auditRefusedSignIn } from './lib/audit/hooks'
import { boundsRule } from './lib/api/graphql-guard'
import { env } from './lib/env'
import { startBackgroundJobs } from './lib/jobs'
import { i18n } from './lib/i18n'
import { hasRole } from './lib/staff/roles'
import { payloadLoggerOptions } from './lib/log'
import { siteMailAdapter } from './lib/mail/payload-adapter'
import { providePayload } from './lib/payload-instance'
import { livePreview } from './lib/preview'
import { uploadStorage } from './lib/uploads/storage'

const SIGN_IN_REFUSED = `The email or password is incorrect. After repeated failed attempts an account is locked for ${LOCK_MINUTES} minutes; resetting the password unlocks it.`

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

const config = buildConfig({
  admin: {
    user: Users.slug,
    avatar: 'default',
    // Payload's /api/og draws a picture from any title and description anyone sends: costly, and our brand
    // on someone else's words. The site has its own share card, so it is switched off.
    // The tab's title and icon are the insurer's (the same icon as the public site's), not Payload's.
    meta: {
      titleSuffix: ' · Redwood Life CMS',
      defaultOGImageType: 'off',
      icons: [
        { rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' },
        { rel: 'icon', sizes: '32x32 48x48', url: '/favicon.ico' },
      ],
      openGraph: { siteName: 'Redwood Life CMS' },
    },
    importMap: { baseDir: dirname },
    components: {
      // The insurer's logo (sign-in page) and mark (header), and who staff ask for an account, all from
      // Site settings (src/components/admin/Brand.tsx).
      graphics: { Logo: '@/components/admin/Brand#AdminLogo', Icon: '@/components/admin/Brand#AdminIcon' },
      afterLogin: ['@/components/admin/Brand#StaffAccessNote'],
      // Opened at an address other than SERVER_URL, saves are refused: say so, on the sign-in page and above every page.
      beforeLogin: ['@/components/admin/AddressCheck#AddressCheck'],
      header: ['@/components/admin/AddressCheck#AddressCheck'],
      // On the live site the first administrator is made on the server, not from this page.
      // The dashboard is the work waiting for the person's roles, each count a link to its filtered list (decision 032).
      views: {
        createFirstUser: { Component: '@/collections/Users/admin/FirstAdmin#FirstAdmin' },
        dashboard: { Component: '@/components/admin/WorkToDo#WorkToDo' },
      },
      // Payload's live preview frame and size boxes have no names of their own: give them some (decision 034).
      providers: ['@/components/admin/LivePreviewLabels#LivePreviewLabels'],
    },
    // The page beside the form, at a phone's and a desktop's width, showing the saved draft (decision 034).
    livePreview: livePreview({
      collections: [Products, ProductCategories, BlogPosts, PressReleases],
      globals: [Home, About, Leadership, Achievements, StatementsPage, Careers, NewsRoom, Claims, ClaimsPromise, ClaimsFaq, ClaimForms, ClaimsGlossary, Corporate, PrivacyNotice],
    }),
  },
  // The one origin whose cookie-signed requests count: a staff cookie sent from any other Origin is
  // ignored, so the request is anonymous. (Not `serverURL`: that would make every media URL absolute,
  // which next/image refuses; the reset mail builds its absolute link itself, see collections/Users.)
  csrf: [env.serverUrl],
  i18n: {
    translations: {
      // One answer for an unknown email, a wrong password and a locked account, so that signing in
      // does not tell an outsider which emails are staff accounts.
      en: { error: { emailOrPasswordIncorrect: SIGN_IN_REFUSED, userLocked: SIGN_IN_REFUSED } },
    },
  },
  // The site's languages (src/lib/i18n/languages.json): content fields marked localized keep words per
  // language, and a language without its own shows the default's (decision 045).
  localization: {
    locales: i18n.languages.map((language) => ({ code: language.code, label: language.englishName ?? language.name })),
    defaultLocale: i18n.defaultLanguage.code,
    fallback: true,
  },
  telemetry: false,
  // JSON lines with the request id, like src/lib/log; `npm run dev` keeps Payload's readable default.
  ...(process.env.NODE_ENV === 'development' ? {} : { logger: { options: payloadLoggerOptions } }),
  email: siteMailAdapter,
  secret: env.payloadSecret,
  db,
  editor: lexicalEditor(),
  sharp,
  // Every staff action on them is recorded in the audit log (decision 030).
  // Array rows named by their content and tick boxes as words in lists (collections/plainAdmin.ts, decision 033).
  // Each saved version names its author (collections/versionAuthor.ts); only those who may publish
  // change what the public sees (collections/liveChanges.ts).
  collections: withPlainAdmin(withAudit(withLiveChangeGuard(withVersionAuthor([Users, Media, Documents, ProductCategories, Products, Plans, BlogGroups, BlogPosts, Leaders, Statements, PressReleases, Redirects, Enquiries, Complaints, PrivacyRequests, PolicyholderChangeRequests, CallBacks, Offices, GroupQuoteRequests, OutboxMessages, ClaimsCollection, ClaimLookups, ClaimFiles, Applications, Policies, PolicyPremiums, PolicyChangeRequests, PolicyServiceCalls, PremiumPayments, PayLookups, PolicyholderSessions, PolicyholderCodes, AuditLog, SearchQueries])))),
  // Every background job (enquiry mails, queued messages, the application purge, the claim clean-up)
  // runs through src/lib/jobs, inside the server process only (decision 017).
  // Payload's own scheduled publishing queues its jobs here; our runner runs them (decision 035), so the
  // jobs table has no HTTP endpoints of its own (its /run and /handle-schedules are not needed).
  jobs: {
    access: { run: ({ req }) => hasRole(req.user, 'administrator'), queue: () => false, cancel: ({ req }) => hasRole(req.user, 'administrator') },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({ ...defaultJobsCollection, endpoints: [] }),
  },
  onInit: (payload) => {
    startBackgroundJobs(payload)
  },
  globals: withPlainAdminGlobals(withAuditGlobals(withLiveChangeGuardGlobals(withVersionAuthorGlobals([SiteSettings, Home, About, Leadership, Achievements, StatementsPage, Careers, NewsRoom, Claims, ClaimsPromise, ClaimsFaq, ClaimForms, ClaimsGlossary, Corporate, PrivacyNotice, ApplicationSettings, SearchSettings])))),
  typescript: {
    outputFile: path.join(dirname, 'payload-types.ts'),
    // Payload regenerates this file in a child process at every start outside production, about 9 s of CPU
    // each: only the development server (`npm run dev`, where collections change) does it. Scripts and
    // tests start Payload dozens of times a run; `npm run generate:types` does it by hand.
    autoGenerate: process.env.NODE_ENV === 'development' && process.env.NEXT_RUNTIME === 'nodejs',
  },
  graphQL: {
    schemaOutputFile: path.join(dirname, 'generated-schema.graphql'),
    // Depth and list-multiplied cost (docs/decisions/010-api-bounds.md); the route's guard checks them first.
    validationRules: (args) => [boundsRule(args.variableValues)],
  },
  // Errors name themselves by their status, not by their (minified) class: a locked account's sign-in
  // error must read like an unknown email's (issue 22).
  // Field names in validation messages become the labels staff read; a refused sign-in is recorded in
  // the audit log (decision 030).
  hooks: { afterError: [fieldLabelsInMessages, stableErrorNames, auditRefusedSignIn] },
  // A refused sign-in is a visitor's mistake, not a fault of the server: a log line, not an error with a stack.
  loggingLevels: { AuthenticationError: 'info', LockedAuth: 'info' },
  upload: { limits: { fileSize: 20 * 1024 * 1024 } },
  // Media, documents and claim documents on this server's disk, or in S3-compatible storage when S3_* is set (decision 022).
  plugins: [uploadStorage(env.s3)],
})

// src/lib asks for the instance through this getter instead of importing the config (decision 028).
providePayload(() => getPayload({ config }))

export default config
