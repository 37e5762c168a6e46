// The bare page the bench compares the site with: Next.js's defaults, its own build folder.
/** @type {import('next').NextConfig} */
const config = {
  distDir: '.next',
  poweredByHeader: false,
}

export default config
