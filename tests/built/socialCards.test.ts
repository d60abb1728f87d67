/**
 * The card a link to each page shows when shared (SPEC section 4), as built: link previews
 * come from the HTML as served, and crawlers run no scripts. That the tags stay through
 * hydration is the browser suite's (social-cards.spec.ts).
 */
import {createHash} from 'node:crypto';
import {ROUTES} from '@site/src/data/routes';
import {pngSize} from '../pngSize';
import {JOBS, PAGES} from '../e2e/openings';
import {builtFile, builtPage, FACTS} from './builtSite';

/** The card a page names, by its absolute URL. */
const cardOf = (route: string) => builtPage(route)('head meta[property="og:image"]');

describe.each([...ROUTES, JOBS.routes[0]])('given %s as built', (route) => {
  it('names one card of its own on the site, for Open Graph and X alike', () => {
    const $ = builtPage(route);
    expect(cardOf(route)).toHaveLength(1);
    const url = cardOf(route).attr('content')!;
    expect(url.startsWith(`${FACTS.siteUrl}/img/social/`), `${url} is on ${FACTS.siteUrl}`).toBe(
      true,
    );
    expect($('head meta[name="twitter:image"]').attr('content')).toBe(url);
  });

  it('gives the card’s size as 1200 × 630 and the picture is that size', () => {
    const $ = builtPage(route);
    expect($('head meta[property="og:image:width"]').attr('content')).toBe('1200');
    expect($('head meta[property="og:image:height"]').attr('content')).toBe('630');
    const path = new URL(cardOf(route).attr('content')!).pathname;
    expect(pngSize(builtFile(path))).toEqual({width: 1200, height: 630});
  });

  it('describes the card by the page’s title', () => {
    const $ = builtPage(route);
    const title = $('head > title').text();
    const suffix = ` | ${FACTS.brandName}`;
    const heading = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
    expect($('head meta[property="og:image:alt"]').attr('content')).toBe(
      `${FACTS.brandName}: ${heading}`,
    );
  });
});

describe('given every page as built', () => {
  it('no two share a card, in name or in picture', () => {
    const names = new Map<string, string>();
    const pictures = new Map<string, string>();
    for (const route of PAGES) {
      const url = cardOf(route).attr('content');
      expect(url, `${route} names a card`).toBeDefined();
      expect(names.get(url!), `${route} names the card of ${names.get(url!)}`).toBeUndefined();
      names.set(url!, route);
      const digest = createHash('sha256')
        .update(builtFile(new URL(url!).pathname))
        .digest('hex');
      expect(
        pictures.get(digest),
        `${route} shows the card of ${pictures.get(digest)}`,
      ).toBeUndefined();
      pictures.set(digest, route);
    }
  });
});
