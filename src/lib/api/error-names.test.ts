import type { AfterErrorHookArgs } from 'payload'
import { describe, expect, it } from 'vitest'

import { errorName, stableErrorNames } from './error-names'

/** An error as Payload's minified production build throws it: a class name of two letters. */
function minified(name: string, status: number): Error {
  const error = new Error('The email or password is incorrect.') as Error & { status: number }
  error.name = name
  error.status = status
  return error
}

const args = (extra: Partial<AfterErrorHookArgs>): AfterErrorHookArgs => ({ context: {}, error: new Error('x'), req: {} as AfterErrorHookArgs['req'], ...extra })

describe('stableErrorNames', () => {
  it('a locked account and an unknown email get the same GraphQL error', () => {
    const graphql = (name: string) =>
      stableErrorNames(
        args({
          error: minified(name, 401),
          graphqlResult: { message: 'The email or password is incorrect.', path: ['loginUser'], extensions: { name, statusCode: 401 } },
        }),
      )
    const locked = graphql('th')
    expect(locked).toEqual(graphql('tu'))
    expect(locked).toEqual({
      graphqlResult: { message: 'The email or password is incorrect.', path: ['loginUser'], extensions: { name: 'AuthenticationError', statusCode: 401 } },
    })
  })

  it('a REST error that carries a name gets the name of its status; one without keeps none', () => {
    const result = { errors: [{ name: 'Xe', message: 'The following field is invalid: password', data: { errors: [] } }] }
    expect(stableErrorNames(args({ error: minified('Xe', 400), result }))).toEqual({
      response: { errors: [{ name: 'ValidationError', message: 'The following field is invalid: password', data: { errors: [] } }] },
    })
    expect(stableErrorNames(args({ error: minified('tu', 401), result: { errors: [{ message: 'No.' }] } }))).toBeUndefined()
  })

  it('names by status', () => {
    expect([400, 401, 403, 404, 413, 429, 418, 500, 503, undefined].map(errorName)).toEqual([
      'ValidationError',
      'AuthenticationError',
      'Forbidden',
      'NotFound',
      'TooLarge',
      'TooManyRequests',
      'APIError',
      'InternalServerError',
      'InternalServerError',
      'InternalServerError',
    ])
  })
})
