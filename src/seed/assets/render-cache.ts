import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

/**
 * Pictures the seed draws are kept between seeds: rendering its 157 illustrations is about a third of a
 * seed's time (22 of 60 s on one core), and `npm test` seeds several databases (decision 029). The
 * drawings are deterministic, so a picture is found by a hash of everything its bytes depend on: the SVG,
 * the encoder settings and the versions of sharp and libvips. In node_modules/.cache (emptied by every
 * `npm ci`); where that cannot be written, each picture is simply rendered.
 */
export const RENDER_CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'redwood-seed')

/** The bytes `render` gives for `key`: from the cache in `dir` when they are there, else rendered and kept. */
export async function cachedRender(key: string, render: () => Promise<Buffer>, dir: string = RENDER_CACHE_DIR): Promise<Buffer> {
  const hash = crypto.createHash('sha256').update(JSON.stringify(sharp.versions)).update('\n').update(key).digest('hex')
  const file = path.join(dir, `${hash}.bin`)
  try {
    return await fs.promises.readFile(file)
  } catch {
    // Not kept yet.
  }
  const data = await render()
  try {
    await fs.promises.mkdir(dir, { recursive: true })
    // Written whole under another name, then renamed: a seed running beside this one never reads half a file.
    const partial = `${file}.${process.pid}.partial`
    await fs.promises.writeFile(partial, data)
    await fs.promises.rename(partial, file)
  } catch {
    // A read-only install: the picture is rendered each time.
  }
  return data
}
