/**
 * The editor's collections: the legal texts, the blog articles, the marketing pages'
 * prose and the data files under src/data. Their fields' rules come from the same zod
 * schemas the build checks (src/data/schemas, plugins/content-check).
 */
import {readFileSync} from 'node:fs';
import type * as z from 'zod';
import {CONTENT_MODULES} from '../content-check/modules';
import {FRONT_MATTER} from '../content-check/frontMatter';
import blogCategories from '../../src/data/content/blogCategories.json';
import {fieldsOf, fieldOf, jsonSchemaOf, type CmsField, type JsonSchema} from './fields';

/** The name of the JSON format admin/editor.js registers: Decap's, plus a final newline. */
export const JSON_FORMAT = 'json-file';

/** What each data file is called in the editor's list. */
const DATA_LABELS: Record<string, string> = {
  'about.json': 'About: Our Core Values',
  'blogCategories.json': 'Blog: categories',
  'careers.json': 'Careers: benefits, openings, testimonials, notes',
  'closingCta.json': 'Call to action before the footer',
  'figures.json': 'Headline figures (home and Our Impact)',
  'freelancers.json': 'For Freelancers: benefits and testimonials',
  'homeServices.json': 'Home: Our Services',
  'impact.json': 'Our Impact: items and stories',
  'investors.json': 'Investors: reasons, revenue, updates',
  'leadership.json': 'Leadership: team and philosophy',
  'navigation.json': 'Menu and footer links',
  'notices.json': 'Notices',
  'partners.json': 'Partners: types and reasons',
  'popups/newHires.json': 'Pop-up: new hires',
  'popups/projectSubmissions.json': 'Pop-up: project submissions',
  'rules.json': 'Rules & Payments: rules and payment methods',
  'services.json': 'Services',
  'testimonials.json': 'Home: testimonials carousel',
  'trustSafety.json': 'Trust & Safety: safeguards, policies, trust points',
};

/**
 * The page that shows each data file, for the editor's "View Preview" link (Decap's
 * `preview_path`); files every page shows (menu, notices, pop-ups) open the home page.
 */
export const DATA_PAGES: Record<string, string> = {
  'about.json': 'about',
  'blogCategories.json': 'blog',
  'careers.json': 'employment',
  'freelancers.json': 'freelancers',
  'impact.json': 'our-impact',
  'investors.json': 'investors',
  'leadership.json': 'leadership',
  'partners.json': 'partners',
  'rules.json': 'rules',
  'services.json': 'services',
  'trustSafety.json': 'trust-safety',
};

/** The body, always edited as source: Decap's rich-text mode rewrites MDX (imports, JSX, {/* ids *\/}). */
const BODY: CmsField = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  modes: ['raw'],
  required: true,
  hint: 'Markdown and MDX, as the file holds it. Keep the lines starting "import" and the {/* #anchor */} after each heading.',
};

/** A front-matter field the writer does not change, kept as it is. */
const kept = (name: string): CmsField => ({name, label: name, widget: 'hidden', required: false});

/** The front-matter field `name` with the rules `schema` gives it. */
function frontMatterField(schema: z.ZodObject, name: string, options: Partial<CmsField> = {}) {
  const node = jsonSchemaOf(schema);
  const child: JsonSchema = node.properties?.[name] ?? {};
  return {...fieldOf(name, child, node.required?.includes(name) ?? false), ...options};
}

/** The keys of blog/authors.yml: each a top-level key with no indent. */
export function blogAuthors(siteDir: string): string[] {
  const text = readFileSync(`${siteDir}/blog/authors.yml`, 'utf8');
  return [...text.matchAll(/^([A-Za-z0-9_-]+):\s*$/gm)].map((match) => match[1]);
}

/** A folder of Markdown or MDX files, each titled by its `title`, that writers edit but neither add nor delete. */
function folderCollection<T extends {name: string; folder: string; extension: 'md' | 'mdx'}>(
  collection: T,
) {
  return {
    ...collection,
    format: 'frontmatter',
    create: false,
    delete: false,
    identifier_field: 'title',
  };
}

function legalCollection() {
  const {legal} = FRONT_MATTER;
  return folderCollection({
    name: 'legal',
    label: 'Legal policies',
    label_singular: 'Policy',
    description:
      'The policies under legal/. A new effective date starts a new version in the page’s version history.',
    folder: 'legal',
    extension: 'mdx',
    // Each policy's slug is its file's name (legal/privacy-policy.mdx: /privacy-policy).
    preview_path: '{{filename}}',
    // Keys in the files' own order, so a save rewrites none of them in another place.
    fields: [
      kept('id'),
      kept('slug'),
      frontMatterField(legal, 'title', {widget: 'string'}),
      frontMatterField(legal, 'description', {widget: 'text'}),
      frontMatterField(legal, 'effective_date', {
        label: 'Effective date',
        hint: 'The day this version takes effect. Change it when the policy changes in substance.',
      }),
      BODY,
    ],
  });
}

function blogCollection(siteDir: string) {
  const {blog} = FRONT_MATTER;
  return folderCollection({
    name: 'blog',
    label: 'Blog articles',
    label_singular: 'Article',
    folder: 'blog',
    extension: 'md',
    preview_path: 'blog/{{fields.slug}}',
    sortable_fields: ['date', 'title'],
    fields: [
      frontMatterField(blog, 'title', {widget: 'string'}),
      frontMatterField(blog, 'description', {
        widget: 'text',
        label: 'Excerpt',
        hint: 'Shown on the blog’s cards, clamped to two lines.',
      }),
      frontMatterField(blog, 'date', {label: 'Date'}),
      frontMatterField(blog, 'category', {options: blogCategories.categories}),
      {
        ...frontMatterField(blog, 'authors'),
        label: 'Author',
        widget: 'select',
        options: blogAuthors(siteDir),
        hint: 'A key from blog/authors.yml.',
      },
      frontMatterField(blog, 'image', {label: 'Image URL', widget: 'string'}),
      frontMatterField(blog, 'image_alt', {label: 'Image description (alt text)'}),
      kept('mdx'),
      kept('slug'),
      {...BODY, hint: 'Plain Markdown. "<!-- truncate -->" ends the excerpt on the blog list.'},
    ],
  });
}

function pagesCollection() {
  const {page} = FRONT_MATTER;
  return folderCollection({
    name: 'pages',
    label: 'Page text',
    label_singular: 'Page',
    description:
      'The marketing pages’ prose. Cards and lists live in "Cards and lists"; these files place them.',
    folder: 'src/pages',
    extension: 'mdx',
    preview_path: '{{filename}}',
    fields: [
      frontMatterField(page, 'title', {
        widget: 'string',
        hint: 'The browser tab’s title and the search result’s.',
      }),
      frontMatterField(page, 'description', {widget: 'text'}),
      kept('hide_table_of_contents'),
      BODY,
    ],
  });
}

function dataCollection() {
  const files = CONTENT_MODULES.filter((module) => module.file.endsWith('.json')).map((module) => ({
    name: module.file.replace(/\.json$/, '').replace(/\W/g, '-'),
    label: DATA_LABELS[module.file] ?? module.file,
    file: `src/data/content/${module.file}`,
    format: JSON_FORMAT,
    preview_path: DATA_PAGES[module.file],
    fields: fieldsOf(jsonSchemaOf(module.schema)),
  }));
  return {
    name: 'data',
    label: 'Cards and lists',
    // Decap reads a file collection's format from the collection, not from its files.
    format: JSON_FORMAT,
    description: 'The cards, lists, openings and pop-up entries the pages show, one file each.',
    delete: false,
    files,
  };
}

export function collections(siteDir: string) {
  return [legalCollection(), blogCollection(siteDir), pagesCollection(), dataCollection()];
}
