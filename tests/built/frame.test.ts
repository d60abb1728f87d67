// The frame every page is served in, as a visitor without JavaScript gets it (at work: frame.spec.ts).
import type {Cheerio} from 'cheerio';
import closingCta from '@site/src/data/content/closingCta.json';
import type {EmailKey} from '@site/src/config/site';
import navigation from '@site/src/data/content/navigation.json';
import {ROUTES} from '@site/src/data/routes';
import {ROUTES_AND_ONE_OPENING} from '../e2e/openings';
import {mailto} from '../e2e/contentPages';
import {
  type AnyNode,
  accessibleName,
  builtPage,
  FACTS,
  linksNamed,
  readText,
  siteFooter,
} from './builtSite';

it.each([...ROUTES_AND_ONE_OPENING, '/404'])(
  '%s as served has a heading, text, well-formed mail links, links out in a new tab with neither opener nor referrer, the menu of links, the closing call to action where shown, and the footer',
  (route) => {
    const $ = builtPage(route);
    expect(readText($('main h1'))).not.toBe('');
    expect(readText($('main'))).toMatch(/\w{20,}|\w+ \w+ \w+ \w+ \w+/);
    for (const mail of $('main a[href^="mailto:"]').toArray())
      expect($(mail).attr('href')).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]+(\?subject=.+)?$/);
    const out = $('a[href^="http"]').map(
      (_, {attribs}) => `${attribs.href} ${attribs.target} ${attribs.rel}`,
    );
    expect(out.length).toBeGreaterThan(0);
    for (const link of out.get())
      expect(link).toMatch(/ _blank (?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
    // The menu is a native disclosure, which opens without JavaScript.
    const menu = $('header nav details').filter(
      (_, details) => accessibleName($(details).children('summary')) === 'Menu',
    );
    expect(menu).toHaveLength(1);
    expect(linksNamed($, menu, navigation.contact.label).attr('href')).toBe(navigation.contact.to);
    expect(linksNamed($, $('header'), `${FACTS.brandName} home`).attr('href')).toBe('/');
    expect(siteFooter($).find('a[href="/privacy-policy"]')).toHaveLength(1);
    // The call to action closing each marketing page: after <main>, outside it, before the footer.
    const band = $('aside[aria-labelledby]').filter(
      (_, aside) => readText($(`[id="${aside.attribs['aria-labelledby']}"]`)) === closingCta.title,
    );
    const shown =
      (ROUTES as readonly string[]).includes(route) && !closingCta.hiddenOn.includes(route);
    expect(band, 'the closing call to action').toHaveLength(shown ? 1 : 0);
    if (!shown) return;
    expect(band.find('a')).toHaveLength(closingCta.actions.length);
    for (const {label, to, subject} of closingCta.actions)
      expect(linksNamed($, band, label).attr('href'), label).toBe(mailto(to as EmailKey, subject));
    const at = (element: Cheerio<AnyNode>) => $('*').index(element);
    expect([at($('main')) < at(band), $('main').has(band[0]).length]).toEqual([true, 0]);
    expect(at(band)).toBeLessThan(at(siteFooter($)));
  },
);

it('the footer links every page but the home page, Rules & Payments and Contact Us, each by its label; names the headquarters; links the company site and Telegram', () => {
  const $ = builtPage('/');
  const footer = siteFooter($);
  const links = navigation.footer.flatMap((column) => column.links);
  for (const {label, to} of links)
    expect(linksNamed($, footer, label).attr('href'), label).toBe(to);
  const hrefs = footer
    .find('a[href^="/"]')
    .map((_, link) => $(link).attr('href'))
    .get();
  expect(hrefs.sort()).toEqual(
    ROUTES.filter((route) => !['/', '/rules', navigation.contact.to].includes(route)).sort(),
  );
  expect(readText(footer)).toContain(FACTS.headquarters);
  for (const href of [FACTS.links.companySite, FACTS.links.telegram])
    expect(footer.find(`a[href="${href}"]`), href).toHaveLength(1);
});
