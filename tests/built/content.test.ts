// Each content page and opening's page as served, held to what the writers wrote (contentPages.ts);
// hydrated, the same (a mismatch error fails the browser test that hydrates it).
import type {CheerioAPI} from 'cheerio';
import careers from '@site/src/data/content/careers.json';
import leadership from '@site/src/data/content/leadership.json';
import rules from '@site/src/data/content/rules.json';
import {APPLICATION_SUBJECT, applicationSubject} from '@site/src/components/Careers/opening';
import {openingPath} from '@site/src/lib/openings';
import {applyHref, CONTENT_PAGES, mailto, type Entry} from '../e2e/contentPages';
import {jobPostingsIn} from '../e2e/jobPosting';
import {JOBS} from '../e2e/openings';
import {dateInWords} from '../support/frontMatter';
import {builtPage, FACTS, linksNamed, readText, region} from './builtSite';

/** The `<section>`s labelled by an h2, each with one item per entry, in order, showing its words. */
function expectSections($: CheerioAPI, sections: {title?: string; entries: Entry[]}[]): void {
  const shown = $('main section[aria-labelledby]');
  expect(shown).toHaveLength(sections.length);
  sections.forEach(({title, entries}, index) => {
    const section = shown.eq(index);
    const heading = $(`[id="${section.attr('aria-labelledby')}"]`);
    expect(heading.is('h2'), `section ${index + 1} is labelled by an h2`).toBe(true);
    const what = title ?? readText(heading);
    if (title) expect(readText(heading)).toBe(title);
    const items = section.find('li');
    expect(items, `items in "${what}"`).toHaveLength(entries.length);
    entries.forEach((entry, item) => {
      const [card, where] = [items.eq(item), `"${what}", item ${item + 1}`];
      for (const key of ['title', 'name', 'country', 'quote', 'value', 'label', 'text', 'summary'])
        if (typeof entry[key] === 'string') expect(readText(card), where).toContain(entry[key]);
      if (typeof entry.date === 'string')
        expect(card.find(`time[datetime="${entry.date}"]`), where).toHaveLength(1);
    });
  });
}

it.each(CONTENT_PAGES)(
  '$path as served shows what its MDX writes: heading, sections, every entry, mail and fact links',
  (source) => {
    const $ = builtPage(source.path);
    expect(readText($('h1'))).toBe(source.h1);
    expectSections($, source.sections);
    for (const {name, href, className} of source.links) {
      const found = linksNamed($, $('main'), name).filter(`[href="${href}"]`);
      const written = source.links.filter((link) => link.name === name && link.href === href);
      expect(found, name).toHaveLength(written.length);
      if (className) expect(found.is(`.${className.replaceAll(' ', '.')}`), className).toBe(true);
    }
  },
);

it("the careers page links each open opening's card to a mail naming the role, then to its page", () => {
  const $ = builtPage('/employment');
  const cards = region($, 'Current Openings').find('li');
  JOBS.open.forEach((opening, index) => {
    const subject = applicationSubject(opening.title, APPLICATION_SUBJECT);
    const links = cards.eq(index).find('a');
    expect(links.map((_, link) => [[$(link).attr('href'), readText($(link))]]).get()).toEqual(
      [mailto('careers', subject), openingPath(opening.slug)].map((href) => [
        href,
        expect.stringContaining(opening.title),
      ]),
    );
  });
});

it("/leadership shows each leader's initials, hidden from assistive technology, and their own Telegram", () => {
  const $ = builtPage('/leadership');
  const cards = region($, 'Meet the Team').find('li');
  leadership.team.forEach((member, index) => {
    const card = cards.eq(index);
    expect(card.find('[aria-hidden="true"]').text()).toBe(member.imageText);
    expect(card.find('img')).toHaveLength(0);
    const telegram = (member as {telegram?: string}).telegram;
    const links = card.find('a').map((_, link) => [[link.attribs.href, readText($(link))]]);
    expect(links.get()).toEqual(telegram ? [[telegram, expect.stringContaining(member.name)]] : []);
  });
});

it('the home page describes the company and the site in JSON-LD, once', () => {
  const scripts = builtPage('/')('head script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  expect(JSON.parse(scripts.text())).toMatchObject({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        name: FACTS.brandName,
        url: `${FACTS.siteUrl}/`,
        email: FACTS.emails.general,
        address: {addressLocality: FACTS.headquarters, addressCountry: 'SG'},
        sameAs: [FACTS.links.telegram, FACTS.links.discord],
        logo: `${FACTS.siteUrl}/img/logo.svg`,
      },
      {
        '@type': 'WebSite',
        url: `${FACTS.siteUrl}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${FACTS.siteUrl}/blog?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  });
});

it.each(JOBS.open.map((opening) => [openingPath(opening.slug), opening] as const))(
  "%s as served is the opening's page: its head (noindex while illustrative), sections, dates, Apply and back links",
  (path, opening) => {
    const $ = builtPage(path);
    expect($('head > title').text()).toBe(`${opening.title} (Remote) | ${FACTS.brandName}`);
    expect($('head meta[name="description"]').attr('content')).toBe(opening.description);
    // A real opening's JobPosting: jobExpiry.test.ts.
    const noindex = /^noindex/.test($('head meta[name="robots"]').attr('content') ?? '');
    expect([noindex, jobPostingsIn($.html()).length]).toEqual(
      careers.openingsAreIllustrative ? [true, 0] : [false, 1],
    );
    expect(readText($('h1'))).toBe(opening.title);
    const bullets = (list: readonly string[]) => list.map((text) => ({text}));
    expectSections($, [
      {entries: bullets(opening.work)},
      {entries: bullets(opening.requirements)},
      {entries: bullets(opening.samples)},
      {entries: rules.paymentMethods},
      {entries: careers.notes},
      {entries: []},
    ]);
    expect(readText($('main'))).toContain(`${opening.pay} ${careers.paymentTerms}`);
    for (const date of [opening.datePosted, opening.validThrough])
      expect(readText($(`main time[datetime="${date}"]`)), date).toBe(dateInWords(date));
    const apply = $('main a[href^="mailto:"]').map((_, {attribs}) => attribs.href);
    expect(apply.get()).toEqual([applyHref(opening), applyHref(opening)]);
    expect($('main a[href="/employment#current-openings"]').length).toBeGreaterThan(0);
  },
);
