/**
 * How src/lib reaches Payload without importing the Payload config (docs/decisions/028-one-way-layers.md).
 * The config imports the collections, and they call src/lib; if src/lib imported the config back, every
 * feature would depend on every other through it. So the config hands its own getter over once, when it
 * is loaded (src/payload.config.ts; the server loads it at start in src/instrumentation.ts, tests and
 * scripts load it before they call anything here), and src/lib asks for the instance through this module.
 *
 * The getter lives on globalThis because Next bundles the instrumentation hook and each route apart:
 * the same process, but not always the same module instance.
 */
import type { Payload } from 'payload'

type Getter = () => Promise<Payload>

const KEY = Symbol.for('redwood.payload-getter')
type Holder = typeof globalThis & { [KEY]?: Getter }

/** Called by the Payload config as it loads: how to get the instance (Payload's getPayload with that config). */
export function providePayload(getter: Getter): void {
  ;(globalThis as Holder)[KEY] = getter
}

/** The Payload instance (initialised on first use, shared afterwards, as getPayload does). */
export function payloadInstance(): Promise<Payload> {
  const getter = (globalThis as Holder)[KEY]
  if (!getter) {
    return Promise.reject(new Error('Payload is not ready: load the Payload config first (the server does in src/instrumentation.ts).'))
  }
  return getter()
}
