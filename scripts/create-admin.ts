/**
 * Creates a staff account from the server: on the live site (SITE_ENV=production) the only way to make
 * the first administrator, since nobody may register from the website.
 *
 *   npm run create-admin -- --email ada@redwoodlife.example [--name "Ada Obi"]
 *
 * The password is read from ADMIN_PASSWORD, else from standard input (one line; for scripts and CI:
 * `printf '%s\n' "$PW" | npm run create-admin -- --email …`), else asked for twice at the terminal.
 * Never on the command line, where other users of the machine could read it. ADMIN_EMAIL and
 * ADMIN_NAME may stand in for the flags. Exits 1 with one plain line per problem.
 */
import readline from 'node:readline'
import { parseArgs } from 'node:util'

import { runScript } from '@/lib/cli/run-script'
import { EnvError } from '@/lib/env.schema'

class UsageError extends Error {}

function readStdinLine(): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    process.stdin.setEncoding('utf8')
    process.stdin.on('data', (chunk: string) => {
      text += chunk
      // Bounded: a password is one short line.
      if (text.length > 4096) reject(new UsageError('Password: standard input is longer than one password line.'))
    })
    process.stdin.on('end', () => resolve(text.split(/\r?\n/)[0] ?? ''))
    process.stdin.on('error', reject)
  })
}

/** Asks at the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true })
    const output = rl as unknown as { _writeToOutput: (s: string) => void }
    let asked = false
    output._writeToOutput = (s: string) => {
      if (!asked) {
        process.stdout.write(s)
        asked = true
      }
    }
    rl.question(question, (answer) => {
      rl.close()
      process.stdout.write('\n')
      resolve(answer)
    })
  })
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD
  if (!process.stdin.isTTY) return readStdinLine()
  const first = await askHidden('Password (at least 12 characters): ')
  const second = await askHidden('The same password again: ')
  if (first !== second) throw new UsageError('Password: the two passwords are not the same.')
  return first
}

/** Whether a development server pushed this database's tables (Payload marks that with batch -1). */
async function pushedByDevelopmentServer(payload: import('payload').Payload): Promise<boolean> {
  try {
    const marked = await payload.count({ collection: 'payload-migrations', where: { batch: { equals: -1 } } })
    return marked.totalDocs > 0
  } catch {
    // No migrations table yet: an empty database, which the migrations below set up.
    return false
  }
}

runScript(
  async ({ begin }) => {
    const { values } = parseArgs({
      options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
      strict: true,
    })
    if (values.password !== undefined) {
      throw new UsageError('Password: not on the command line (others could read it there). Use ADMIN_PASSWORD or standard input.')
    }
    const email = values.email ?? process.env.ADMIN_EMAIL
    if (!email) throw new UsageError('Email: give one with --email ada@redwoodlife.example (or ADMIN_EMAIL).')
    const password = await readPassword()
    // A bad email or password is answered at once: before Payload starts, and before any migration runs.
    const { newAccountProblem } = await import('@/collections/Users/password')
    const problem = newAccountProblem(email, password)
    if (problem) throw new UsageError(problem)

    // This script never changes tables by schema push: Payload's push (and its migrate() on a pushed
    // database) stops to ask "data loss… proceed?" and, with no terminal to answer, quits with exit code 0
    // and no word. The tables come from the migrations, or from the development server that pushed them.
    process.env.DB_PUSH = 'false'
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    const { createAdmin } = await import('@/collections/Users/createAdmin')
    const { env } = await import('@/lib/env')
    const { closeDatabase } = await import('@/lib/db/close')
    begin()
    const payload = await getPayload({ config })
    try {
      if (await pushedByDevelopmentServer(payload)) {
        if (process.env.NODE_ENV === 'production') {
          throw new UsageError(
            'Database: its tables were made by a development server (schema push), not by the migrations "npm start" applies. Use a database prepared by "npm start".',
          )
        }
        // A development database: the development server keeps its tables up to date.
      } else {
        await payload.db.migrate()
      }
      const user = await createAdmin(payload, { email, password, name: values.name ?? process.env.ADMIN_NAME })
      console.log(`Created the account ${user.email}. Sign in at ${env.serverUrl}/admin`)
    } finally {
      await closeDatabase(payload)
    }
  },
  {
    describe: async (error) => {
      if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
        return `${error.message}\nUsage: npm run create-admin -- --email ada@redwoodlife.example [--name "Ada Obi"]`
      }
      const { CreateAdminError } = await import('@/collections/Users/createAdmin')
      const plain = error instanceof UsageError || error instanceof EnvError || error instanceof CreateAdminError
      return plain ? error.message : undefined
    },
  },
)
