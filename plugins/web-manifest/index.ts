/**
 * Makes the site installable and recognisable outside the page: the web
 * manifest with its icons, the Apple touch icon, and `theme-color` for light
 * and dark, linked from every page's <head>. The icons are drawn from the logo
 * and the colours read from tokens.css when the site builds.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readBrand} from '../brand';
import {APPLE_TOUCH_ICON, MANIFEST_ICONS, renderIcon} from './icons';
import {webManifest} from './manifest';

export const MANIFEST_FILE = 'manifest.webmanifest';

export default function webManifestPlugin({siteConfig, siteDir}: LoadContext): Plugin {
  const {baseUrl, title, tagline} = siteConfig;
  const brand = readBrand(siteDir);
  return {
    name: 'web-manifest',
    injectHtmlTags: () => ({
      headTags: [
        {tagName: 'link', attributes: {rel: 'manifest', href: `${baseUrl}${MANIFEST_FILE}`}},
        {
          tagName: 'link',
          attributes: {
            rel: 'apple-touch-icon',
            sizes: `${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}`,
            href: `${baseUrl}${APPLE_TOUCH_ICON.path}`,
          },
        },
        // The browser's own bar: the brand teal by day, the dark header's colour by night.
        {
          tagName: 'meta',
          attributes: {
            name: 'theme-color',
            media: '(prefers-color-scheme: light)',
            content: brand.primary,
          },
        },
        {
          tagName: 'meta',
          attributes: {
            name: 'theme-color',
            media: '(prefers-color-scheme: dark)',
            content: brand.darkSurface,
          },
        },
      ],
    }),
    async postBuild({outDir}) {
      for (const icon of [APPLE_TOUCH_ICON, ...MANIFEST_ICONS]) {
        const file = join(outDir, icon.path);
        await mkdir(dirname(file), {recursive: true});
        await writeFile(file, await renderIcon(icon, brand));
      }
      const manifest = webManifest({brandName: title, tagline, baseUrl, brand});
      await writeFile(join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
