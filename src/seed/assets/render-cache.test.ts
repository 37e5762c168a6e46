import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { illustration, renderIllustration } from './illustrations'
import { cachedRender } from './render-cache'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-render-cache-'))
  dirs.push(dir)
  return dir
}

describe('the seed’s picture cache', () => {
  it('renders a picture once and then gives the same bytes; another key is rendered again', async () => {
    const dir = tempDir()
    let renders = 0
    const render = (text: string) => async () => {
      renders++
      return Buffer.from(text)
    }
    expect((await cachedRender('a', render('first'), dir)).toString()).toBe('first')
    expect((await cachedRender('a', render('second'), dir)).toString()).toBe('first')
    expect(renders).toBe(1)
    expect((await cachedRender('b', render('third'), dir)).toString()).toBe('third')
    expect(renders).toBe(2)
    // Nothing half-written is left beside the kept pictures.
    expect(fs.readdirSync(dir).filter((name) => !name.endsWith('.bin'))).toEqual([])
  })

  it('still renders where nothing can be kept', async () => {
    const file = path.join(tempDir(), 'a-file')
    fs.writeFileSync(file, '')
    // A folder below a file cannot be made.
    expect((await cachedRender('a', async () => Buffer.from('drawn'), path.join(file, 'cache'))).toString()).toBe('drawn')
  })

  it('keeps an illustration’s exact bytes: the seed gets what a fresh render gives', async () => {
    const options = { kind: 'shield', seed: 'cache-test', width: 120, height: 80 } as const
    for (const format of ['webp', 'png'] as const) {
      const fresh = await renderIllustration({ ...options, format })
      expect((await illustration({ ...options, format })).equals(fresh), `${format}, first`).toBe(true)
      expect((await illustration({ ...options, format })).equals(fresh), `${format}, kept`).toBe(true)
    }
    expect((await illustration({ ...options, width: 121 })).equals(await renderIllustration(options))).toBe(false)
  })
})
