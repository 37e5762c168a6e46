import { describe, expect, it } from 'vitest'

import { COMMON_PASSWORDS } from './common-passwords'
import { PASSWORD_MAX_LENGTH, passwordProblem } from './password'

describe('staff password rules', () => {
  it('accepts a long, uncommon password, up to 128 characters', () => {
    expect(passwordProblem('granite-otter-mango-41')).toBeNull()
    expect(passwordProblem('x7'.repeat(32))).toBeNull() // 64 characters
    expect(passwordProblem('Ab3$'.repeat(PASSWORD_MAX_LENGTH / 4))).toBeNull()
  })

  it('refuses anything shorter than 12 characters, saying how long it is', () => {
    expect(passwordProblem('Xk9#mQ2!vL4')).toBe(
      'Use at least 12 characters (this one has 11). A few unrelated words make a long password that is easy to remember.',
    )
    expect(passwordProblem('')).toBe('Enter a password.')
    expect(passwordProblem(undefined)).toBe('Enter a password.')
  })

  it('counts characters as people see them', () => {
    // Six emoji are twelve UTF-16 units but six characters.
    expect(passwordProblem('🔒🔑🌳🦉🍋🎈')).toMatch(/this one has 6/)
  })

  it('refuses more than 128 characters', () => {
    expect(passwordProblem('a1'.repeat(65))).toBe('Use at most 128 characters.')
  })

  it('refuses the commonest passwords whatever their case', () => {
    for (const common of ['password1234', 'qwertyuiop12', 'Password1234', 'IloveYou1234', 'Nigeria12345', '123456789012', '1q2w3e4r5t6y']) {
      expect(passwordProblem(common), common).toBe('This password is one of the most common and easy to guess. Choose a different one.')
    }
  })

  it('ships a list of a few hundred or more, all 12 characters or longer', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(300)
    for (const entry of COMMON_PASSWORDS) {
      expect(entry.length).toBeGreaterThanOrEqual(12)
      expect(entry).toBe(entry.toLowerCase())
    }
  })

  it('refuses one repeated character and the account email', () => {
    expect(passwordProblem('zzzzzzzzzzzzzz')).toBe('This password repeats one character. Choose a different one.')
    expect(passwordProblem('ada.obi@redwoodlife.example', 'ada.obi@redwoodlife.example')).toBe(
      'The password must not be your email address. Choose a different one.',
    )
    expect(passwordProblem('adaobi.smith!', 'adaobi.smith@redwoodlife.example')).toBe(
      'The password must not be your email address. Choose a different one.',
    )
    expect(passwordProblem('granite-otter-mango-41', 'ada@redwoodlife.example')).toBeNull()
  })
})
