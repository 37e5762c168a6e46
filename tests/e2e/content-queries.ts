/**
 * The GraphQL queries of docs/content-api.md, one per content call of the spec (section 7).
 * tests/e2e/content-api.spec.ts runs each against /api/graphql and checks the doc shows each query
 * exactly as written here, so the doc cannot drift from what works.
 */
export type ContentQuery = {
  /** The spec's wording of the call. */
  call: string
  operationName: string
  query: string
  /** Example variables for the doc and the test. */
  variables?: Record<string, unknown>
}

export const contentQueries: ContentQuery[] = [
  {
    call: 'Policy pages filtered by category id (the header product lists)',
    operationName: 'ProductsByCategoryId',
    query: `query ProductsByCategoryId($category: JSON!) {
  Products(where: { category: { equals: $category } }, sort: "order", limit: 100) {
    docs { id title slug summary cardImage { url alt } }
  }
}`,
    variables: { category: 1 },
  },
  {
    call: 'All policy pages (first 100) with category names',
    operationName: 'AllProducts',
    query: `query AllProducts {
  Products(sort: "order", limit: 100) {
    docs { id title slug summary cardImage { url alt } category { id name slug kind } }
  }
}`,
  },
  {
    call: 'Policy groups filtered by category name (the category landing content)',
    operationName: 'CategoryLanding',
    query: `query CategoryLanding($section: String!) {
  ProductCategories(where: { slug: { equals: $section } }, limit: 1) {
    docs {
      id name slug
      heading { text accent }
      description
      image { url alt }
      plansHeading
      marketing { eyebrow heading { text accent } paragraphA paragraphB image { url alt } }
      benefits { heading { text accent } intro cards { title text image { url alt } } }
      faqs { question answer }
    }
  }
}`,
    variables: { section: 'life' },
  },
  {
    call: 'Policy pages filtered by category name (step 2: the id comes from CategoryLanding)',
    operationName: 'ProductsInCategory',
    query: `query ProductsInCategory($category: JSON!) {
  Products(where: { category: { equals: $category } }, sort: "order", limit: 100) {
    docs { id title slug summary cardImage { url alt } category { name slug } }
  }
}`,
    variables: { category: 2 },
  },
  {
    call: 'Policy page by id (the product page)',
    operationName: 'ProductPage',
    query: `query ProductPage($slug: String!) {
  Products(where: { slug: { equals: $slug } }, limit: 1) {
    docs {
      id title slug
      category { name slug }
      heading { text accent }
      description
      heroImage { url alt }
      benefits { heading { text accent } intro cards { title text image { url alt } } }
      marketing { eyebrow heading { text accent } paragraphA paragraphB image { url alt } }
      faqs { question answer }
      plans { code name }
    }
  }
}`,
    variables: { slug: 'hospital-cash-plan' },
  },
  {
    call: 'All blog pages: id, category name, heading, cover image',
    operationName: 'AllArticles',
    query: `query AllArticles {
  BlogPosts(sort: "-publishedAt", limit: 100) {
    docs { id title slug publishedAt group { name slug } coverImage { url alt } }
  }
}`,
  },
  {
    call: 'Blog pages filtered by categoryName (a group page’s cards)',
    operationName: 'ArticlesInGroup',
    query: `query ArticlesInGroup($section: String!) {
  BlogGroups(where: { slug: { equals: $section } }, limit: 1) {
    docs {
      name slug
      articles(limit: 100) { docs { id title slug excerpt coverImage { url alt } } }
    }
  }
}`,
    variables: { section: 'markets' },
  },
  {
    call: 'Blog page by id (one article)',
    operationName: 'Article',
    query: `query Article($slug: String!) {
  BlogPosts(where: { slug: { equals: $slug } }, limit: 1) {
    docs { id title slug publishedAt excerpt group { name slug heading } coverImage { url alt } coverVideo body }
  }
}`,
    variables: { slug: 'term-or-endowment' },
  },
  {
    call: 'Blog group filtered by categoryName (the group page’s heading, description, hero, subheading)',
    operationName: 'BlogGroup',
    query: `query BlogGroup($section: String!) {
  BlogGroups(where: { slug: { equals: $section } }, limit: 1) {
    docs { id name slug heading description heroImage { url alt } subheading }
  }
}`,
    variables: { section: 'life-insurance' },
  },
  {
    call: 'Statements filtered by categoryName "financials" (financial statements and fund reports)',
    operationName: 'Statements',
    query: `query Statements {
  Statements(sort: "-publishedAt", limit: 100) {
    docs { id title description kind publishedAt file { url filename filesize } }
  }
}`,
  },
  {
    call: 'Press filtered by categoryName "Press" (press releases)',
    operationName: 'PressReleases',
    query: `query PressReleases {
  PressReleases(sort: "-publishedAt", limit: 100) {
    docs { id title description publishedAt heroImage { url alt } linkType document { url } url }
  }
}`,
  },
  {
    call: 'Footer query: one blog teaser per group, plus the footer’s contact details',
    operationName: 'Footer',
    query: `query Footer {
  BlogGroups(sort: "order") {
    docs { name slug articles(limit: 1) { docs { id title slug } } }
  }
  SiteSetting {
    teasersHeading { text accent }
    address callCentrePhone officeHours
    instagram facebook youtube linkedin
    legal { title }
    creditLine copyrightLine
  }
}`,
  },
  {
    call: 'Pages list (the single pages, by name instead of by position)',
    operationName: 'Pages',
    query: `query Pages {
  Home { heroSlides { message } intro { heading { text accent } } }
  Corporate { heading { text accent } intro }
  About { heading { text accent } description }
  LeadershipPage { heading { text accent } }
  AchievementsPage { heading { text accent } description }
  StatementsPage { heading { text accent } }
  CareersPage { heading { text accent } }
  NewsRoom { heading { text accent } }
  ClaimsPage { heading { text accent } intro }
  ClaimsPromise { heading { text accent } description }
  ClaimsFaq { heading { text accent } }
  ClaimFormsPage { heading { text accent } }
  ClaimsGlossary { heading { text accent } entries { term } }
}`,
  },
]
