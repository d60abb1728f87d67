// The frame every page is served in, as a visitor without JavaScript gets it (at work: frame.spec.ts),
// and its icons: inline SVG, hidden from assistive technology; no emoji. Each icon's drawing:
// unit/components.test.tsx; on screen: loading.spec.ts.
import closingCta from '@site/src/data/content/closingCta.json';
import type {EmailKey} from '@site/src/config/site';
import navigation from '@site/src/data/content/navigation.json';
import {ROUTES} from '@site/src/data/routes';
import {emojiIn} from '@site/src/lib/emoji';
import {ROUTES_AND_ONE_OPENING} from '../e2e/openings';
import {CONTENT_PAGES, mailto} from '../e2e/contentPages';
import {
  accessibleName,
  builtPage,
  FACTS,
  linksNamed,
  position,
  readText,
  region,
} from './builtSite';

it.each([...ROUTES_AND_ONE_OPENING, '/404'])(
  '%s as served has a heading, text, well-formed mail links, links out in a new tab with neither opener nor referrer, the menu of links, on a route an icon on each card, figure and benefit that has one, every SVG hidden from assistive technology, no emoji, the closing call to action where shown, and the footer with every page but the home page, Rules & Payments and Contact Us, the headquarters, the company site and Telegram',
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
    const isRoute = (ROUTES as readonly string[]).includes(route);
    const sections = CONTENT_PAGES.find(({path}) => path === route)?.sections ?? [];
    const icons = sections.flatMap(({entries}) => entries).filter((entry) => 'icon' in entry);
    if (isRoute) expect($('main li > svg:first-child')).toHaveLength(icons.length);
    expect($('main svg:not([aria-hidden="true"])')).toHaveLength(0);
    const body = $('body').clone();
    body.find('script, style').remove();
    expect(emojiIn(body.text()), `emoji in the text of ${route}`).toEqual([]);

    // The contentinfo landmark: a footer in no article, aside, main, nav or section.
    const footer = $('footer').filter(
      (_, element) => !$(element).parents('article, aside, main, nav, section').length,
    );
    for (const {label, to} of navigation.footer.flatMap((column) => column.links))
      expect(linksNamed($, footer, label).attr('href'), label).toBe(to);
    const hrefs = footer.find('a[href^="/"]').map((_, {attribs}) => attribs.href);
    expect(hrefs.get().sort()).toEqual(
      ROUTES.filter((route) => !['/', '/rules', navigation.contact.to].includes(route)).sort(),
    );
    expect(readText(footer)).toContain(FACTS.headquarters);
    for (const href of [FACTS.links.companySite, FACTS.links.telegram])
      expect(footer.find(`a[href="${href}"]`), href).toHaveLength(1);

    // The call to action closing each marketing page: after <main>, outside it, before the footer.
    const band = region($, closingCta.title, 'aside');
    const shown = isRoute && !closingCta.hiddenOn.includes(route);
    expect(band, 'the closing call to action').toHaveLength(shown ? 1 : 0);
    if (!shown) return;
    expect(band.find('a')).toHaveLength(closingCta.actions.length);
    for (const {label, to, subject} of closingCta.actions)
      expect(linksNamed($, band, label).attr('href'), label).toBe(mailto(to as EmailKey, subject));
    expect(band.closest('main')).toHaveLength(0);
    expect(position($, $('main'))).toBeLessThan(position($, band));
    expect(position($, band)).toBeLessThan(position($, footer));
  },
);
