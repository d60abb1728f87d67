/**
 * What the front matter of `blog/` holds and how its dates read; the rules a file
 * must meet are checked at build by plugins/content-check/frontMatter.ts.
 */

export const BLOG_CATEGORIES = [
  'Productivity',
  'Well-being',
  'Culture',
  'Language',
  'Collaboration',
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Front matter dates arrive as strings or, when unquoted in YAML, as Date objects. */
export function toIsoDate(value: unknown): string | null {
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    return value.toISOString().slice(0, 10);
  }
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  // Rejects dates such as 2025-02-30 that Date would silently roll over.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}
