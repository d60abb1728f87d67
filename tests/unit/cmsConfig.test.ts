import {globSync, readFileSync} from 'node:fs';
import {basename} from 'node:path';
import {checkModule, type ContentModule} from '@site/plugins/content-check/check';
import {CONTENT_MODULES} from '@site/plugins/content-check/modules';
import {FRONT_MATTER} from '@site/plugins/content-check/frontMatter';
import {cmsConfig} from '@site/plugins/cms/config';
import {frontMatterOf} from '../support/frontMatter';
import type {CmsField} from '@site/plugins/cms/fields';
import {ROUTES} from '@site/src/data/routes';
import {DEFAULT_FACTS} from '@site/src/config/site';

// The editor's rules for a field (plugins/cms, generated from the schemas) must be the build's
// (plugins/content-check): both are driven with the same values, and fail where they disagree.

const site = {siteDir: process.cwd(), siteUrl: DEFAULT_FACTS.siteUrl};
const config = cmsConfig({backend: {kind: 'local', url: 'http://127.0.0.1:8081/api/v1'}, ...site});

type Files = {name: string; file: string; fields: CmsField[]}[];
const dataFiles = (config.collections.find(({name}) => name === 'data') as {files: Files}).files;
type Path = (string | number)[];
type Data = Record<string | number, unknown>;
const getAt = (data: unknown, path: Path) =>
  path.reduce((value, key) => (value as Data)?.[key], data);

/** The problems the build reports for `module` with `value` at `path` that it did not report before. */
function newProblems(module: ContentModule, path: Path, value: unknown): string[] {
  const data = structuredClone(module.data);
  const parent = getAt(data, path.slice(0, -1)) as Data;
  if (value === undefined) delete parent[path.at(-1)!];
  else parent[path.at(-1)!] = value;
  const before = new Set(checkModule(module));
  return checkModule({...module, data}).filter((problem) => !before.has(problem));
}

/** What Decap shows under a text field refusing `value` (Widget.js: presence, then pattern); null if taken. */
function editorRefusal(field: CmsField, value: string): string | null {
  if (value === '') return field.required === false ? null : `${field.label} is required.`;
  if (!field.pattern) return null;
  // admin/editor.js compiles each pattern with the `u` flag.
  if (new RegExp(field.pattern[0], 'u').test(value)) return null;
  return `${field.label} didn't match the pattern: ${field.pattern[1]}.`;
}

// Rules only the build can check, since they look past the field (other entries, sentences).
const ONLY_THE_BUILD =
  /should be \d+ sentences?|repeats the|should give exactly|should be in order|should (also|not) link|should be the initials|reads "|unfinished text|emoji|must not (include|repeat)|names \d+ people|must be after its/;

const fieldProblems = (module: ContentModule, path: Path, value: unknown) =>
  newProblems(module, path, value).filter((problem) => !ONLY_THE_BUILD.test(problem));

const moduleOf = (file: {file: string}) =>
  CONTENT_MODULES.find((module) => `src/data/content/${module.file}` === file.file)!;
type Case = {module: ContentModule; path: Path; field: CmsField; where: string};

/** Every field of every data file, at its first occurrence in the file. */
function cases(): Case[] {
  const found: Case[] = [];
  const walk = (module: ContentModule, fields: CmsField[], path: Path, where: string) => {
    for (const field of fields) {
      const fieldPath = [...path, field.name];
      const value = getAt(module.data, fieldPath);
      const here = `${where} › ${field.label}`;
      found.push({module, path: fieldPath, field, where: here});
      if (field.widget === 'object' && field.fields && value)
        walk(module, field.fields, fieldPath, here);
      if (field.widget !== 'list' || !Array.isArray(value) || value.length === 0) continue;
      if (field.fields) walk(module, field.fields, [...fieldPath, 0], here);
      if (field.field)
        found.push({module, path: [...fieldPath, 0], field: field.field, where: `${here} entry`});
    }
  };
  for (const file of dataFiles) walk(moduleOf(file), file.fields, [], file.file);
  return found;
}

const ALL = cases();
const TEXT = ALL.filter(
  ({field, module, path}) =>
    ['string', 'text'].includes(field.widget) && typeof getAt(module.data, path) === 'string',
);
// Hidden fields hold what only code chooses: the writer cannot empty them.
const NAMED = ALL.filter(
  ({path, field}) => typeof path.at(-1) === 'string' && field.widget !== 'hidden',
);
const LISTS = ALL.filter(({field}) => field.widget === 'list');
const SELECTS = ALL.filter(({field}) => field.widget === 'select');
const COUNT = /has \d+ entries|must list at (least|most)|must name a country|names \d+ countries/;

const each = (list: Case[]) => list.map((entry) => [entry.where, entry] as const);

it('the editor’s configuration has a field for every field of every data file', () => {
  for (const file of dataFiles)
    expect(file.fields.map(({name}) => name)).toEqual(Object.keys(moduleOf(file).data as Data));
  expect(TEXT.length).toBeGreaterThan(60);
  expect(LISTS.length).toBeGreaterThan(30);
});

it.each(dataFiles.map((file) => [file.file, file] as const))(
  '%s is written as the editor writes it: two-space JSON, keys in the fields’ order',
  (_, file) => {
    const text = readFileSync(file.file, 'utf8');
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    const misplaced: string[] = [];
    const walk = (fields: CmsField[], value: unknown, where: string) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
      const keys = Object.keys(value);
      const order = fields.map((field) => field.name).filter((name) => keys.includes(name));
      if (keys.join() !== order.join()) misplaced.push(`${where}: ${keys.join(', ')}`);
      for (const field of fields)
        for (const item of [(value as Data)[field.name]].flat())
          walk(field.fields ?? [], item, `${where}.${field.name}`);
    };
    walk(file.fields, JSON.parse(text), file.file);
    expect(misplaced).toEqual([]);
  },
);

/** Values a writer might type into the text field now holding `value`: many lengths, other cases and forms. */
function probesFor(value: string): string[] {
  const lengths = new Set([1, 2, 3, 4, 5, 11, 12, 13, 14, 15, 24, 25, value.length]);
  for (let length = 10; length <= 400; length += 10) lengths.add(length).add(length + 1);
  const forms = [value.toLowerCase(), value.toUpperCase(), value.replace(/ /g, '-')];
  const others = [
    value.replace(/[-·:,]/g, ' '),
    'Plain words',
    'plain-words',
    'https://t.me/someone_here',
  ];
  // Cut, or padded with lowercase letters; no space at either end.
  const sized = [...lengths].map((n) => value.padEnd(n, 'x').slice(0, n).replace(/\s$/, 'x'));
  return [...sized, ...forms, ...others];
}

it.each([...new Set(TEXT.map(({module}) => module.file))])(
  '%s: each text field takes the lengths and formats the build takes, and refuses the others',
  (file) => {
    const disagreements: string[] = [];
    let tried = 0;
    for (const {module, path, field, where} of TEXT.filter((entry) => entry.module.file === file)) {
      for (const probe of probesFor(getAt(module.data, path) as string)) {
        const problems = fieldProblems(module, path, probe);
        const refusal = editorRefusal(field, probe);
        tried += 1;
        if ((refusal === null) !== (problems.length === 0)) {
          disagreements.push(
            `${where}: ${JSON.stringify(probe)} (${probe.length} characters): the build ${problems.length ? `refuses it (${problems.join('; ')})` : 'takes it'}, the editor ${refusal ? `refuses it (${refusal})` : 'takes it'}`,
          );
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(tried).toBeGreaterThan(50);
  },
  // A limit: careers.json's fields take 2 s on an idle machine, 7 s on a busy one.
  60_000,
);

it.each(each(NAMED))(
  '%s: required in the editor exactly when the build needs it',
  (_, {module, path, field}) => {
    const missing = fieldProblems(module, path, undefined).length > 0;
    // Decap cannot require a switch; a list without a minimum may be empty in both.
    if (field.widget === 'boolean') expect(missing).toBe(true);
    else if (field.widget === 'list' && !field.min)
      expect([field.required, missing]).toEqual([false, true]);
    else expect(field.required !== false).toBe(missing);
  },
);

it.each(each(LISTS))(
  '%s: the editor takes the number of entries the build takes',
  (_, {module, path, field}) => {
    const list = getAt(module.data, path) as unknown[];
    // Decap's own checks of a list's length (ListControl.js' validateSize and presence).
    const [min, max] = [field.min ?? 0, field.max ?? Infinity];
    for (let count = 0; count <= list.length + 2; count += 1) {
      const entries = Array.from({length: count}, (__, index) => list[index % list.length]);
      const build = !newProblems(module, path, entries).some((problem) => COUNT.test(problem));
      const editor = count ? count >= min && count <= max : field.required === false && !min;
      expect([count, editor]).toEqual([count, build]);
    }
  },
);

// A value alone (a category, a country) has no title for a folded entry to show.
it('the editor shows the entries of a list of single values open, each named in the singular', () => {
  const singles = Object.fromEntries(
    LISTS.filter(({field}) => field.field).map(({field}) => [
      field.name,
      {collapsed: field.collapsed, label: field.field!.label, add: field.label_singular},
    ]),
  );
  expect(singles).toMatchObject({
    categories: {collapsed: false, label: 'Category', add: 'Category'},
    countries: {collapsed: false, label: 'Country', add: 'Country'},
    requirements: {collapsed: false, label: 'Requirement', add: 'Requirement'},
    firstNames: {collapsed: false, label: 'First name', add: 'First name'},
  });
});

it.each(each(SELECTS))(
  '%s: offers exactly the choices the build takes',
  (_, {module, path, field}) => {
    for (const option of field.options ?? [])
      expect([option, fieldProblems(module, path, option)]).toEqual([option, []]);
    expect(fieldProblems(module, path, 'not-a-choice')).not.toEqual([]);
  },
);

it('takes every article’s picture as written and an upload by its name, as the build does', () => {
  const {fields} = config.collections.find(({name}) => name === 'blog') as {fields: CmsField[]};
  const image = fields.find(({name}) => name === 'image')!;
  // Decap tests a picture field's last path segment (withFileControl's getValidateValue).
  const editorTakes = (value: string) => !editorRefusal(image, value.split('/').pop()!);
  const buildTakes = (value: string) => FRONT_MATTER.blog.shape.image.safeParse(value).success;
  const written = globSync('blog/*.{md,mdx}').map((path) => String(frontMatterOf(path).image));
  const values = [...written, '/img/blog/a.JPG', '/img/blog/a.txt', 'https://x/a.txt'];
  expect(values.map(editorTakes)).toEqual(values.map(buildTakes));
  expect(written.filter((value) => value.startsWith('https:')).length).toBeGreaterThan(0);
});

it('asks both backends, GitHub and decap-server, for the editorial workflow, with the same commit messages', () => {
  const backend = {kind: 'github', repo: 'talentlane/website', branch: 'main'} as const;
  const github = cmsConfig({backend, ...site});
  // decap-server grants it in its git mode; its working-tree mode (`npm run cms`) saves plainly.
  expect(github.publish_mode).toBe('editorial_workflow');
  expect(config.publish_mode).toBe('editorial_workflow');
  expect(config.backend).toMatchObject({name: 'proxy', branch: 'main'});
  expect(config.backend.commit_messages).toEqual(github.backend.commit_messages);
});

it('previews (preview_path) each policy’s, article’s and page’s own page, and the page that shows a data file', () => {
  const slugOf = (path: string) => /^slug: *\/?(.+)$/m.exec(readFileSync(path, 'utf8'))?.[1];
  const routes = new Set([
    ...ROUTES.map((route) => route.slice(1) || '/'),
    ...globSync('blog/*.md').map((path) => `blog/${slugOf(path)}`),
  ]);
  type Linked = {name: string; files?: Linked[]} & Partial<
    Record<'folder' | 'file' | 'preview_path', string>
  >;
  const collections = config.collections as Linked[];
  /** The path Decap makes for the file at `path` from a template using only these two tags. */
  const previewOf = (template: string, path: string) =>
    template
      .replace('{{filename}}', basename(path).replace(/\.mdx?$/, ''))
      .replace('{{fields.slug}}', slugOf(path) ?? '');

  for (const {folder, preview_path} of collections.filter((collection) => collection.folder)) {
    const files = globSync(`${folder}/*.{md,mdx}`);
    expect(files.length, folder).toBeGreaterThan(0);
    for (const file of files) expect(routes, file).toContain(previewOf(preview_path!, file));
  }
  const files = collections.find((collection) => collection.name === 'pages')!.files!;
  expect(files.map((file) => file.file).sort()).toEqual(globSync('src/pages/*.mdx').sort());
  expect(files.find((file) => file.file === 'src/pages/index.mdx')?.preview_path).toBe('/');
  const linked = (dataFiles as Linked[]).filter((file) => file.preview_path !== undefined);
  expect(linked.length).toBeGreaterThanOrEqual(10);
  for (const file of [...files, ...linked]) expect(routes, file.name).toContain(file.preview_path);
});
