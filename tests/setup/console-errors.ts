import { afterEach, beforeEach, expect, vi } from 'vitest'

/**
 * A test fails when the code under test writes to console.error (React warnings, forgotten debug
 * output, errors swallowed into the console). A test that expects one asserts it through its own
 * spy: `vi.spyOn(console, 'error').mockImplementation(() => {})` replaces this one for that test.
 */
let spy: ReturnType<typeof vi.spyOn> | undefined
let own: typeof console.error | undefined

beforeEach(() => {
  spy = vi.spyOn(console, 'error')
  own = console.error
})

afterEach(() => {
  // A test that installed its own spy (console.error changed since beforeEach) handles its errors itself.
  const replaced = console.error !== own
  const calls = replaced ? [] : (spy?.mock.calls ?? [])
  spy?.mockRestore()
  expect(
    calls.map((args) => args.map(String).join(' ')),
    'console.error was called (expected ones belong to a spy of the test itself)',
  ).toEqual([])
})
