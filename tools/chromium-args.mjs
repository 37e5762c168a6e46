// The flags every Chromium this project starts is given (the browser tests' and the bench's Lighthouse):
// no sandbox (tests run as root), no GPU, and nothing that reaches the internet on its own (this machine's
// closed network refuses it, many connections at a time).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
