/**
 * The icon map (src/components/Page/Icon) holds every Lucide icon a page may name, so
 * it goes into one "icons" chunk that only the pages showing icons load, and cache
 * across routes. Left alone, it would swell Docusaurus' shared chunk that every route
 * loads, the blog and the legal pages included.
 */
export const iconChunk = {
  test: /[\\/](lucide-react|src[\\/]components[\\/]Page[\\/]Icon)[\\/]/,
  name: 'icons',
  chunks: 'async',
  priority: 60,
  enforce: true,
} as const;
