import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { freePort, NGINX, nginxFolders, root } from '../../../scripts/lib.mjs'

export type TestNginx = { url: string; stop: () => Promise<void> }

/** compose.yaml's upstream block (deploy/nginx/upstream.conf) with these servers in place of its own. */
export function upstreamConf(deployed: string, upstreams: string[]): string {
  const servers = upstreams.map((url) => `  server ${new URL(url).host};`).join('\n')
  const lines = deployed.split('\n').filter((line) => !/^\s*server\s/.test(line))
  const at = lines.findIndex((line) => /^upstream redwood_app \{/.test(line))
  if (at < 0) throw new Error('deploy/nginx/upstream.conf has no "upstream redwood_app {" block')
  lines.splice(at + 1, 0, servers)
  return lines.join('\n')
}

/**
 * The cache of compose.yaml (deploy/nginx/nginx.conf, unchanged) in front of the given app servers, on
 * a loopback port: only the upstream servers and listen.conf are the test's own.
 */
export async function startNginx(upstreams: string[]): Promise<TestNginx> {
  const { dir, prefix } = nginxFolders('redwood-nginx-')
  const conf = path.join(dir, 'conf')
  fs.mkdirSync(conf)
  fs.copyFileSync(path.join(root, 'deploy/nginx/nginx.conf'), path.join(conf, 'nginx.conf'))
  fs.writeFileSync(path.join(conf, 'upstream.conf'), upstreamConf(fs.readFileSync(path.join(root, 'deploy/nginx/upstream.conf'), 'utf8'), upstreams))
  const port = await freePort()
  fs.writeFileSync(path.join(conf, 'listen.conf'), `listen 127.0.0.1:${port};\n`)
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', path.join(conf, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let err = ''
  child.stderr?.on('data', (d) => (err += d))
  const url = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${err}`)
    try {
      await fetch(`${url}/api/health`)
      break
    } catch {
      if (Date.now() - started > 10_000) throw new Error(`nginx did not answer within 10 s: ${err}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          fs.rmSync(dir, { recursive: true, force: true })
          resolve()
        }
        if (child.exitCode !== null) return done()
        child.once('exit', done)
        child.kill('SIGTERM')
      }),
  }
}
