/**
 * What a visitor without JavaScript reads, as served: each content page's heading, sections
 * and mail links, each opening's page, and what the pages tell search engines about the
 * openings. The same pages hydrated are the browser suite's (pages-work.spec.ts,
 * pages-trust.spec.ts, job-pages.spec.ts); that they show with scripts off (no CSS hiding
 * them) is resilience.spec.ts's.
 */
import type {CheerioAPI} from 'cheerio';
import careers from '@site/src/data/content/careers.json';
import {formatIsoDate} from '@site/src/lib/formatDate';
import {openingPath} from '@site/src/lib/openings';
import {applyHref, CONTENT_PAGES, LEADERSHIP, mailto, openingSections} from '../e2e/contentPages';
import {JOBS} from '../e2e/openings';
import {builtPage, FACTS, linksNamed, readText, region} from './builtSite';

/** Each section, labelled by its <h2>, once, with the exact number of list items inside it. */
function expectSections($: CheerioAPI, counts: Record<string, number | null>): void {
  for (const [title, count] of Object.entries(counts)) {
    const section = region($, title);
    expect(section, `section "${title}"`).toHaveLength(1);
    const heading = $(`[id="${section.attr('aria-labelledby')}"]`);
    expect(heading.is('h2'), `"${title}" is an h2`).toBe(true);
    if (count !== null) expect(section.find('li'), `items in "${title}"`).toHaveLength(count);
  }
}

describe.each(CONTENT_PAGES)('given $path as served', (expected) => {
  it('shows its heading, its sections with their exact counts and its mail links', () => {
    const $ = builtPage(expected.path);
    expect(readText($('h1'))).toBe(expected.h1);
    expectSections($, expected.sections);
    for (const link of expected.mailLinks) {
      const found = linksNamed($, $('main'), link.name);
      expect(found, link.name).toHaveLength(1);
      expect(found.attr('href'), link.name).toBe(mailto(link.to, link.subject));
    }
  });
});

describe(`given ${LEADERSHIP.path} as served`, () => {
  it('offers the one leader’s Telegram link', () => {
    const $ = builtPage(LEADERSHIP.path);
    const telegram = linksNamed($, $('main'), 'Message Daniel Okafor on Telegram');
    expect(telegram).toHaveLength(1);
    expect(telegram.attr('href')).toBe('https://t.me/danielokafor_example');
  });
});

describe('given each opening open on the day the site was built', () => {
  describe.each(JOBS.open.map((opening) => [openingPath(opening.slug), opening] as const))(
    '%s as served',
    (path, opening) => {
      it('is the opening’s own page: title, description and canonical URL', () => {
        const $ = builtPage(path);
        expect($('head > title').text()).toBe(`${opening.title} (Remote) | ${FACTS.brandName}`);
        expect($('head meta[name="description"]').attr('content')).toBe(opening.description);
        expect($('head link[rel="canonical"]').attr('href')).toBe(`${FACTS.siteUrl}${path}`);
      });

      it('shows its heading, sections, dates, Apply and back links', () => {
        const $ = builtPage(path);
        const main = $('main');
        expect(readText($('h1'))).toBe(opening.title);
        expectSections($, openingSections(opening));
        // The dates in words, each with its machine-readable date.
        for (const date of [opening.datePosted, opening.validThrough]) {
          const time = main.find(`time[datetime="${date}"]`);
          expect(time, date).toHaveLength(1);
          expect(readText(time)).toBe(formatIsoDate(date));
        }
        const apply = linksNamed($, main, 'Apply by E-mail');
        expect(apply).toHaveLength(2);
        for (const link of apply.toArray()) expect($(link).attr('href')).toBe(applyHref(opening));
        expect(linksNamed($, main, 'All Openings').attr('href')).toBe(
          '/employment#current-openings',
        );
        // The site's promise, on the page where someone is about to apply.
        expect(readText(region($, 'Before You Apply'))).toContain(
          'Talentlane never charges applicants or freelancers',
        );
        expect(readText(region($, 'How You Are Paid'))).toContain(
          'within 12 hours of approval, by bank transfer, PayPal, crypto or Coinbase',
        );
      });
    },
  );

  it('while the openings are illustrative, their pages say noindex and carry no JobPosting', (context) => {
    // Real openings carry a JobPosting instead: job-expiry.spec.ts builds them so.
    if (!careers.openingsAreIllustrative) {
      context.task.meta.skipReason = 'the openings are declared real (job-expiry.spec.ts)';
      context.skip(context.task.meta.skipReason);
    }
    for (const path of JOBS.routes) {
      const $ = builtPage(path);
      expect($('head meta[name="robots"]').attr('content'), path).toMatch(/^noindex/);
      expect($('script[type="application/ld+json"]'), path).toHaveLength(0);
    }
  });
});

describe('given the home page as served', () => {
  it('describes the company and the site in JSON-LD, once', () => {
    const $ = builtPage('/');
    const scripts = $('head script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts.text());
    const graph: Record<string, unknown>[] = data['@graph'];
    expect(data['@context']).toBe('https://schema.org');
    expect(graph.find((node) => node['@type'] === 'Organization')).toMatchObject({
      name: FACTS.brandName,
      url: `${FACTS.siteUrl}/`,
      email: FACTS.emails.general,
      address: {'@type': 'PostalAddress', addressLocality: 'Singapore', addressCountry: 'SG'},
      sameAs: [FACTS.links.telegram, FACTS.links.discord],
      logo: expect.stringMatching(/^https?:\/\/.+\/img\/logo\.svg$/),
    });
    expect(graph.find((node) => node['@type'] === 'WebSite')).toMatchObject({
      url: `${FACTS.siteUrl}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${FACTS.siteUrl}/blog?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
