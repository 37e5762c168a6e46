import { spawn, spawnSync, type StdioOptions } from 'node:child_process'
import path from 'node:path'

import { UNFINISHED_ATTEMPTS, UNFINISHED_EXIT_CODE } from '../../scripts/unfinished.mjs'

const nodeArgs = (script: string, args: string[]) => ['--no-deprecation', '--import', 'tsx', path.resolve(script), ...args]

export type ScriptResult = { code: number | null; stdout: string; stderr: string }

/**
 * Runs one of the project's TypeScript scripts as `npm` would (`node --import tsx …`), from the
 * repository root. A run that stopped before starting its work (Node dropped a module import, see
 * scripts/unfinished.mjs) is run again, as scripts/lib.mjs does for `npm start`; any other exit is the result.
 */
export async function runTsx(script: string, args: string[], options: { env?: Record<string, string | undefined>; stdin?: string } = {}): Promise<ScriptResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await new Promise<ScriptResult>((resolve, reject) => {
      const child = spawn(process.execPath, nodeArgs(script, args), { env: (options.env ?? process.env) as NodeJS.ProcessEnv, stdio: ['pipe', 'pipe', 'pipe'] })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
      child.on('error', reject)
      child.on('close', (code) => resolve({ code, stdout, stderr }))
      child.stdin.end(options.stdin ?? '')
    })
    if (result.code !== UNFINISHED_EXIT_CODE || attempt >= UNFINISHED_ATTEMPTS) return result
  }
}

/** The same, for a script that has to succeed: its output, or an error holding it and the exit code. */
export async function runTsxOk(script: string, args: string[], options: { env?: Record<string, string | undefined> } = {}): Promise<string> {
  const { code, stdout, stderr } = await runTsx(script, args, options)
  if (code !== 0) throw new Error(`${script} ${args.join(' ')} exited ${code}:\n${stdout}${stderr}`)
  return stdout + stderr
}

/** The same, waiting, with the script's output shown (for global setups); throws unless it exits 0. */
export function runTsxSync(script: string, args: string[], options: { env?: Record<string, string | undefined>; stdio?: StdioOptions } = {}): void {
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync(process.execPath, nodeArgs(script, args), { env: (options.env ?? process.env) as NodeJS.ProcessEnv, stdio: options.stdio ?? 'inherit' })
    if (result.status === 0) return
    if (result.status !== UNFINISHED_EXIT_CODE || attempt >= UNFINISHED_ATTEMPTS) {
      throw new Error(`${script} failed (${result.signal ?? `exit ${result.status}`})`)
    }
  }
}
