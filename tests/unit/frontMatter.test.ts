import {mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
  FrontMatterError,
  uploadedPictureProblems,
  validateFrontMatter,
} from '@site/plugins/content-check/frontMatter';
import blogCategories from '@site/src/data/content/blogCategories.json';

const CATEGORIES = blogCategories.categories;
const LEGAL_FILE = '/site/legal/terms-of-service.mdx';
const BLOG_FILE = '/site/blog/2025-08-25-time-blocking-for-freelancers.md';
const PAGE_FILE = '/site/src/pages/about.mdx';
// Where `npm run write-translations` and a translator put a language's copies (docs/translating.md).
const FR = '/site/i18n/fr/docusaurus-plugin-content-';
const FR_BLOG = `${FR}blog/2025-08-25-time-blocking-for-freelancers.md`;
const FR_LEGAL = `${FR}docs/current/terms-of-service.mdx`;
const FR_PAGE = `${FR}pages/about.mdx`;
const LEGAL = {
  title: 'Terms of Service',
  description: 'The terms for using the website.',
  effective_date: '2025-10-01',
};
const BLOG = {
  title: 'Time Blocking for Freelancers',
  description: 'Plan a week of client work in blocks.',
  image: 'https://images.unsplash.com/photo-1?w=1200',
  image_alt: 'A paper planner on a desk',
  date: '2025-08-25',
  category: 'Productivity',
  authors: 'amara',
};
const PAGE = {title: 'About Us', description: 'Why we work as we do.'};
const field = (name: string) => `front matter field "${name}"`;

/** The message the validator refuses `fm` with. */
function errorFor(fm: Record<string, unknown>, file: string): string {
  try {
    validateFrontMatter(fm, file);
  } catch (error) {
    expect(error).toBeInstanceOf(FrontMatterError);
    return (error as Error).message;
  }
  throw new Error(`expected the front matter of ${file} to be refused`);
}

it('takes complete front matter: a policy’s date quoted or a YAML date, translations, other files', () => {
  const fine: [Record<string, unknown>, string][] = [
    [LEGAL, LEGAL_FILE],
    [{...LEGAL, effective_date: new Date(Date.UTC(2025, 9, 1))}, LEGAL_FILE],
    [BLOG, BLOG_FILE],
    [{...PAGE, hide_table_of_contents: true, description: 'a'.repeat(160)}, PAGE_FILE],
    [{...BLOG, title: 'Bloquer son temps', description: 'Une semaine en blocs.'}, FR_BLOG],
    // A pseudo-locale's description need only be there.
    [{title: 'À propos', description: 'é'.repeat(199)}, FR_PAGE.replace('/fr/', '/en-XA/')],
    [{title: 'À propos', description: 'é'.repeat(199)}, FR_PAGE.replace('/fr/', '/ar-XB/')],
    [{}, '/site/src/pages/index.tsx'],
    [{}, '/site/docs/notes.md'],
  ];
  for (const [fm, file] of fine) expect(() => validateFrontMatter(fm, file), file).not.toThrow();
});

// prettier-ignore
it.each([
  [LEGAL_FILE, {...LEGAL, effective_date: undefined}, field('effective_date'), 'YYYY-MM-DD'],
  ...['2025-02-30', 'October 1', '2025-13-01', '1/10/2025'].map((value) => [LEGAL_FILE, {...LEGAL, effective_date: value}, `${field('effective_date')} is ${JSON.stringify(value)}`]),
  [LEGAL_FILE, {...LEGAL, title: undefined}, field('title')],
  [LEGAL_FILE, {...LEGAL, title: '   '}, field('title')],
  [LEGAL_FILE, {...LEGAL, description: undefined}, field('description')],
  ['C:\\site\\legal\\privacy-policy.mdx', {...LEGAL, title: undefined}, field('title')],
  [FR_BLOG, {...BLOG, category: 'Productivité'}, `${field('category')} is "Productivité"`],
  [FR_BLOG, {...BLOG, date: '25 août 2025', image_alt: undefined}, field('image_alt'), field('date')],
  [FR_LEGAL, {...LEGAL, effective_date: '1 octobre 2025'}, field('effective_date')],
  [FR_PAGE, {title: 'À propos'}, field('description')],
  [FR_PAGE, {title: 'À propos', description: 'é'.repeat(199)}, `${field('description')} is 199`],
  [FR_PAGE.replace('/fr/', '/en-XA/'), {title: '[À propos]'}, field('description')],
  [BLOG_FILE, {...BLOG, description: 'a'.repeat(300)}, `${field('description')} is 300 characters`],
] as [string, object, ...string[]][])('given a mistake, names the file and the field: %s: %j', (file, fm, ...parts) => {
  const message = errorFor(fm as Record<string, unknown>, file);
  for (const part of parts)
    expect(message).toContain(part.startsWith('front') ? `${file}: ${part}` : part);
});

// prettier-ignore
it.each([
  [LEGAL_FILE, {...LEGAL, slug: '/terms'}, 'slug', "is not read: a policy's address is its file's name (legal/privacy-policy.mdx is /privacy-policy); delete the line"],
  [LEGAL_FILE, {...LEGAL, id: 'terms'}, 'id', "is not read: a policy's address is its file's name (legal/privacy-policy.mdx is /privacy-policy); delete the line"],
  [BLOG_FILE, {...BLOG, image: 'https://example.com/photo.jpg'}, 'image', 'is "https://example.com/photo.jpg", but it must be an https://images.unsplash.com/ URL or a JPEG, PNG or WebP picture uploaded to /img/blog/'],
  [BLOG_FILE, {...BLOG, image: '/img/blog/notes.txt'}, 'image', 'is "/img/blog/notes.txt", which is not a picture: upload a JPEG, PNG or WebP picture of at most 5 MB'],
  [BLOG_FILE, {...BLOG, authors: undefined}, 'authors', 'is missing (use a key from blog/authors.yml)'],
  [PAGE_FILE, {...PAGE, title: ''}, 'title', 'is missing or empty'],
  [PAGE_FILE, {...PAGE, description: ''}, 'description', 'is missing or empty'],
  [PAGE_FILE, {...PAGE, description: 'a'.repeat(161)}, 'description', 'is 161 characters long; keep it to 160, what search results show'],
])('%s: %j says exactly what is wrong', (file, fm, name, problem) => {
  expect(errorFor(fm, file)).toBe(`${file}: ${field(name)} ${problem}`);
});

it('lists every mistake, a line each', () => {
  const fm = {...BLOG, title: undefined, category: 'Wellness', authors: [], date: '2025-02-30'};
  expect(errorFor(fm, BLOG_FILE).split('\n')).toEqual([
    `${BLOG_FILE}: ${field('title')} is missing or empty`,
    `${BLOG_FILE}: ${field('date')} is "2025-02-30", which is not a real date written as YYYY-MM-DD`,
    `${BLOG_FILE}: ${field('category')} is "Wellness"; use one of ${CATEGORIES.join(', ')}`,
    `${BLOG_FILE}: ${field('authors')} is missing (use a key from blog/authors.yml)`,
  ]);
});

it('refuses an uploaded picture (static/img/blog) that is too large or gone, as the folder’s check does', () => {
  const site = mkdtempSync(join(tmpdir(), 'front-matter-'));
  mkdirSync(join(site, 'static/img/blog'), {recursive: true});
  const sizes = {'Workshop.JPG': 5e6, 'big.jpg': 2e7, 'notes.txt': 5};
  for (const [name, bytes] of Object.entries(sizes)) {
    writeFileSync(join(site, 'static/img/blog', name), '');
    truncateSync(join(site, 'static/img/blog', name), bytes);
  }
  const fr = join(site, 'i18n/fr/docusaurus-plugin-content-blog/2025-08-25-x.md');
  const file = join(site, 'blog/2025-08-25-x.md');
  for (const at of [file, fr]) validateFrontMatter({...BLOG, image: '/img/blog/Workshop.JPG'}, at);
  const refusal = (image: string) =>
    errorFor({...BLOG, image}, file).split(`${field('image')} `)[1];
  expect([refusal('/img/blog/big.jpg'), refusal('/img/blog/gone.png')]).toEqual([
    'is "/img/blog/big.jpg", a file of 20.0 MB; a picture may be at most 5 MB',
    'is "/img/blog/gone.png", but static/img/blog/gone.png does not exist; upload it again',
  ]);
  // The editor writes every file a writer uploaded, a refused one too.
  expect(uploadedPictureProblems(site).sort()).toEqual([
    'static/img/blog/big.jpg is a file of 20.0 MB; a picture may be at most 5 MB',
    'static/img/blog/notes.txt is not a picture: delete it, and upload a JPEG, PNG or WebP picture',
  ]);
  rmSync(site, {recursive: true});
});
