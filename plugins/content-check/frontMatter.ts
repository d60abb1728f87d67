/**
 * The front matter writers edit in legal/, blog/ and src/pages/, checked as
 * Docusaurus reads each file (markdown.parseFrontMatter in docusaurus.config.ts),
 * so a typo fails the build with the file and the field named.
 */
import * as z from 'zod';
import blogCategories from '../../src/data/content/blogCategories.json';
import {toIsoDate} from '../../src/lib/formatDate';
import {isPseudoLocale} from '../../src/lib/locales';

const MISSING = 'is missing or empty';
const NO_AUTHOR = {error: 'is missing (use a key from blog/authors.yml)'};

const text = z
  .string({error: MISSING})
  .refine((value) => value.trim() !== '', {error: MISSING, abort: true});

/** Quoted, a date arrives as a string; unquoted, YAML makes it a Date. */
const date = z
  .custom((value) => toIsoDate(value) !== null, {
    error: ({input}) =>
      input === undefined
        ? 'is missing (write a date as YYYY-MM-DD)'
        : `is ${JSON.stringify(input)}, which is not a real date written as YYYY-MM-DD`,
  })
  .meta({format: 'date'});

/** The English names, which an article's front matter uses in every language. */
const CATEGORIES = blogCategories.categories as [string, ...string[]];

const UNSPLASH = 'https://images.unsplash.com/';

/**
 * The meta description, and a blog card's excerpt: search results show about 160 characters,
 * the cards two lines. Every description written so far fits (the longest is 160).
 */
const DESCRIPTION_MAX = 160;
const description = text.max(DESCRIPTION_MAX, {
  error: ({input}) =>
    `is ${String(input).length} characters long; keep it to ${DESCRIPTION_MAX}, what search results show`,
});

const page = z.object({title: text, description});

/** The docs plugin's keys, which nothing reads: a policy's address is its file's name. */
const notRead = z
  .never({
    error:
      "is not read: a policy's address is its file's name (legal/privacy-policy.mdx is /privacy-policy); delete the line",
  })
  .optional();

const legal = page.extend({effective_date: date, id: notRead, slug: notRead});

const blog = page.extend({
  image: text
    .refine((value) => value.startsWith(UNSPLASH), {
      error: 'must be an https://images.unsplash.com/ URL',
    })
    // The same rule for the editor (plugins/cms), which reads patterns, not refinements.
    .meta({
      pattern: '^https://images\\.unsplash\\.com/',
      patternError: `must be an ${UNSPLASH} URL`,
    }),
  image_alt: text,
  date,
  category: z.enum(CATEGORIES, {
    error: ({input}) =>
      input === undefined ? MISSING : `is "${String(input)}"; use one of ${CATEGORIES.join(', ')}`,
  }),
  authors: z.union(
    [z.string().min(1, NO_AUTHOR), z.array(z.unknown()).min(1, NO_AUTHOR)],
    NO_AUTHOR,
  ),
});

/** The rules of each folder's front matter, which the editor's fields follow too (plugins/cms). */
export const FRONT_MATTER = {page, legal, blog};

/**
 * A pseudo-locale's copy (tests only), a third longer and bracketed, is spared the length of
 * its description, as its data files are spared the copy's lengths.
 */
const PSEUDO_FRONT_MATTER = {
  page: page.extend({description: text}),
  legal: legal.extend({description: text}),
  blog: blog.extend({description: text}),
};

export class FrontMatterError extends Error {
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'FrontMatterError';
  }
}

/**
 * The rules of the file's folder: legal texts, blog articles, marketing pages, in English or
 * in a language's copy of the folder (i18n/<locale>/docusaurus-plugin-content-…), which a
 * translator's mistake must not get past either.
 */
function schemaFor(filePath: string): z.ZodType | undefined {
  const path = filePath.replace(/\\/g, '/');
  const [, locale, translated] =
    /\/i18n\/([^/]+)\/docusaurus-plugin-content-(pages-legal|blog|pages)\/[^/]+\.mdx?$/.exec(
      path,
    ) ?? [];
  const rules = locale && isPseudoLocale(locale) ? PSEUDO_FRONT_MATTER : FRONT_MATTER;
  if (translated === 'pages-legal' || /\/legal\/[^/]+\.mdx?$/.test(path)) return rules.legal;
  if (translated === 'blog' || /\/blog\/[^/]+\.mdx?$/.test(path)) return rules.blog;
  if (translated === 'pages' || /\/src\/pages\/[^/]+\.mdx?$/.test(path)) return rules.page;
  return undefined;
}

/** Throws a `FrontMatterError` naming the file and each field that is wrong. */
export function validateFrontMatter(frontMatter: Record<string, unknown>, filePath: string): void {
  const result = schemaFor(filePath)?.safeParse(frontMatter);
  if (!result || result.success) return;
  throw new FrontMatterError(
    result.error.issues.map(
      (issue) => `${filePath}: front matter field "${issue.path.join('.')}" ${issue.message}`,
    ),
  );
}
