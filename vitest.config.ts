import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

/**
 * The integration files the Postgres run leaves out: each says so on its first line, with the reason
 * ("// Postgres run: not needed (…)"), where the test's author decides it. Every other file runs on both
 * databases: those whose queries, transactions, job claims or dates could differ by dialect (decision 029).
 */
export const POSTGRES_NOT_NEEDED = /^\/\/ Postgres run: not needed \(.+\)\.$/
const sqliteOnly = fs
  .readdirSync(path.join(root, 'tests/int'))
  .filter((file) => file.endsWith('.int.spec.ts'))
  .filter((file) => POSTGRES_NOT_NEEDED.test(fs.readFileSync(path.join(root, 'tests/int', file), 'utf8').split('\n', 1)[0] ?? ''))
  .map((file) => `tests/int/${file}`)

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
      { find: '@payload-config', replacement: path.join(root, 'src/payload.config.ts') },
      // One graphql for test code and Payload, as in Next (which keeps graphql external): Vite would
      // otherwise pick its ES module build while Payload gets the CommonJS one, two copies of every type.
      { find: /^graphql$/, replacement: path.join(root, 'node_modules/graphql/index.js') },
    ],
  },
  test: {
    // One file at a time by default (a developer's run beside other work). npm test runs the SQLite suite
    // two files at a time (each file has a database of its own) and the Postgres run one at a time beside
    // it (tools/test.mjs, decision 029).
    fileParallelism: false,
    // A worker process runs file after file, loading the libraries once; each file still gets the site's
    // modules afresh (each project's isolate: true, which resets the modules but not the process).
    poolOptions: { forks: { isolate: false } },
    // Any console.error a test did not expect fails it.
    setupFiles: ['tests/setup/console-errors.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          poolOptions: { forks: { isolate: true } },
          setupFiles: ['tests/setup/each-file-afresh.ts'],
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'edge/**/*.test.ts'],
          environment: 'node',
          // Some draw and encode pictures: seconds each while the browser tests share the machine.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          // Each file gets the site's modules afresh, in a worker that keeps the libraries loaded; what lives
          // outside the modules is put back before each file (tests/setup/each-file-afresh.ts, decision 029).
          poolOptions: { forks: { isolate: true } },
          setupFiles: ['tests/setup/each-file-afresh.ts'],
          globalSetup: ['tests/int/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The same integration suite on a throwaway Postgres (npm test runs it beside the SQLite run).
        extends: true,
        test: {
          name: 'int-pg',
          include: ['tests/int/**/*.int.spec.ts'],
          poolOptions: { forks: { isolate: true } },
          setupFiles: ['tests/setup/each-file-afresh.ts'],
          exclude: sqliteOnly,
          globalSetup: ['tests/int/global-setup-postgres.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
