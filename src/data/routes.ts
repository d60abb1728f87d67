/** The sixteen public routes: the sitemap and the tests read this list. */
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
