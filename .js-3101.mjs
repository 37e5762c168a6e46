import zlib from 'node:zlib'
const base = 'http://localhost:3101'
const html = await (await fetch(base + (process.argv[2] || '/'))).text()
const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map(m => m[1]))]
let total = 0
for (const s of srcs) {
  const buf = Buffer.from(await (await fetch(base + s)).arrayBuffer())
  const gz = zlib.gzipSync(buf, { level: 9 }).length
  total += gz
  console.log((gz/1024).toFixed(1).padStart(7), 'KB', s)
}
console.log('total gz', (total/1024).toFixed(1), 'KB; html gz', (zlib.gzipSync(html).length/1024).toFixed(1), 'KB raw', (html.length/1024).toFixed(1))
