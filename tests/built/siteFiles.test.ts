/**
 * The files a browser or a phone reads beside the page (SPEC section 4): the web manifest and
 * its icons, the Apple touch icon, the theme colours and the preloaded brand font, as built.
 * That the server sends each with its type is the browser suite's (site-files.spec.ts).
 */
import {ROUTES} from '@site/src/data/routes';
import {pngSize} from '../pngSize';
import {JOBS} from '../e2e/openings';
import {builtFile, builtPage, FACTS} from './builtSite';

const SCHEMES = ['light', 'dark'] as const;

const themeColour = (route: string, scheme: (typeof SCHEMES)[number]) =>
  builtPage(route)(`head meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`);

describe.each([...ROUTES, JOBS.routes[0]])('given %s as built', (route) => {
  it('links the manifest and the Apple touch icon, with a theme colour for light and for dark', () => {
    const $ = builtPage(route);
    expect($('head link[rel="manifest"]').attr('href')).toBe('/manifest.webmanifest');
    expect($('head link[rel="apple-touch-icon"]').attr('href')).toBe('/apple-touch-icon.png');
    // One colour a scheme, and no theme colour that applies to both.
    expect($('head meta[name="theme-color"]')).toHaveLength(2);
    for (const scheme of SCHEMES) {
      expect(themeColour(route, scheme).attr('content'), scheme).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});

describe('given the home page as built', () => {
  it('has a different theme colour for each colour scheme', () => {
    const [light, dark] = SCHEMES.map((scheme) => themeColour('/', scheme).attr('content'));
    expect(light).not.toBe(dark);
  });

  it('names a 180 × 180 PNG as the Apple touch icon', () => {
    const link = builtPage('/')('head link[rel="apple-touch-icon"]');
    expect(link.attr('sizes')).toBe('180x180');
    expect(pngSize(builtFile(link.attr('href')!))).toEqual({width: 180, height: 180});
  });

  it('preloads the brand font the stylesheet draws Latin text with, for the font to use', () => {
    const $ = builtPage('/');
    const preload = $('head link[rel="preload"][as="font"]');
    expect(preload).toHaveLength(1);
    // Without crossorigin the browser would not use the preloaded file for the font, and fetch it again.
    expect(preload.attr('crossorigin')).toBe('');
    const href = preload.attr('href')!;
    expect(builtFile(href).length, href).toBeGreaterThan(0);
    const stylesheet = $('head link[rel="stylesheet"]').attr('href')!;
    expect(builtFile(stylesheet).toString('utf8')).toContain(`url(${href})`);
  });
});

describe('given the web manifest as built', () => {
  const manifest = () => JSON.parse(builtFile('manifest.webmanifest').toString('utf8'));

  it('names the site, where it starts and its colours', () => {
    expect(manifest()).toMatchObject({
      name: FACTS.brandName,
      short_name: FACTS.brandName,
      start_url: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
  });

  it('names icons of 192 and 512 px, each a PNG of its stated size', () => {
    const icons: {src: string; sizes: string; type: string}[] = manifest().icons;
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of icons) {
      expect(icon.type, icon.src).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(builtFile(icon.src)), icon.src).toEqual({width, height});
    }
  });
});
