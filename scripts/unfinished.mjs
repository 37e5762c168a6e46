// Command-line scripts in TypeScript run under `node --import tsx`, whose module loader works on a
// separate thread. Now and then (about 1 start in 6 on a busy machine, here and upstream:
// payloadcms/payload#17757) Node drops a pending `import()`: the promise never settles, nothing else
// keeps the process alive, and Node exits with code 0 having done nothing and said nothing. A seed that
// "succeeded" that way left the test server an empty database.
//
// src/lib/cli/run-script.ts makes such a run fail closed with this exit code when it stopped before
// changing anything; `run(…, { retryUnfinished: true })` in scripts/lib.mjs and the tests' runTsx
// (tests/support/tsx-script.ts) then run it again, up to UNFINISHED_ATTEMPTS times in all.

/** Exit code of a script that stopped before it began its work (EX_TEMPFAIL): safe to run again. */
export const UNFINISHED_EXIT_CODE = 75

/** How many times a caller runs a script that keeps stopping before its work. */
export const UNFINISHED_ATTEMPTS = 3
