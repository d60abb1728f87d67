/**
 * The public routes, each a file in src/pages, the blog or legal/: the one list the sitemap, the
 * social cards, the content check (every footer link is one of them) and the tests read.
 */
export const ROUTES = [
  '/',
  '/about',
  '/employment',
  '/rules',
  '/contact',
  '/investors',
  '/our-impact',
  '/partners',
  '/trust-safety',
  '/modern-slavery-statement',
  '/leadership',
  '/services',
  '/freelancers',
  '/blog',
  '/terms-of-service',
  '/privacy-policy',
] as const;

export type RoutePath = (typeof ROUTES)[number];
