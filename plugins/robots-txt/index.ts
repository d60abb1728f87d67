/**
 * Writes robots.txt at build, naming the sitemap by its absolute URL on SITE_URL. Not a file in
 * static/: the address changes with SITE_URL, and Docusaurus has no robots.txt plugin.
 */
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function robotsTxtPlugin({siteConfig}: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      const sitemap = new URL(`${siteConfig.baseUrl}sitemap.xml`, siteConfig.url).href;
      await writeFile(
        join(outDir, 'robots.txt'),
        `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`,
      );
    },
  };
}
