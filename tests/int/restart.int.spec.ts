// Postgres run: not needed (the supervisor restarts a process; no query of its own).
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

// The supervisor that `npm start` runs the server under (scripts/supervise.mjs), driven as its own
// process with stand-in servers (node one-liners), so the timings and signals are real.
const supervisorScript = path.resolve('scripts/supervise.mjs')

type Line = { time: string; level: string; msg: string; pid?: number; restartInMs?: number; signal?: string | null; exitCode?: number | null }

function startSupervisor(childCode: string, timings: Record<string, string>) {
  const runner = `import { supervise } from ${JSON.stringify(supervisorScript)}
const code = await supervise(process.execPath, ['-e', ${JSON.stringify(childCode)}])
process.exit(code)`
  const proc = spawn(process.execPath, ['--input-type=module', '-e', runner], {
    env: { ...process.env, ...timings },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: Line[] = []
  const other: string[] = []
  const collect = (chunk: Buffer) => {
    for (const text of chunk.toString().split('\n').filter(Boolean)) {
      try {
        lines.push({ ...(JSON.parse(text) as Line), time: String(Date.now()) })
      } catch {
        other.push(text)
      }
    }
  }
  proc.stdout.on('data', collect)
  proc.stderr.on('data', collect)
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return { proc, lines, other, exited }
}

async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 20))
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

let running: ChildProcess | null = null
afterEach(() => {
  if (running && running.exitCode === null) running.kill('SIGKILL')
  running = null
})

describe('the server supervisor (npm start)', () => {
  it('restarts a crashing server with a doubling pause, capped, and logs each death as JSON', async () => {
    const s = startSupervisor('setTimeout(() => process.exit(3), 20)', {
      SERVER_RESTART_DELAY_MS: '150',
      SERVER_RESTART_MAX_DELAY_MS: '600',
      SERVER_RESTART_STABLE_MS: '60000',
    })
    running = s.proc
    const deaths = () => s.lines.filter((l) => l.level === 'error' && /died/.test(l.msg))
    await until(() => deaths().length >= 5)
    expect(deaths().slice(0, 5).map((l) => l.restartInMs)).toEqual([150, 300, 600, 600, 600])
    expect(deaths()[0]?.msg).toMatch(/^The server process died \(exit code 3\) after \d+\.\d s; restarting in 0\.\d s\.$/)
    expect(deaths()[0]?.exitCode).toBe(3)
    // Each restart waited at least the pause it announced.
    const starts = s.lines.filter((l) => /started/.test(l.msg)).map((l) => Number(l.time))
    const gaps = starts.slice(1).map((t, i) => t - (starts[i] as number))
    expect(gaps[2]).toBeGreaterThanOrEqual(600)
    expect(gaps[0]).toBeGreaterThanOrEqual(150)
    s.proc.kill('SIGTERM')
    expect(await s.exited).toEqual({ code: 0, signal: null })
  })

  it('restarts a server killed with SIGKILL, and says so', async () => {
    const s = startSupervisor('setInterval(() => {}, 1000)', { SERVER_RESTART_DELAY_MS: '100' })
    running = s.proc
    await until(() => s.lines.some((l) => l.pid))
    const first = s.lines.find((l) => l.pid)?.pid as number
    process.kill(first, 'SIGKILL')
    await until(() => s.lines.filter((l) => l.pid).length >= 2)
    const second = s.lines.filter((l) => l.pid)[1]?.pid as number
    expect(second).not.toBe(first)
    expect(alive(second)).toBe(true)
    expect(s.lines.find((l) => /died/.test(l.msg))).toMatchObject({ level: 'error', signal: 'SIGKILL', exitCode: null })
    s.proc.kill('SIGTERM')
    expect(await s.exited).toEqual({ code: 0, signal: null })
    expect(alive(second)).toBe(false)
  })

  it('stops for good on SIGTERM or SIGINT: the server gets the signal and is not restarted', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const s = startSupervisor(
        `process.on('${signal}', () => { console.log(JSON.stringify({ level: 'info', msg: 'child got ${signal}' })); process.exit(0) }); console.log(JSON.stringify({ level: 'info', msg: 'ready' })); setInterval(() => {}, 1000)`,
        { SERVER_RESTART_DELAY_MS: '50' },
      )
      running = s.proc
      // Once the child has its handler in place, as a real server would have.
      await until(() => s.lines.some((l) => l.msg === 'ready'))
      const pid = s.lines.find((l) => l.pid)?.pid as number
      s.proc.kill(signal)
      expect(await s.exited).toEqual({ code: 0, signal: null })
      expect(s.lines.map((l) => l.msg)).toContain(`child got ${signal}`)
      expect(s.lines.filter((l) => /started/.test(l.msg))).toHaveLength(1)
      expect(s.lines.some((l) => /died/.test(l.msg))).toBe(false)
      expect(alive(pid)).toBe(false)
    }
  })
})
