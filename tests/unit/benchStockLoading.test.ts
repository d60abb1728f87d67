import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {SCRIPT_LOADER} from '@site/plugins/paint-first';
import {sha256Source} from '@site/plugins/security-headers/inlineScripts.mjs';
import {stockLoadingCopy, withDocusaurusLoading} from '@site/scripts/bench/stockLoading.mjs';

// The observed bench's "docusaurus-loading" variant (scripts/bench/stockLoading.mjs): our build
// with Docusaurus' own <script defer> loading put back, as its ssgTemplate.html would write it.

/**
 * A page as paint-first leaves it: postBuild's quoted route chunks, then the template's minified
 * entry and the loader, before the stylesheet.
 */
const PAGE = [
  '<!doctype html><html lang=en><head><meta charset=UTF-8><script>boot()</script>',
  '<meta name="page-script" content="" data-page-script="/assets/js/1f391b9e.10bc923f.js">',
  '<meta name="page-script" content="" data-page-script="/assets/js/icons.23c4209e.js">',
  '<meta name=page-script content="" data-page-script=/assets/js/runtime~main.bc2b7c70.js>',
  '<meta name=page-script content="" data-page-script=/assets/js/main.9b79fc42.js>',
  `<script>${SCRIPT_LOADER}</script>`,
  '<link rel=stylesheet href=/assets/css/styles.css />',
  '<meta property=og:title content=Talentlane>',
  '</head><body><div id=__docusaurus><p>Hello</p></div>',
  '<script type=application/ld+json>{"@type":"Organization"}</script></body></html>',
].join('');

describe('withDocusaurusLoading', () => {
  it('names every script in <head> as <script defer>, the entry first as Docusaurus lists it, after the stylesheets', () => {
    const {html} = withDocusaurusLoading(PAGE)!;
    expect(html).toContain(
      '<head><meta charset=UTF-8><script>boot()</script>' +
        '<link rel=stylesheet href=/assets/css/styles.css />' +
        '<script src="/assets/js/runtime~main.bc2b7c70.js" defer></script>' +
        '<script src="/assets/js/main.9b79fc42.js" defer></script>' +
        '<script src="/assets/js/1f391b9e.10bc923f.js" defer></script>' +
        '<script src="/assets/js/icons.23c4209e.js" defer></script>' +
        '<meta property=og:title content=Talentlane></head>',
    );
    expect(html).not.toContain('page-script');
  });

  it('removes the loader and keeps every other inline script', () => {
    const {html, loader} = withDocusaurusLoading(PAGE)!;
    expect(loader).toBe(SCRIPT_LOADER);
    expect(html).not.toContain('PerformanceObserver');
    expect(html).toContain('<script>boot()</script>');
    expect(html).toContain('<script type=application/ld+json>');
  });

  it('leaves a page the template did not render alone, and refuses one that names scripts without the loader', () => {
    expect(withDocusaurusLoading('<html><body>static</body></html>')).toBeNull();
    expect(() => withDocusaurusLoading(PAGE.replace(SCRIPT_LOADER, 'other()'))).toThrow(
      /one inline script loader/,
    );
  });
});

describe('stockLoadingCopy', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bench-stock-'));
  });
  afterEach(() => rm(dir, {recursive: true, force: true}));

  it("rewrites every page of a copy and takes the loader's hash off the copy's policy only", async () => {
    const build = join(dir, 'build');
    const copy = join(dir, 'copy');
    await mkdir(join(build, 'blog'), {recursive: true});
    await writeFile(join(build, 'index.html'), PAGE);
    await writeFile(join(build, 'blog/post.html'), PAGE);
    await writeFile(join(build, 'static.html'), '<html><body>static</body></html>');
    const policy = `script-src 'self' 'sha256-boot=' ${sha256Source(SCRIPT_LOADER)} https://client.crisp.chat;`;
    await writeFile(join(build, 'security-headers.conf'), policy);
    await writeFile(join(build, '_headers'), policy);

    expect(stockLoadingCopy(build, copy)).toBe(2);

    expect(await readFile(join(copy, 'blog/post.html'), 'utf8')).toContain(
      '<script src="/assets/js/main.9b79fc42.js" defer>',
    );
    expect(await readFile(join(copy, 'static.html'), 'utf8')).toContain('static');
    for (const file of ['security-headers.conf', '_headers']) {
      expect(await readFile(join(copy, file), 'utf8')).toBe(
        "script-src 'self' 'sha256-boot=' https://client.crisp.chat;",
      );
      expect(await readFile(join(build, file), 'utf8')).toBe(policy);
    }
    expect(await readFile(join(build, 'index.html'), 'utf8')).toBe(PAGE);
  });
});
