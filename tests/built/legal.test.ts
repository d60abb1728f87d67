/**
 * The three policies as served, which a visitor without JavaScript reads and hydration must
 * not change: title, sections, dates, links to each other, contents and mail link. What needs a browser
 * (one contents landmark shown per width, a link scrolling to its section, the dates in
 * another time zone, the reading measure) is legal.spec.ts's.
 */
import type {Cheerio, CheerioAPI} from 'cheerio';
import {mailtoHref} from '@site/src/lib/mailto';
import {ROUTES} from '@site/src/data/routes';
import {POLICIES} from '../e2e/policies';
import {builtPage, FACTS, linksNamed, readText, type AnyNode} from './builtSite';

/** The navigation landmarks named `name` by their visible label. */
function landmark($: CheerioAPI, name: string) {
  return $('nav[aria-labelledby]').filter(
    (_, nav) => readText($(`[id="${$(nav).attr('aria-labelledby')}"]`)) === name,
  );
}

/** The policy's contents: one list beside the text, one in a disclosure under its title. */
function contents($: CheerioAPI) {
  const navs = landmark($, 'On this page');
  return {beside: navs.not('article nav'), underTitle: navs.filter('article nav')};
}

/** Its links name the sections in order, each leading to its section's h2. */
function expectLinksToSections($: CheerioAPI, nav: Cheerio<AnyNode>, sections: string[]): void {
  const links = nav.find('a');
  expect(links.map((_, link) => readText($(link))).get()).toEqual(sections);
  for (const [index, section] of sections.entries()) {
    const href = links.eq(index).attr('href') ?? '';
    expect(href, `the link to "${section}"`).toMatch(/^#[a-z][\w-]*$/);
    expect(readText($(`article h2${href}`))).toBe(section);
  }
}

describe.each(POLICIES)('given $path as served', (policy) => {
  it('has its title, then its sections in order, then its history', () => {
    const $ = builtPage(policy.path);
    expect(readText($('h1'))).toBe(policy.title);
    expect(
      $('article h2')
        .map((_, heading) => readText($(heading)))
        .get(),
    ).toEqual([...policy.sections, 'Version history']);
  });

  it('shows its effective date and the date it was last updated', () => {
    const $ = builtPage(policy.path);
    const effective = $('article p').filter((_, p) => readText($(p)) === policy.effective);
    expect(effective).toHaveLength(1);
    expect(effective.find('time').attr('datetime')).toBe(policy.dateTime);
    // The date comes from git and changes with every commit, so only its presence is checked.
    const updated = $('article :contains("Last updated on")').last();
    expect(readText(updated)).toMatch(/^Last updated on \S/);
    expect(updated.find('time').attr('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('links the three policies after its text, itself as the current page', () => {
    const $ = builtPage(policy.path);
    const nav = landmark($, 'Legal pages');
    expect(nav).toHaveLength(1);
    const links = nav.find('a');
    // In the order of the site's route list, as the footer lists them.
    const inRouteOrder = ROUTES.flatMap((route) =>
      POLICIES.filter((other) => other.path === route),
    );
    expect(links.map((_, link) => [[readText($(link)), $(link).attr('href')]]).get()).toEqual(
      inRouteOrder.map((other) => [other.title, other.path]),
    );
    expect(links.filter('[aria-current="page"]').attr('href')).toBe(policy.path);
    // After the text, where a reader who has finished it looks for the next.
    const position = (element: Cheerio<AnyNode>) => $('*').index(element);
    expect(position(nav)).toBeGreaterThan(position($('article p').last()));
  });

  it(`gives the ${policy.contact} address and says what the spec requires`, () => {
    const $ = builtPage(policy.path);
    const address = FACTS.emails[policy.contact];
    const article = $('article');
    expect(linksNamed($, article, address).last().attr('href')).toMatch(
      new RegExp(`^mailto:${address.replace(/[.+]/g, '\\$&')}\\?subject=\\S`),
    );
    for (const sentence of policy.says) expect(readText(article)).toContain(sentence);
  });

  it('lists its sections beside the text, and under its title in a disclosure', () => {
    const $ = builtPage(policy.path);
    const {beside, underTitle} = contents($);
    expect(beside).toHaveLength(1);
    expectLinksToSections($, beside, policy.sections);
    expect(underTitle).toHaveLength(1);
    expectLinksToSections($, underTitle, policy.sections);
    // A native disclosure, closed, which opens without JavaScript.
    const disclosure = underTitle.children('details');
    expect(disclosure.attr('open')).toBeUndefined();
    expect(readText(disclosure.children('summary'))).toBe('On this page');
    expect(disclosure.find('a')).toHaveLength(policy.sections.length);
    // It follows the title and the effective date, before the text.
    const position = (element: Cheerio<AnyNode>) => $('*').index(element);
    const dates = $('article p').filter((_, p) => readText($(p)) === policy.effective);
    expect(position(underTitle)).toBeGreaterThan(position(dates));
    expect(position(underTitle)).toBeLessThan(position($('article h2').first()));
  });
});

describe('given the modern slavery statement as served', () => {
  it('links to the ethics team with a specific subject', () => {
    const $ = builtPage('/modern-slavery-statement');
    const ethics = linksNamed($, $('article'), FACTS.emails.ethics);
    expect(ethics).toHaveLength(1);
    expect(ethics.attr('href')).toBe(mailtoHref(FACTS.emails.ethics, 'Modern slavery concern'));
  });
});
