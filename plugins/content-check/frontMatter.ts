/**
 * The front matter writers edit in legal/, blog/ and src/pages/, checked as
 * Docusaurus reads each file (markdown.parseFrontMatter in docusaurus.config.ts),
 * so a typo fails the build with the file and the field named.
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
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
 * A writer's own picture for an article: uploaded in the editor (plugins/cms) to static/img/blog,
 * served at /img/blog/, and resized and converted by plugins/blog-pictures when the site builds.
 */
export const UPLOADED_PICTURES = {
  folder: 'static/img/blog',
  path: '/img/blog/',
  /** A phone's photo is 2 to 4 MB; the site shows at most 1200 px of it. */
  maxBytes: 5_000_000,
  limit: '5 MB',
  kinds: 'a JPEG, PNG or WebP picture',
  /** A file's name ends with one of them, in either case (admin/editor.js reads them too). */
  extensions: ['jpg', 'jpeg', 'png', 'webp'],
};
const EXTENSION = `\\.(?:${UPLOADED_PICTURES.extensions.join('|')})$`;
const PICTURE_FILE = new RegExp(`^${UPLOADED_PICTURES.path}[^/]+${EXTENSION}`, 'i');
const IMAGE_RULE = `must be an ${UNSPLASH} URL or ${UPLOADED_PICTURES.kinds} uploaded to ${UPLOADED_PICTURES.path}`;

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
    .refine((value) => value.startsWith(UNSPLASH) || PICTURE_FILE.test(value), {
      error: ({input}) =>
        String(input).startsWith(UPLOADED_PICTURES.path)
          ? `is "${String(input)}", which is not a picture: upload ${UPLOADED_PICTURES.kinds} of at most ${UPLOADED_PICTURES.limit}`
          : `is "${String(input)}", but it ${IMAGE_RULE}`,
    })
    // The same rule for the editor (plugins/cms), which reads patterns, not refinements, and
    // tests a picture field's last path segment only (Decap's withFileControl): a stock photo's
    // is "photo-…?w=…", an upload's its file name. No `i` flag: the extensions in either case.
    .meta({
      pattern: `^(?:(?:premium_)?photo-[^/]+|[^/]+${EXTENSION.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`)})`,
      patternError: IMAGE_RULE,
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
    /\/i18n\/([^/]+)\/docusaurus-plugin-content-(docs\/current|blog|pages)\/[^/]+\.mdx?$/.exec(
      path,
    ) ?? [];
  const rules = locale && isPseudoLocale(locale) ? PSEUDO_FRONT_MATTER : FRONT_MATTER;
  if (translated === 'docs/current' || /\/legal\/[^/]+\.mdx?$/.test(path)) return rules.legal;
  if (translated === 'blog' || /\/blog\/[^/]+\.mdx?$/.test(path)) return rules.blog;
  if (translated === 'pages' || /\/src\/pages\/[^/]+\.mdx?$/.test(path)) return rules.page;
  return undefined;
}

/** "a file of 20.0 MB; a picture may be at most 5 MB", for a file over the limit. */
function tooLarge(bytes: number): string | undefined {
  if (bytes <= UPLOADED_PICTURES.maxBytes) return undefined;
  const size = `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `a file of ${size}; a picture may be at most ${UPLOADED_PICTURES.limit}`;
}

/** What is wrong with an uploaded picture's file, if anything: it is missing or too large. */
function pictureProblem(image: unknown, filePath: string): string | undefined {
  if (typeof image !== 'string' || !PICTURE_FILE.test(image)) return undefined;
  // The site's folder: the article's is blog/ or i18n/<locale>/docusaurus-plugin-content-blog/.
  const siteDir = filePath.replace(/[\\/](?:blog|i18n[\\/][^\\/]+[\\/][^\\/]+)[\\/][^\\/]+$/, '');
  const file = `${UPLOADED_PICTURES.folder}/${image.slice(UPLOADED_PICTURES.path.length)}`;
  const stats = statSync(`${siteDir}/${file}`, {throwIfNoEntry: false});
  if (!stats?.isFile()) return `is "${image}", but ${file} does not exist; upload it again`;
  const large = tooLarge(stats.size);
  return large && `is "${image}", ${large}`;
}

/**
 * What is wrong with the files in static/img/blog: Decap writes every file a writer uploaded
 * with the article, a refused one too, so a file that is not a picture or too large is named.
 */
export function uploadedPictureProblems(siteDir: string): string[] {
  const folder = `${siteDir}/${UPLOADED_PICTURES.folder}`;
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder, {withFileTypes: true}).filter((entry) => entry.isFile());
  return files.flatMap(({name}) => {
    const file = `${UPLOADED_PICTURES.folder}/${name}`;
    if (!PICTURE_FILE.test(`${UPLOADED_PICTURES.path}${name}`)) {
      return [`${file} is not a picture: delete it, and upload ${UPLOADED_PICTURES.kinds}`];
    }
    const large = tooLarge(statSync(`${folder}/${name}`).size);
    return large ? [`${file} is ${large}`] : [];
  });
}

/** Throws a `FrontMatterError` naming the file and each field that is wrong. */
export function validateFrontMatter(frontMatter: Record<string, unknown>, filePath: string): void {
  const schema = schemaFor(filePath);
  const result = schema?.safeParse(frontMatter);
  const issues = result?.success === false ? result.error.issues : [];
  const picture =
    schema instanceof z.ZodObject &&
    'image' in schema.shape &&
    !issues.some(({path}) => path[0] === 'image');
  const problem = picture ? pictureProblem(frontMatter.image, filePath) : undefined;
  if (issues.length === 0 && !problem) return;
  throw new FrontMatterError([
    ...issues.map(
      (issue) => `${filePath}: front matter field "${issue.path.join('.')}" ${issue.message}`,
    ),
    ...(problem ? [`${filePath}: front matter field "image" ${problem}`] : []),
  ]);
}
