/** The blog's categories, in the sidebar's order; each article's front matter names one. */
export const BLOG_CATEGORIES = [
  'Productivity',
  'Well-being',
  'Culture',
  'Language',
  'Collaboration',
] as const;
