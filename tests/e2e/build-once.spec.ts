import { expect, test } from './fixtures'
import { firstHeading, freshDataDir, prepareDatabase, startServer } from './support/servers'

/**
 * One build, any database: the test build was made before this database existed, and a server
 * started from that build shows this database's content, not the content the build once saw.
 */
const stamp = Date.now().toString(36)
const BRAND = `Evergreen Life Assurance ${stamp}`
const ARTICLE = { slug: 'naira-and-long-term-goals', path: '/blog/markets/naira-and-long-term-goals' }
const TITLE = `Naira planning in a database the build never saw ${stamp}`

test('a build made before the database existed shows that database’s content', async () => {
  // Seeding and a server start: under a minute on an idle CI machine, far more on a busy one.
  test.setTimeout(600_000)
  const dataDir = freshDataDir('build-once')
  await prepareDatabase(dataDir, { brandName: BRAND, articles: { [ARTICLE.slug]: TITLE } })
  const server = await startServer(dataDir)
  try {
    const home = await fetch(server.url + '/')
    expect(home.status).toBe(200)
    // The brand name is in the page's header and structured data.
    expect(await home.text()).toContain(BRAND)
    const article = await fetch(server.url + ARTICLE.path)
    expect(article.status).toBe(200)
    expect(firstHeading(await article.text())).toBe(TITLE)
  } finally {
    await server.stop()
  }
})
