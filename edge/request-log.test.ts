import { describe, expect, it } from 'vitest'

import { redactPath } from './request-log'

describe('the access log’s path', () => {
  it('masks keys and policy numbers, and keeps every other path as it was', () => {
    expect(redactPath('/apply/Zx81_kq-3PpQ/review?step=2')).toBe('/apply/[key]/review')
    expect(redactPath('/apply/pay')).toBe('/apply/pay')
    expect(redactPath('/apply/payment-return?reference=RL-APP-1')).toBe('/apply/payment-return')
    expect(redactPath('/pay/eyJhbGciOi.abc')).toBe('/pay/[key]')
    expect(redactPath('/pay/receipt/9f8e7d6c5b4a')).toBe('/pay/receipt/[key]')
    expect(redactPath('/pay/start')).toBe('/pay/start')
    expect(redactPath('/pay')).toBe('/pay')
    expect(redactPath('/my/policies/RL-POL-2024-000108/statement')).toBe('/my/policies/[policy]/statement')
    expect(redactPath('/policy-service/v1/policies/rl-pol-2024-000108/premiums')).toBe('/policy-service/v1/policies/[policy]/premiums')
    expect(redactPath('/x/RL%2DPOL%2D2024%2D000108')).toBe('/x/[policy]')
    expect(redactPath('/policy/life/term-assurance-plan')).toBe('/policy/life/term-assurance-plan')
    expect(redactPath('/claims/track?reference=RL-CLM-1&phone=0803')).toBe('/claims/track')
    expect(redactPath(`/${'a'.repeat(1000)}`)).toHaveLength(300)
  })
})
