/**
 * Gives every public route its own 1200 × 630 social card, made after the build
 * from the page's own <title> and meta description, and names it in the page's
 * <head> (og:image, twitter:image, size and alt). Cards are served from
 * /img/social/<page>.png. Docusaurus takes one image for every page (themeConfig.image);
 * satori and resvg draw the cards, this file only says what goes on each.
 */
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readBrand, renderCard, SocialCardError, type CardSite} from './card';
import {readPageText, withCardTags} from './pageHead';

export type Options = {routes: readonly string[]};

const CARD_DIR = 'img/social';

/** `/` is home.png, `/about` is about.png. */
function cardFileName(route: string): string {
  return `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}.png`;
}

/** With `trailingSlash: false`, `/about` is built as about.html and `/` as index.html. */
function builtHtmlFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

export default function socialCards({routes}: Options): (context: LoadContext) => Plugin {
  return ({siteConfig, siteDir}) => ({
    name: 'social-cards',
    async postBuild({outDir}) {
      const started = performance.now();
      const site: CardSite = {
        brand: readBrand(siteDir),
        brandName: siteConfig.title,
        host: new URL(siteConfig.url).host,
      };
      await mkdir(join(outDir, CARD_DIR), {recursive: true});
      for (const route of routes) {
        const page = `${route} (${builtHtmlFile(route)})`;
        const htmlPath = join(outDir, builtHtmlFile(route));
        if (!existsSync(htmlPath)) throw new SocialCardError(page, 'the build has no such page.');
        const html = await readFile(htmlPath, 'utf8');
        const card = await renderCard({page, ...readPageText(html)}, site);
        const file = cardFileName(route);
        await writeFile(join(outDir, CARD_DIR, file), card.png);
        const imageUrl = new URL(`${siteConfig.baseUrl}${CARD_DIR}/${file}`, siteConfig.url).href;
        await writeFile(htmlPath, withCardTags(html, {imageUrl, alt: card.alt}, page));
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.info(`Social cards: ${routes.length} cards in ${seconds} s.`);
    },
  });
}
