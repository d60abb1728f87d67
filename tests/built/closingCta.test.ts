/**
 * The call to action that closes each marketing page, as served: after the main content and
 * before the footer, with its two mail links; not on the policies or the 404 page. That it
 * is drawn: the home page's full-length screenshot (screenshots.spec.ts).
 */
import type {CheerioAPI} from 'cheerio';
import closingCta from '@site/src/data/content/closingCta.json';
import type {EmailKey} from '@site/src/config/site';
import {ROUTES} from '@site/src/data/routes';
import {mailto} from '../e2e/contentPages';
import {type AnyNode, builtFile, builtPage, linksNamed, readText, siteFooter} from './builtSite';
import * as cheerio from 'cheerio';

const MARKETING = ROUTES.filter((route) => !closingCta.hiddenOn.includes(route));

/** The band: an aside labelled by its heading, "Ready when you are". */
const band = ($: CheerioAPI) =>
  $('aside[aria-labelledby]').filter(
    (_, aside) => readText($(`[id="${$(aside).attr('aria-labelledby')}"]`)) === closingCta.title,
  );

describe.each(MARKETING)('given %s as served', (route) => {
  it('ends with the call to action, after its main content and before the footer', () => {
    const $ = builtPage(route);
    const aside = band($);
    expect(aside).toHaveLength(1);
    for (const action of closingCta.actions) {
      const link = linksNamed($, aside, action.label);
      expect(link, action.label).toHaveLength(1);
      expect(link.attr('href')).toBe(mailto(action.to as EmailKey, action.subject));
    }
    expect(aside.find('a')).toHaveLength(closingCta.actions.length);
    const [main, footer] = [$('main'), siteFooter($)];
    expect(main.has(aside[0]).length, 'the band inside <main>').toBe(0);
    const position = (element: cheerio.Cheerio<AnyNode>) => $('*').index(element);
    expect(position(main)).toBeLessThan(position(aside));
    expect(position(aside)).toBeLessThan(position(footer));
  });
});

describe.each(closingCta.hiddenOn)('given %s as served', (route) => {
  it('ends with its text: no call to action', () => {
    const $ = builtPage(route);
    expect($('h1')).toHaveLength(1);
    expect(band($)).toHaveLength(0);
  });
});

describe('given the 404 page as served', () => {
  it('has no call to action', () => {
    const $ = cheerio.load(builtFile('404.html').toString('utf8'));
    expect($('h1')).toHaveLength(1);
    expect(band($)).toHaveLength(0);
  });
});
