import { describe, expect, it } from 'vitest'

import { withinBudget } from './respond'

describe('withinBudget', () => {
  it('passes on an answer that comes in time', async () => {
    const response = await withinBudget(Promise.resolve(new Response('ok', { status: 200 })), 1_000)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('ok')
  })

  it('answers 503 with Retry-After and a plain message when the work outlasts the budget', async () => {
    const never = new Promise<Response>(() => undefined)
    const response = await withinBudget(never, 5)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('60')
    expect(await response.json()).toEqual({ errors: [{ message: expect.stringMatching(/too busy/) }] })
  })

  it('does not leave a late failure unhandled', async () => {
    let fail: (error: Error) => void = () => undefined
    const late = new Promise<Response>((_, reject) => {
      fail = reject
    })
    expect((await withinBudget(late, 5)).status).toBe(503)
    fail(new Error('late'))
    await new Promise((resolve) => setTimeout(resolve, 10))
  })
})
