import {test, expect} from './fixtures';

// What each site file says and is (robots.txt, the manifest and its icons, the Apple touch
// icon, the theme colours, the preloaded font): tests/built/siteFiles.test.ts, read from the
// build, with each page's social card. What needs the server stays here: each is served, with
// its type.
test.describe('given a search engine, a phone or a browser asking for the site’s files', () => {
  test('the server sends each with its type', async ({request}) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    const icons: {src: string; type: string}[] = JSON.parse(await manifest.text()).icons;
    const files: [string, RegExp][] = [
      ['/robots.txt', /^text\/plain/],
      ['/sitemap.xml', /xml/],
      ['/apple-touch-icon.png', /^image\/png$/],
      ['/img/social/contact.png', /^image\/png$/],
      ...icons.map(({src, type}): [string, RegExp] => [src, new RegExp(`^${type}$`)]),
    ];
    for (const [path, type] of files) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(type);
    }
  });
});
