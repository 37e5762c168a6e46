import { UNFINISHED_EXIT_CODE } from '../../../scripts/unfinished.mjs'

type Progress = {
  /** Call once the script is about to change something (open the database, write a file). */
  begin: () => void
}

type Options = {
  /** The one line to print for an error, or undefined to print the error with its stack. */
  describe?: (error: unknown) => string | undefined | Promise<string | undefined>
}

/**
 * Runs a command-line script's `main` and exits: 0 when it finished, 1 with its error when it failed.
 *
 * Under `node --import tsx` Node can drop a pending `import()` so that `main` never settles and the
 * process would exit 0 having done nothing (see scripts/unfinished.mjs). Until `main` settles, the exit
 * code says otherwise: stopped before `begin()`, UNFINISHED_EXIT_CODE (nothing changed, callers run it
 * again); stopped after, 1 (it may have changed part of what it was to change).
 */
export function runScript(main: (progress: Progress) => Promise<void>, options: Options = {}): void {
  let begun = false
  let settled = false
  process.exitCode = UNFINISHED_EXIT_CODE
  process.once('beforeExit', () => {
    if (settled) return
    if (begun) {
      console.error('Stopped part-way: Node dropped a module import and the script could not go on. Check what it changed, then run it again.')
      process.exit(1)
    }
    console.error('Stopped before starting: Node dropped a module import. Nothing was changed; run it again.')
    process.exit(UNFINISHED_EXIT_CODE)
  })
  main({ begin: () => void (begun = true) }).then(
    () => {
      settled = true
      process.exit(0)
    },
    async (error: unknown) => {
      settled = true
      process.exitCode = 1
      const line = await options.describe?.(error)
      console.error(line ?? error)
      process.exit(1)
    },
  )
}
