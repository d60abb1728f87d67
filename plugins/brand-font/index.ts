import {readdir} from 'node:fs/promises';
import {join, relative} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {rewriteHtml} from '../htmlFile';

/** The brand typeface's Latin file as the build names it (src/css/fonts.css, hashed into assets/fonts/). */
export const CRITICAL_FONT = /^figtree-latin-wght-normal-\w+\.woff2$/;

/** The preload tag, placed before the page's stylesheet so the font is asked for first. */
export function withFontPreload(html: string, href: string): string {
  const tag = `<link rel=preload href=${href} as=font type=font/woff2 crossorigin>`;
  return html.replace(/<link rel=stylesheet/, `${tag}<link rel=stylesheet`);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Every built page asks for the brand typeface's Latin file as it reads the <head>, so
 * text is usually drawn in Figtree from the first paint rather than swapped in after it.
 * One file of 20 KB; the Latin Extended file stays on demand. The file's name carries
 * the build's hash, so the tag is added once the build has named it.
 */
export default function brandFont(): Plugin {
  return {
    name: 'brand-font',
    async postBuild({outDir, baseUrl}) {
      const fonts = (await readdir(join(outDir, 'assets/fonts'))).filter((file) =>
        CRITICAL_FONT.test(file),
      );
      if (fonts.length !== 1)
        throw new Error(
          `Brand font: the build has ${fonts.length} files named like ${CRITICAL_FONT} in assets/fonts, not one.`,
        );
      const href = `${baseUrl}assets/fonts/${fonts[0]}`;
      const pages = await htmlFiles(outDir);
      await Promise.all(
        pages.map((page) =>
          rewriteHtml(page, (html) => {
            // A page from static/ (a verification file) has no stylesheet and is left as it is.
            if (!html.includes('<link rel=stylesheet')) return html;
            const preloaded = withFontPreload(html, href);
            if (preloaded === html)
              throw new Error(`Brand font: ${relative(outDir, page)} unchanged.`);
            return preloaded;
          }),
        ),
      );
    },
  };
}
