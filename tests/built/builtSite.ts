/** The production build (E2E_BUILD_DIR, `build` by default) as a crawler or a visitor without JavaScript reads it. */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as cheerio from 'cheerio';
import {readSiteFacts} from '@site/src/config/site';

export type AnyNode = Parameters<typeof cheerio.contains>[0];

const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';

export const FACTS = readSiteFacts(process.env);

/** The file a route is served from: `/` is index.html, `/about` about.html. */
export function pageFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

export function builtFile(path: string): Buffer {
  const file = join(BUILD_DIR, path.replace(/^\//, ''));
  if (!existsSync(file)) throw new Error(`${file} is not in the build`);
  return readFileSync(file);
}

const parsed = new Map<string, cheerio.CheerioAPI>();

export function builtPage(route: string): cheerio.CheerioAPI {
  if (!parsed.has(route)) parsed.set(route, cheerio.load(builtFile(pageFile(route)).toString()));
  return parsed.get(route)!;
}

export const builtPages = () =>
  readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'}).filter((path) =>
    path.endsWith('.html'),
  );

/** Text as a reader gets it: whitespace collapsed, what is hidden from assistive technology left out. */
export function readText(element: cheerio.Cheerio<AnyNode>): string {
  const copy = element.clone();
  copy.find('[aria-hidden="true"], .hash-link, script, style').remove();
  return copy.text().replace(/\s+/g, ' ').trim();
}

/** An element's accessible name: its aria-label, else its text (no link here is aria-labelledby). */
export const accessibleName = (element: cheerio.Cheerio<AnyNode>) =>
  element.attr('aria-label')?.trim() ?? readText(element);

/** The `<tag aria-labelledby>`s (sections by default) labelled by a heading of that name. */
export function region($: cheerio.CheerioAPI, title: string, tag = 'section') {
  return $(`${tag}[aria-labelledby]`).filter(
    (_, element) => readText($(`[id="${$(element).attr('aria-labelledby')}"]`)) === title,
  );
}

/** Where an element is in document order. */
export const position = ($: cheerio.CheerioAPI, element: cheerio.Cheerio<AnyNode>) =>
  $('*').index(element);

export const linksNamed = ($: cheerio.CheerioAPI, scope: cheerio.Cheerio<AnyNode>, name: string) =>
  scope.find('a[href]').filter((_, link) => accessibleName($(link)) === name);
