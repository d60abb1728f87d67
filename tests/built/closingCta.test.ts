// The call to action that closes each marketing page, between its main content and the footer.
import type {Cheerio, CheerioAPI} from 'cheerio';
import closingCta from '@site/src/data/content/closingCta.json';
import type {EmailKey} from '@site/src/config/site';
import {ROUTES} from '@site/src/data/routes';
import {mailto} from '../e2e/contentPages';
import {type AnyNode, builtPage, linksNamed, readText, siteFooter} from './builtSite';

const band = ($: CheerioAPI) =>
  $('aside[aria-labelledby]').filter(
    (_, aside) => readText($(`[id="${$(aside).attr('aria-labelledby')}"]`)) === closingCta.title,
  );

it.each(ROUTES.filter((route) => !closingCta.hiddenOn.includes(route)))(
  '%s ends with the call to action, after its main content and before the footer',
  (route) => {
    const $ = builtPage(route);
    const aside = band($);
    expect(aside).toHaveLength(1);
    expect(aside.find('a')).toHaveLength(closingCta.actions.length);
    for (const action of closingCta.actions) {
      const link = linksNamed($, aside, action.label);
      expect(link.attr('href'), action.label).toBe(mailto(action.to as EmailKey, action.subject));
    }
    const position = (element: Cheerio<AnyNode>) => $('*').index(element);
    expect(position($('main'))).toBeLessThan(position(aside));
    expect($('main').has(aside[0]), 'the band inside <main>').toHaveLength(0);
    expect(position(aside)).toBeLessThan(position(siteFooter($)));
  },
);

it('leaves the call to action off the policies and the 404 page', () => {
  for (const route of [...closingCta.hiddenOn, '/404'])
    expect(band(builtPage(route)), route).toHaveLength(0);
});
