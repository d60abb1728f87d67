/**
 * The frame every page is served in, as a visitor without JavaScript gets it: the logo, the
 * menu as a native disclosure of links, the footer's links; and on every page something to
 * read. That the frame shows and works with scripts off (the menu opens, the splash ends by
 * CSS) is resilience.spec.ts's, on the home page and one opening's; the menu and theme
 * controls at work are header.spec.ts's.
 */
import type {Cheerio, CheerioAPI} from 'cheerio';
import {ROUTES_AND_ONE_OPENING} from '../e2e/openings';
import {
  accessibleName,
  type AnyNode,
  builtPage,
  FACTS,
  linksNamed,
  readText,
  siteFooter,
} from './builtSite';

/** The links in `scope` whose accessible name matches `name`. */
function linksMatching($: CheerioAPI, scope: Cheerio<AnyNode>, name: RegExp): Cheerio<AnyNode> {
  return scope.find('a[href]').filter((_, link) => name.test(accessibleName($, $(link))));
}

describe.each(ROUTES_AND_ONE_OPENING)('given %s as served', (route) => {
  it('has a heading, text and well-formed mail links, the menu of links and the footer', () => {
    const $ = builtPage(route);
    expect(readText($('main h1'))).not.toBe('');
    expect(readText($('main'))).toMatch(/\w{20,}|\w+ \w+ \w+ \w+ \w+/);
    for (const mail of $('main a[href^="mailto:"]').toArray())
      expect($(mail).attr('href')).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]+(\?subject=.+)?$/);
    // The menu is a native disclosure, which opens without JavaScript.
    const menu = $('header nav details').filter(
      (_, details) => accessibleName($, $(details).children('summary')) === 'Menu',
    );
    expect(menu).toHaveLength(1);
    expect(linksNamed($, menu, 'Contact Us').attr('href')).toBe('/contact');
    expect(linksNamed($, siteFooter($), 'Privacy Policy').attr('href')).toBe('/privacy-policy');
  });
});

describe('given the header as served', () => {
  it('has a logo link to the home page', () => {
    const $ = builtPage('/about');
    const logo = linksNamed($, $('header'), `${FACTS.brandName} home`);
    expect(logo).toHaveLength(1);
    expect(logo.attr('href')).toBe('/');
  });
});

describe('given the footer as served', () => {
  const FOOTER_LINKS = {
    'About Us': '/about',
    Leadership: '/leadership',
    Careers: '/employment',
    'Our Impact': '/our-impact',
    Partners: '/partners',
    'Trust & Safety': '/trust-safety',
    Investors: '/investors',
    'Modern Slavery Statement': '/modern-slavery-statement',
    'Terms of Service': '/terms-of-service',
    'Privacy Policy': '/privacy-policy',
    Services: '/services',
    'For Freelancers': '/freelancers',
    Blog: '/blog',
  };

  it('links every page but Rules & Payments and Contact Us', () => {
    const $ = builtPage('/');
    const footer = siteFooter($);
    for (const [label, href] of Object.entries(FOOTER_LINKS)) {
      const link = linksNamed($, footer, label);
      expect(link, label).toHaveLength(1);
      expect(link.attr('href'), label).toBe(href);
    }
    expect(linksMatching($, footer, /Rules & Payments|Contact Us/)).toHaveLength(0);
  });

  it('has the company site, the Singapore headquarters and a Telegram link, opened safely', () => {
    const $ = builtPage('/');
    const footer = siteFooter($);
    expect(readText(footer)).toContain('Headquartered in Singapore');
    for (const name of [/Telegram/, /Company website/]) {
      const link = linksMatching($, footer, name);
      expect(link, String(name)).toHaveLength(1);
      expect(link.attr('href')).toMatch(/^https:\/\//);
      expect(link.attr('target')).toBe('_blank');
      expect(link.attr('rel')).toMatch(/\bnoopener\b/);
      expect(link.attr('rel')).toMatch(/\bnoreferrer\b/);
    }
  });
});
