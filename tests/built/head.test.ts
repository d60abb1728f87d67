// What a search engine, a link preview and a phone read of each page as built (SPEC section 4).
// Kept through hydration: e2e/head.spec.ts; the files as the host serves them: security.spec.ts.
import {createHash} from 'node:crypto';
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {ROUTES} from '@site/src/data/routes';
import sharp from 'sharp';
import {JOBS, PAGES, ROUTES_AND_ONE_OPENING} from '../e2e/openings';
import {builtFile, builtPage, builtPages, FACTS, pageFile} from './builtSite';

const BRAND = FACTS.brandName;
const COLOUR = '#[0-9a-f]{6}$';
const KEYS = ['title', 'description', 'canonical', 'og:url', 'og:title', 'og:description'];
const CARD = ['og:image', 'og:image:width', 'og:image:height', 'og:image:alt', 'twitter:image'];
const FILES = ['manifest', 'apple-touch-icon', 'theme-color'];

/** Each tag of a page's head, as the list of its values (one, if all is well). */
function headOf(route: string): Record<string, string[]> {
  const $ = builtPage(route);
  const head = Object.fromEntries([...KEYS, ...CARD, ...FILES].map((key) => [key, [] as string[]]));
  for (const tag of $('head > title, head > meta, head > link').toArray()) {
    const {name, property, rel, content, href, media} = tag.attribs;
    const key = tag.name === 'title' ? 'title' : (name ?? property ?? rel);
    const value = tag.name === 'title' ? $(tag).text() : (content ?? href);
    head[key]?.push(media ? `${media} ${value}` : value);
  }
  return head;
}

it.each(ROUTES_AND_ONE_OPENING)(
  '%s as built has one of each tag, its own address, its own card and one h1',
  async (route) => {
    const head = headOf(route);
    const [title] = head.title;
    const [card] = head['og:image'];
    expect(head).toEqual({
      title: [title],
      description: [expect.stringMatching(/^.{50,}$/)],
      canonical: [`${FACTS.siteUrl}${route}`],
      'og:url': [`${FACTS.siteUrl}${route}`],
      'og:title': [title],
      'og:description': head.description,
      'og:image': [expect.stringMatching(new RegExp(`^${FACTS.siteUrl}/img/social/[^/]+\\.png$`))],
      'twitter:image': [card],
      'og:image:width': ['1200'],
      'og:image:height': ['630'],
      'og:image:alt': [`${BRAND}: ${title.replace(` | ${BRAND}`, '')}`],
      manifest: ['/manifest.webmanifest'],
      'apple-touch-icon': ['/apple-touch-icon.png'],
      // One colour a scheme, and none that applies to both.
      'theme-color': ['light', 'dark'].map((scheme) =>
        expect.stringMatching(new RegExp(`^\\(prefers-color-scheme: ${scheme}\\) ${COLOUR}`, 'i')),
      ),
    });
    const {format, width, height} = await sharp(builtFile(new URL(card).pathname)).metadata();
    expect([format, width, height]).toEqual(['png', 1200, 630]);
    expect(builtPage(route)('h1')).toHaveLength(1);
  },
);

it('every built file (the openings’, 404 and editor’s included) has a title of its own naming the brand once; only the editor’s name /admin, no script holds the editor; no two pages share a description, canonical URL, Open Graph tag or card', () => {
  expect(JOBS.routes).toHaveLength(10);
  const files = builtPages();
  const named = ['404.html', 'admin/index.html', ...JOBS.routes.map(pageFile)];
  expect(files).toEqual(expect.arrayContaining(named));
  const digest = (url: string) =>
    createHash('sha256')
      .update(builtFile(new URL(url).pathname))
      .digest('hex');
  const problems: string[] = [];
  const owners = new Map<string, string>();
  const own = (where: string, key: string, value: string | undefined) => {
    const owner = owners.get(`${key} ${value}`);
    if (value === undefined || owner)
      problems.push(`${where}: ${key} ${owner ? `also ${owner}'s` : 'missing'}`);
    owners.set(`${key} ${value}`, where);
  };
  for (const file of files) {
    const html = builtFile(file).toString();
    // The editor stays at /admin/: no public page links it, no script holds its code.
    if (!file.startsWith('admin/') && /\/admin\b/.test(html)) problems.push(`${file} names /admin`);
    const title = html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? '';
    const brands = title.split(BRAND).length - 1;
    if (brands !== 1) problems.push(`${file}: "${title}" names ${BRAND} ${brands} times`);
    own(file, 'title', title);
  }
  const scripts = readdirSync(join(process.env.E2E_BUILD_DIR ?? 'build', 'assets/js'));
  expect(scripts.length).toBeGreaterThan(10);
  for (const file of scripts)
    if (/decap|netlify-cms/i.test(builtFile(`assets/js/${file}`).toString()))
      problems.push(`${file} holds the editor's code`);
  for (const route of PAGES) {
    const head = headOf(route);
    head.picture = head['og:image'].map(digest);
    for (const key of [...KEYS.slice(1), 'og:image', 'picture']) own(route, key, head[key][0]);
  }
  expect(problems).toEqual([]);
});

it('the sitemap lists the routes and each opening that may be indexed, robots.txt names it, the editor says noindex', () => {
  const xml = builtFile('sitemap.xml').toString();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  const indexable = JOBS.routes.filter(
    (route) => builtPage(route)('meta[name="robots"][content*="noindex"]').length === 0,
  );
  expect(paths.sort()).toEqual([...ROUTES, ...indexable].sort());
  expect(builtFile('robots.txt').toString().split('\n')).toContain(
    `Sitemap: ${FACTS.siteUrl}/sitemap.xml`,
  );
  expect(builtFile('admin/index.html').toString()).toContain(
    '<meta name="robots" content="noindex, nofollow">',
  );
});

describe('given the files a phone or a browser reads beside the page', () => {
  it('the manifest names the site, its colours and icons, the touch icon is 180 × 180, each PNG of its size', async () => {
    const manifest = JSON.parse(builtFile('manifest.webmanifest').toString());
    expect(manifest).toMatchObject({
      name: BRAND,
      short_name: BRAND,
      start_url: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(new RegExp(`^${COLOUR}`, 'i')),
      background_color: expect.stringMatching(new RegExp(`^${COLOUR}`, 'i')),
    });
    const touch = builtPage('/')('head link[rel="apple-touch-icon"]');
    const icons: {src: string; sizes: string; type: string}[] = [
      ...manifest.icons,
      {src: touch.attr('href'), sizes: touch.attr('sizes'), type: 'image/png'},
    ];
    expect(icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512', '180x180']),
    );
    for (const {src, sizes, type} of icons) {
      const {format, width, height} = await sharp(builtFile(src)).metadata();
      expect([type, format, `${width}x${height}`], src).toEqual(['image/png', 'png', sizes]);
    }
    const [light, dark] = headOf('/')['theme-color'].map((tag) => tag.split(' ').at(-1));
    expect(light).not.toBe(dark);
  });

  it('the home page preloads the brand font the stylesheet draws Latin text with, for the font to use', () => {
    const $ = builtPage('/');
    const preload = $('head link[rel="preload"][as="font"]');
    expect(preload).toHaveLength(1);
    // Without crossorigin the browser would not use the preloaded file for the font, and fetch it again.
    expect(preload.attr('crossorigin')).toBe('');
    const href = preload.attr('href')!;
    expect(builtFile(href).length, href).toBeGreaterThan(0);
    const stylesheet = $('head link[rel="stylesheet"]').attr('href')!;
    expect(builtFile(stylesheet).toString()).toContain(`url(${href})`);
  });
});
