// Keeps a server process running: when it dies for any reason other than our own stop, it is started
// again after a pause that doubles with each quick death (a crash loop must not spin a core) and goes
// back to the shortest once a run has lasted a while. Every death is logged as one JSON line saying why.
// SIGTERM and SIGINT stop the child and then this process, without a restart.
import { spawn } from 'node:child_process'

const number = (value, fallback) => {
  const n = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback
}

/** Restart timings from the environment (milliseconds); tests use short ones. */
export function restartTimings(source = process.env) {
  const minDelayMs = number(source.SERVER_RESTART_DELAY_MS, 1_000)
  return {
    minDelayMs,
    maxDelayMs: Math.max(minDelayMs, number(source.SERVER_RESTART_MAX_DELAY_MS, 30_000)),
    // A run this long counts as healthy: the next death restarts after the shortest pause again.
    stableMs: number(source.SERVER_RESTART_STABLE_MS, 60_000),
  }
}

/** One JSON log line, the shape the server's own lines have (edge/request-log.ts). */
export function logLine(level, msg, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })
  ;(level === 'info' ? process.stdout : process.stderr).write(`${line}\n`)
}

/**
 * Runs `command args` and restarts it whenever it exits on its own. Resolves with the exit code this
 * process should end with once a stop signal has been handled.
 */
export function supervise(command, args, { spawnOptions = {}, timings = restartTimings(), log = logLine, name = 'server' } = {}) {
  return new Promise((resolve) => {
    let child = null
    let stopping = false
    let restartTimer = null
    let delay = timings.minDelayMs
    let deaths = 0

    const start = () => {
      restartTimer = null
      const startedAt = Date.now()
      child = spawn(command, args, { stdio: 'inherit', ...spawnOptions })
      log('info', `The ${name} process started.`, { pid: child.pid })
      child.once('error', (error) => log('error', `The ${name} process could not be started: ${error.message}`))
      child.once('exit', (code, signal) => {
        child = null
        if (stopping) {
          resolve(0)
          return
        }
        const ranMs = Date.now() - startedAt
        if (ranMs >= timings.stableMs) delay = timings.minDelayMs
        deaths += 1
        const why = signal ? `killed by ${signal}` : `exit code ${code}`
        log('error', `The ${name} process died (${why}) after ${(ranMs / 1000).toFixed(1)} s; restarting in ${(delay / 1000).toFixed(1)} s.`, {
          exitCode: code,
          signal,
          ranMs,
          restartInMs: delay,
          deaths,
        })
        restartTimer = setTimeout(start, delay)
        delay = Math.min(timings.maxDelayMs, delay * 2)
      })
    }

    const stop = (signal) => {
      if (stopping) return
      stopping = true
      if (restartTimer) clearTimeout(restartTimer)
      if (!child) {
        resolve(0)
        return
      }
      child.kill(signal)
      // A child that ignores the signal still goes: the server itself allows 5 s for requests in flight.
      setTimeout(() => child?.kill('SIGKILL'), 10_000).unref()
    }
    process.on('SIGINT', () => stop('SIGINT'))
    process.on('SIGTERM', () => stop('SIGTERM'))
    start()
  })
}
