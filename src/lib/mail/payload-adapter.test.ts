import { describe, expect, it } from 'vitest'

import { textOf } from './payload-adapter'

describe("the text part of Payload's mails", () => {
  it('keeps the reset link readable as a bare address', () => {
    const url = 'https://www.redwoodlife.example/admin/reset/0123abcd'
    expect(textOf(`You are receiving this because you asked to reset your password.\n    <a href="${url}">${url}</a>\n    If you did not, ignore this mail.`)).toBe(
      `You are receiving this because you asked to reset your password.\n${url}\nIf you did not, ignore this mail.`,
    )
  })

  it('puts a link whose words differ from its address in brackets, and drops other tags', () => {
    expect(textOf('<p>Open <a class="x" href="https://a.example/?x=1&amp;y=2">the page</a> now</p>')).toBe(
      'Open the page (https://a.example/?x=1&y=2) now',
    )
  })
})
