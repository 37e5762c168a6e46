import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it, vi } from 'vitest'

import { run } from '../../../scripts/lib.mjs'
import { UNFINISHED_EXIT_CODE } from '../../../scripts/unfinished.mjs'
import { runTsx } from '../../../tests/support/tsx-script'

/**
 * Scripts run as `npm` runs them (`node --import tsx`), each a few lines around runScript. A promise
 * that never settles stands in for the import Node drops (scripts/unfinished.mjs): it leaves nothing
 * for the event loop to wait on, exactly as the dropped import does.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-run-script-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
const runScriptModule = path.resolve('src/lib/cli/run-script.ts')

function script(name: string, body: string): string {
  const file = path.join(dir, `${name}.ts`)
  fs.writeFileSync(file, `import { runScript } from ${JSON.stringify(runScriptModule)}\n${body}\n`)
  return file
}

const never = 'await new Promise(() => {})'

describe('a command-line script', () => {
  it('exits 0 when its work is done', async () => {
    const result = await runTsx(script('done', `runScript(async () => { console.log('done') })`), [])
    expect(result).toMatchObject({ code: 0, stdout: 'done\n' })
  }, 60_000)

  it('exits 1 with the line its error is described by', async () => {
    const file = script('fails', `runScript(async () => { throw new Error('Email: give one.') }, { describe: (e) => (e as Error).message })`)
    const result = await runTsx(file, [])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('Email: give one.\n')
  }, 60_000)

  it('that stops before starting its work says so and exits with the code callers retry on, never 0', async () => {
    const file = script('stops-early', `runScript(async ({ begin }) => { ${never}; begin() })`)
    // runTsx itself retries this code; a plain spawn sees each attempt.
    const result = spawnSync(process.execPath, ['--no-deprecation', '--import', 'tsx', file], { encoding: 'utf8' })
    expect(result.status).toBe(UNFINISHED_EXIT_CODE)
    expect(result.stderr).toMatch(/^Stopped before starting: .*Nothing was changed; run it again\.\n$/)
  }, 60_000)

  it('that stops part-way exits 1, not the retry code: it may have changed something', async () => {
    const result = await runTsx(script('stops-late', `runScript(async ({ begin }) => { begin(); ${never} })`), [])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/^Stopped part-way: /)
  }, 60_000)
})

describe('callers of a script that stopped before starting', () => {
  // Stops before starting on its first run, finishes on its second (a file counts the runs).
  const flaky = () => {
    const counter = path.join(dir, `runs-${Math.random().toString(36).slice(2)}`)
    const file = script(
      `flaky-${path.basename(counter)}`,
      `import fs from 'node:fs'
const runs = Number(fs.existsSync(${JSON.stringify(counter)}) ? fs.readFileSync(${JSON.stringify(counter)}, 'utf8') : 0) + 1
fs.writeFileSync(${JSON.stringify(counter)}, String(runs))
runScript(async () => { if (runs === 1) ${never}; console.log('finished on run ' + runs) })`,
    )
    return { file, runs: () => Number(fs.readFileSync(counter, 'utf8')) }
  }

  it('npm start and the test servers run it again', async () => {
    const { file, runs } = flaky()
    const said = vi.spyOn(console, 'error').mockImplementation(() => {})
    const output = await run(process.execPath, ['--no-deprecation', '--import', 'tsx', file], { quiet: true, retryUnfinished: true })
    expect(output).toBe('finished on run 2\n')
    expect(runs()).toBe(2)
    expect(said).toHaveBeenCalledWith(`${path.basename(file)} stopped before starting; running it again.`)
    said.mockRestore()
  }, 60_000)

  it('without retryUnfinished the run fails rather than pass as done', async () => {
    const { file } = flaky()
    await expect(run(process.execPath, ['--no-deprecation', '--import', 'tsx', file], { quiet: true })).rejects.toThrow(`exit ${UNFINISHED_EXIT_CODE}`)
  }, 60_000)

  it('the tests’ own runner runs it again', async () => {
    const { file, runs } = flaky()
    const result = await runTsx(file, [])
    expect(result).toMatchObject({ code: 0, stdout: 'finished on run 2\n' })
    expect(runs()).toBe(2)
  }, 60_000)
})
