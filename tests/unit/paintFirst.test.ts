import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import paintFirst from '@site/plugins/paint-first';
import {routeChunkFiles} from '@site/plugins/paint-first/routeChunks';
import {rewriteHtml} from '@site/plugins/htmlFile';

// The shape Docusaurus 3.10 generates: pages first, then the docs plugin's nested routes.
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/about',
    component: ComponentCreator('/about', '8b4'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'fd5'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', '4a8'),
    routes: [
      {
        path: '/privacy-policy',
        component: ComponentCreator('/privacy-policy', '2b2'),
        exact: true
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES = {
  '/about-8b4': {__comp: 'page', content: 'about'},
  '/-fd5': {__comp: 'page', content: 'home'},
  '/-4a8': {__comp: 'docs'},
  '/privacy-policy-2b2': {__comp: 'doc', content: 'privacy'},
};

const js = (file: string) => ({js: [{file: `assets/js/${file}`}]});
const MANIFEST = {
  origins: {
    main: ['1', '2'],
    'runtime~main': ['9'],
    page: ['1', '10', '11'],
    about: ['12'],
    home: ['13'],
    docs: ['14'],
    doc: ['10', '15'],
    privacy: ['16'],
  },
  assets: Object.fromEntries(
    ['10', '11', '12', '13', '14', '15', '16'].map((id) => [id, js(`${id}.js`)]),
  ),
};

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'paint-first-'));
  await writeFile(join(dir, 'routes.js'), ROUTES_JS);
  await writeFile(join(dir, 'routesChunkNames.json'), JSON.stringify(CHUNK_NAMES));
  await writeFile(join(dir, 'client-manifest.json'), JSON.stringify(MANIFEST));
});

afterEach(() => rm(dir, {recursive: true, force: true}));

describe('given the routes of a build', () => {
  it('names the chunks of every route a page matches, without main’s own', () => {
    const chunksOf = routeChunkFiles(dir);
    expect(chunksOf('/about')).toEqual(['assets/js/10.js', 'assets/js/11.js', 'assets/js/12.js']);
    expect(chunksOf('/')).toEqual(['assets/js/10.js', 'assets/js/11.js', 'assets/js/13.js']);
  });

  it('follows nested routes, as react-router-config matches them', () => {
    expect(routeChunkFiles(dir)('/privacy-policy')).toEqual([
      'assets/js/14.js',
      'assets/js/10.js',
      'assets/js/15.js',
      'assets/js/16.js',
    ]);
  });

  it('gives a path no page has the chunks of the route that catches it, as the browser loads them', () => {
    expect(routeChunkFiles(dir)('/no-such-page')).toEqual(['assets/js/14.js']);
  });
});

describe('given the built pages', () => {
  const TEMPLATE_SCRIPTS =
    '<meta name=page-script content="" data-page-script=/assets/js/runtime~main.js>' +
    '<meta name=page-script content="" data-page-script=/assets/js/main.js>';
  const page = (body: string) =>
    `<!doctype html><html><head>${TEMPLATE_SCRIPTS}</head><body>${body}</body></html>`;

  async function postBuild(outDir: string): Promise<void> {
    const plugin = paintFirst({generatedFilesDir: dir, baseUrl: '/'} as LoadContext) as Plugin;
    await plugin.postBuild!({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
  }

  it('names each page’s route chunks before the runtime, in the order they must run', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'paint-first-out-'));
    await writeFile(join(outDir, 'about.html'), page('About'));
    await postBuild(outDir);
    const about = await readFile(join(outDir, 'about.html'), 'utf8');
    const named = [...about.matchAll(/data-page-script="?([^\s">]+)/g)].map((match) => match[1]);
    expect(named).toEqual([
      '/assets/js/10.js',
      '/assets/js/11.js',
      '/assets/js/12.js',
      '/assets/js/runtime~main.js',
      '/assets/js/main.js',
    ]);
    await rm(outDir, {recursive: true, force: true});
  });

  it('leaves an .html file the template did not render as it is', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'paint-first-out-'));
    const verification = '<html><body>google-site-verification: google1234.html</body></html>';
    await writeFile(join(outDir, 'google1234.html'), verification);
    await postBuild(outDir);
    expect(await readFile(join(outDir, 'google1234.html'), 'utf8')).toBe(verification);
    await rm(outDir, {recursive: true, force: true});
  });

  it('fails the build, naming the page, when a route page matches no chunks', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'paint-first-out-'));
    // Without the docs plugin's catch-all route, /careers matches only the not-found route.
    await writeFile(
      join(dir, 'routes.js'),
      ROUTES_JS.replace(
        / {2}\{\n {4}path: '\/',\n {4}component: ComponentCreator\('\/', '4a8'\)[\s\S]*?\n {2}\},\n/,
        '',
      ),
    );
    await writeFile(join(outDir, 'careers.html'), page('Careers'));
    await expect(postBuild(outDir)).rejects.toThrow(
      /careers\.html \(\/careers\) matched no route chunks/,
    );
    await rm(outDir, {recursive: true, force: true});
  });

  it('applies two plugins’ edits of the same page one after the other', async () => {
    const file = join(dir, 'page.html');
    await writeFile(file, 'a');
    const slow = rewriteHtml(file, async (html) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return `${html}b`;
    });
    const fast = rewriteHtml(file, (html) => `${html}c`);
    await Promise.all([slow, fast]);
    expect(await readFile(file, 'utf8')).toBe('abc');
  });
});
