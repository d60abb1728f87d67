/**
 * Checks the front matter writers edit in `legal/` and `blog/`, so a typo
 * fails the build with the file and the field named.
 */

import {BLOG_CATEGORIES} from '../data/blogCategories';
import {toIsoDate} from '../lib/formatDate';

type FrontMatter = Record<string, unknown>;

export class FrontMatterError extends Error {
  constructor(filePath: string, field: string, problem: string) {
    super(`${filePath}: front matter field "${field}" ${problem}`);
    this.name = 'FrontMatterError';
  }
}

function requireText(fm: FrontMatter, filePath: string, field: string): string {
  const value = fm[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new FrontMatterError(filePath, field, 'is missing or empty');
  }
  return value;
}

function requireDate(fm: FrontMatter, filePath: string, field: string): string {
  if (fm[field] === undefined) {
    throw new FrontMatterError(filePath, field, 'is missing (write a date as YYYY-MM-DD)');
  }
  const iso = toIsoDate(fm[field]);
  if (!iso) {
    throw new FrontMatterError(
      filePath,
      field,
      `is ${JSON.stringify(fm[field])}, which is not a real date written as YYYY-MM-DD`,
    );
  }
  return iso;
}

export function validateLegalFrontMatter(fm: FrontMatter, filePath: string): void {
  requireText(fm, filePath, 'title');
  requireText(fm, filePath, 'description');
  requireText(fm, filePath, 'slug');
  requireDate(fm, filePath, 'effective_date');
}

export function validateBlogFrontMatter(fm: FrontMatter, filePath: string): void {
  for (const field of ['title', 'description', 'image', 'image_alt']) {
    requireText(fm, filePath, field);
  }
  requireDate(fm, filePath, 'date');
  const category = requireText(fm, filePath, 'category');
  if (!(BLOG_CATEGORIES as readonly string[]).includes(category)) {
    throw new FrontMatterError(
      filePath,
      'category',
      `is "${category}"; use one of ${BLOG_CATEGORIES.join(', ')}`,
    );
  }
  const authors = fm.authors;
  if (!(typeof authors === 'string' && authors) && !(Array.isArray(authors) && authors.length)) {
    throw new FrontMatterError(filePath, 'authors', 'is missing (use a key from blog/authors.yml)');
  }
  const image = String(fm.image);
  if (!image.startsWith('https://images.unsplash.com/')) {
    throw new FrontMatterError(filePath, 'image', 'must be an https://images.unsplash.com/ URL');
  }
}

/** Routes each Markdown file to the checks of its folder. */
export function validateFrontMatter(fm: FrontMatter, filePath: string): void {
  const path = filePath.replace(/\\/g, '/');
  if (/\/legal\/[^/]+\.mdx?$/.test(path)) validateLegalFrontMatter(fm, filePath);
  else if (/\/blog\/[^/]+\.mdx?$/.test(path)) validateBlogFrontMatter(fm, filePath);
}
