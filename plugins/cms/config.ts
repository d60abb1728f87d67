/**
 * The whole Decap CMS configuration, passed to CMS.init by admin/editor.js: the legal texts,
 * the blog articles, the marketing pages' prose and the data files under src/data. Their
 * fields' rules come from the same zod schemas the build checks (src/data/schemas,
 * plugins/content-check).
 */
import {readdirSync, readFileSync} from 'node:fs';
import type * as z from 'zod';
import {CONTENT_MODULES} from '../content-check/modules';
import {FRONT_MATTER, UPLOADED_PICTURES} from '../content-check/frontMatter';
import blogCategories from '../../src/data/content/blogCategories.json';
import {fieldsOf, fieldOf, jsonSchemaOf, type CmsField} from './fields';
import type {CmsBackend} from './settings';

// Commit messages a reviewer can read in the pull request.
const COMMIT_MESSAGES = {
  create: 'Add {{collection}} “{{slug}}” (editor)',
  update: 'Edit {{collection}} “{{slug}}” (editor)',
  delete: 'Delete {{collection}} “{{slug}}” (editor)',
  uploadMedia: 'Upload “{{path}}” (editor)',
  deleteMedia: 'Delete “{{path}}” (editor)',
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

function frontMatterField(schema: z.ZodObject, name: string, options: Partial<CmsField> = {}) {
  const node = jsonSchemaOf(schema);
  const child = node.properties?.[name] ?? {};
  return {...fieldOf(name, child, node.required?.includes(name) ?? false), ...options};
}

/** Front matter and Markdown, titled by `title`; writers edit the files, and neither add nor delete. */
const FOLDER = {format: 'frontmatter', create: false, delete: false, identifier_field: 'title'};

function collections(siteDir: string) {
  const {legal, blog, page} = FRONT_MATTER;
  const pages = readdirSync(`${siteDir}/src/pages`).filter((file) => file.endsWith('.mdx'));
  const pageFields = [
    frontMatterField(page, 'title', {
      widget: 'string',
      hint: 'The browser tab’s title and the search result’s.',
    }),
    frontMatterField(page, 'description', {widget: 'text'}),
    kept('hide_table_of_contents'),
    BODY,
  ];
  return [
    {
      ...FOLDER,
      name: 'legal',
      label: 'Legal policies',
      label_singular: 'Policy',
      description:
        'The policies under legal/. A new effective date starts a new version in the page’s version history.',
      folder: 'legal',
      extension: 'mdx',
      // Each policy's address is its file's name (legal/privacy-policy.mdx: /privacy-policy).
      preview_path: '{{filename}}',
      // Keys in the files' own order, so a save rewrites none of them in another place.
      fields: [
        frontMatterField(legal, 'title', {widget: 'string'}),
        frontMatterField(legal, 'description', {widget: 'text'}),
        frontMatterField(legal, 'effective_date', {
          label: 'Effective date',
          hint: 'The day this version takes effect. Change it when the policy changes in substance; a day ahead announces the new text on the page until then.',
        }),
        BODY,
      ],
    },
    {
      ...FOLDER,
      name: 'blog',
      label: 'Blog articles',
      label_singular: 'Article',
      folder: 'blog',
      extension: 'md',
      preview_path: 'blog/{{fields.slug}}',
      // An article's uploaded picture goes beside the others, served at its address on the site.
      media_folder: `/${UPLOADED_PICTURES.folder}`,
      public_folder: UPLOADED_PICTURES.path.replace(/\/$/, ''),
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
        frontMatterField(blog, 'authors', {
          label: 'Author',
          widget: 'select',
          // The keys of blog/authors.yml: each a top-level key with no indent.
          options: [
            ...readFileSync(`${siteDir}/blog/authors.yml`, 'utf8').matchAll(/^([\w-]+):\s*$/gm),
          ].map((match) => match[1]),
          hint: 'A key from blog/authors.yml.',
        }),
        frontMatterField(blog, 'image', {
          label: 'Picture',
          widget: 'image',
          // Upload one of the writer's own, or "Insert from URL" for a stock photo.
          choose_url: true,
          hint: `Upload ${UPLOADED_PICTURES.kinds} of at most ${UPLOADED_PICTURES.limit} (the site makes the sizes the cards show), or insert an https://images.unsplash.com/ URL.`,
        }),
        frontMatterField(blog, 'image_alt', {
          label: 'Picture description (alt text)',
          hint: 'What the picture shows, for readers who cannot see it.',
        }),
        kept('mdx'),
        kept('slug'),
        {...BODY, hint: 'Plain Markdown. "<!-- truncate -->" ends the excerpt on the blog list.'},
      ],
    },
    {
      // One file each rather than a folder: the home page (index.mdx) is served at /, which
      // no `preview_path` template of a folder collection can say.
      format: 'frontmatter',
      delete: false,
      name: 'pages',
      label: 'Page text',
      label_singular: 'Page',
      description:
        'The marketing pages’ prose. Cards and lists live in "Cards and lists"; these files place them.',
      files: pages.map((file) => ({
        name: file.replace(/\.mdx$/, ''),
        label: /^title: *(.+)$/m.exec(readFileSync(`${siteDir}/src/pages/${file}`, 'utf8'))![1],
        file: `src/pages/${file}`,
        preview_path: file === 'index.mdx' ? '/' : file.replace(/\.mdx$/, ''),
        fields: pageFields,
      })),
    },
    {
      name: 'data',
      label: 'Cards and lists',
      // The format admin/editor.js registers: Decap's JSON, keys in the fields' order.
      format: 'json-file',
      description: 'The cards, lists, openings and pop-up entries the pages show, one file each.',
      delete: false,
      files: CONTENT_MODULES.filter((module) => module.file.endsWith('.json')).map((module) => ({
        name: module.file.replace(/\.json$/, '').replace(/\W/g, '-'),
        label: module.editorLabel,
        file: `src/data/content/${module.file}`,
        preview_path: module.previewPage,
        fields: fieldsOf(jsonSchemaOf(module.schema)),
      })),
    },
  ];
}

export function cmsConfig(options: {
  backend: Exclude<CmsBackend, {kind: 'none'}>;
  siteDir: string;
  siteUrl: string;
}) {
  const {backend, siteUrl} = options;
  return {
    // admin/editor.js hands this object to CMS.init; there is no config.yml to fetch.
    load_config_file: false,
    backend: {
      ...(backend.kind === 'local'
        ? {name: 'proxy', proxy_url: backend.url, branch: 'main'}
        : {
            name: 'github',
            repo: backend.repo,
            branch: backend.branch,
            // The sign-in is the site's own (functions/api/); admin/editor.js sets base_url
            // to the origin the editor is served from.
            auth_endpoint: 'api/auth',
          }),
      commit_messages: COMMIT_MESSAGES,
    },
    ...(backend.kind === 'local' && {local_backend: {url: backend.url}}),
    // A save is a draft (a branch and, on GitHub, a pull request); Publish merges it. decap-server
    // decides: its git mode (the editor tests) keeps this editorial workflow; its working-tree
    // mode (`npm run cms`) offers simple saves only, and Decap falls back to them.
    publish_mode: 'editorial_workflow',
    site_url: siteUrl,
    display_url: siteUrl,
    // The leaders' portraits; the articles' pictures go to their own folder (the blog collection).
    media_folder: 'static/img/team',
    public_folder: '/img/team',
    editor: {preview: true},
    collections: collections(options.siteDir),
    // Not Decap's: admin/editor.js takes it out and refuses, when it is chosen, a file the build
    // would refuse (every upload is a picture), naming the file and the limit.
    uploads: UPLOADED_PICTURES,
  };
}
