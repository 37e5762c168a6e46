// @ts-check
// The widths next.config.mjs allows the image optimiser, shared with the edge's short media addresses
// (edge/media-urls.ts) and src/lib/image.ts. Plain JavaScript because next.config.mjs is read by Node
// without a TypeScript loader; every width in a srcset is one more address.

export const IMAGE_WIDTHS = {
  // Few widths, each about 1.5× the last: a picture a little wider than needed costs less than
  // another address in every srcset of every page.
  deviceSizes: [384, 640, 960, 1280, 1600],
  imageSizes: [96, 256],
}
