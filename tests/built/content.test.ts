/**
 * What a visitor without JavaScript reads, as served: each content page's heading, sections
 * and mail links, what each page says beyond them, each opening's page, and what the pages
 * tell search engines. Hydrated, a page shows the same: React's hydration-mismatch error
 * fails any browser test (tests/e2e/fixtures.ts), and a11y.spec.ts hydrates every route.
 * That they show with scripts off (no CSS hiding them) is resilience.spec.ts's.
 */
import type {Cheerio, CheerioAPI} from 'cheerio';
import about from '@site/src/data/content/about.json';
import careers from '@site/src/data/content/careers.json';
import figures from '@site/src/data/content/figures.json';
import freelancers from '@site/src/data/content/freelancers.json';
import homeServices from '@site/src/data/content/homeServices.json';
import investors from '@site/src/data/content/investors.json';
import leadership from '@site/src/data/content/leadership.json';
import services from '@site/src/data/content/services.json';
import testimonials from '@site/src/data/content/testimonials.json';
import {openingPath} from '@site/src/lib/openings';
import {applyHref, CONTENT_PAGES, LEADERSHIP, mailto, openingSections} from '../e2e/contentPages';
import {JOBS} from '../e2e/openings';
import {dateInWords, frontMatterOf} from '../support/frontMatter';
import {
  accessibleName,
  type AnyNode,
  builtPage,
  FACTS,
  linksNamed,
  readText,
  region,
} from './builtSite';

/** A link that opens in a new tab, without giving the new page a hold on this one. */
function expectNewTab(link: Cheerio<AnyNode>): void {
  expect(link.attr('target')).toBe('_blank');
  expect(link.attr('rel')).toMatch(/\bnoopener\b/);
  expect(link.attr('rel')).toMatch(/\bnoreferrer\b/);
}

/** The texts of the headings of `level` in `scope`, in order. */
function headingTexts($: CheerioAPI, scope: Cheerio<AnyNode>, level: number): string[] {
  return scope
    .find(`h${level}`)
    .map((_, heading) => readText($(heading)))
    .get();
}

type Testimonial = {quote: string; name: string; country: string};

/** Each figure's quote and caption in `scope`, as "quote — name, country". */
function quotesIn($: CheerioAPI, scope: Cheerio<AnyNode>): string[] {
  return scope
    .find('figure')
    .map((_, figure) => {
      const [quote, caption] = ['blockquote', 'figcaption'].map((part) =>
        readText($(figure).find(part)),
      );
      return `${quote} — ${caption}`;
    })
    .get();
}

const quoted = (item: Testimonial) => `${item.quote} — ${item.name}, ${item.country}`;

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

describe('given the home page as served', () => {
  it('names its six services and its headline figures', () => {
    const $ = builtPage('/');
    expect(headingTexts($, region($, 'Our Services'), 3)).toEqual(
      homeServices.services.map((service) => service.title),
    );
    const impact = readText(region($, 'Our Impact'));
    expect(impact).toContain('5,000+ Freelancers Hired');
    expect(impact).toContain('12-Hour Guaranteed Payments');
  });

  it('styles its two mail links in the hero as buttons and opens the community chat safely', () => {
    const $ = builtPage('/');
    const hero = $('main header').has('h1');
    for (const name of ['Apply for Work', 'Partner with Us'])
      expect(linksNamed($, hero, name).attr('class'), name).toMatch(/\bbutton\b/);
    const discord = linksNamed($, region($, 'Get in Touch'), 'Join our Discord server');
    expect(discord).toHaveLength(1);
    expect(discord.attr('href')).toBe(FACTS.links.discord);
    expectNewTab(discord);
  });

  it('carries every quote of the carousel, each with its author', () => {
    const $ = builtPage('/');
    const carousel = $('[role="group"][aria-label="Freelancer testimonials"]');
    expect(quotesIn($, carousel)).toEqual(testimonials.testimonials.map(quoted));
  });

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

describe('given the company pages as served', () => {
  it('/about names its three core values', () => {
    const $ = builtPage('/about');
    expect(headingTexts($, region($, 'Our Core Values'), 3)).toEqual(
      about.coreValues.map((value) => value.title),
    );
  });

  it('/services names its six services in order', () => {
    const $ = builtPage('/services');
    expect(headingTexts($, region($, 'What We Deliver'), 3)).toEqual(
      services.services.map((service) => service.title),
    );
  });

  it('/freelancers names its audience in its title and shows every testimonial', () => {
    const $ = builtPage('/freelancers');
    // The writer's title, naming the audience, with the brand added unless it names it already.
    const title = $('head > title').text();
    expect(title.startsWith(String(frontMatterOf('src/pages/freelancers.mdx').title)), title).toBe(
      true,
    );
    expect(title).toMatch(/freelancer/i);
    expect($('head meta[property="og:title"]').attr('content')).toBe(title);
    expect(readText($('main header').has('h1').find('p'))).toContain('global freelance movement');
    expect(readText(region($, 'How to Apply'))).toContain('no complex sign-ups');
    expect(linksNamed($, $('main'), 'Apply Now').attr('class')).toMatch(/\bbutton\b/);
    expect(quotesIn($, region($, 'Testimonials from Our Freelancers'))).toEqual(
      freelancers.testimonials.map(quoted),
    );
  });

  it('/contact links file submissions to the file-transfer site, in a new tab', () => {
    const $ = builtPage('/contact');
    const cards = region($, 'How to Reach Us');
    expect(headingTexts($, cards, 3)).toEqual(['Live Chat', 'Email', 'File Submissions']);
    expect(readText(cards.find('li').first())).toContain('24/7');
    const transfer = linksNamed($, cards, 'Open WeTransfer');
    expect(transfer).toHaveLength(1);
    expect(transfer.attr('href')).toBe(FACTS.links.fileTransfer);
    expectNewTab(transfer);
  });

  it('/investors states the market size and the compliance', () => {
    const $ = builtPage('/investors');
    const reasons = region($, 'Why Invest');
    for (const words of ['$1.5 trillion by 2030', 'GDPR', 'PDPA'])
      expect(readText(reasons)).toContain(words);
    expect(headingTexts($, reasons, 3)).toEqual(investors.reasons.map((reason) => reason.title));
    expect(region($, 'Updates').find('time').first().attr('datetime')).toBe(
      investors.updates[0].date,
    );
  });
});

describe('given the work and trust pages as served', () => {
  it('/employment gives every opening its own Apply link naming the role in the subject', () => {
    const $ = builtPage('/employment');
    const openings = region($, 'Current Openings');
    const apply = openings.find('a').filter((_, link) => /^Apply for /.test(readText($(link))));
    expect(apply).toHaveLength(careers.openings.length);
    for (const opening of careers.openings) {
      const link = linksNamed($, openings, `Apply for ${opening.title}`);
      expect(link, opening.title).toHaveLength(1);
      expect(link.attr('href')).toBe(mailto('careers', `Application: ${opening.title}`));
    }
  });

  it('/employment shows each testimonial with its author and country', () => {
    const $ = builtPage('/employment');
    const quotes = region($, 'Testimonials').find('figure');
    expect(quotes).toHaveLength(3);
    for (const quote of quotes.toArray())
      expect(readText($(quote).find('figcaption'))).toMatch(/^\p{L}+ \p{L}\., \p{L}+/u);
  });

  it('/rules names the four payment methods and the 12-hour promise', () => {
    const $ = builtPage('/rules');
    expect(headingTexts($, region($, 'Payment Methods'), 3)).toEqual([
      'Bank Transfer',
      'PayPal',
      'Crypto',
      'Coinbase',
    ]);
    expect(readText(region($, 'When You Are Paid'))).toContain('within 12 hours of approval');
  });

  it('/our-impact shows the four shared figures', () => {
    const $ = builtPage('/our-impact');
    expect(
      region($, 'By the Numbers')
        .find('li')
        .map((_, figure) => readText($(figure)))
        .get(),
    ).toEqual(figures.figures.map((figure) => `${figure.value} ${figure.label}`));
  });
});

describe(`given ${LEADERSHIP.path} as served`, () => {
  it('shows seven named cards with decorative initials avatars and no photo', () => {
    const $ = builtPage(LEADERSHIP.path);
    const team = region($, 'Meet the Team');
    expect(headingTexts($, team, 3)).toEqual(leadership.team.map((member) => member.name));
    // The initials are hidden from assistive technology: the name beside them says it all.
    expect(
      team
        .find('[aria-hidden="true"]')
        .map((_, avatar) => $(avatar).text())
        .get(),
    ).toEqual(leadership.team.map((member) => member.imageText));
    expect($('main img')).toHaveLength(0);
  });

  it('links the one leader’s own Telegram, in a new tab, and no other card', () => {
    const $ = builtPage(LEADERSHIP.path);
    const cards = region($, 'Meet the Team').find('li');
    expect(cards).toHaveLength(leadership.team.length);
    expect(cards.find('a')).toHaveLength(1);
    leadership.team.forEach((member, index) => {
      const links = cards.eq(index).find('a');
      if (!('telegram' in member)) {
        expect(links, `links on ${member.name}'s card`).toHaveLength(0);
        return;
      }
      expect(accessibleName($, links)).toBe(`Message ${member.name} on Telegram`);
      // The leader's own address, not the company channel the footer links to.
      expect(links.attr('href')).toBe(member.telegram);
      expectNewTab(links);
    });
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
          expect(readText(time)).toBe(dateInWords(date));
        }
        const apply = linksNamed($, main, 'Apply by E-mail');
        expect(apply).toHaveLength(2);
        for (const link of apply.toArray()) expect($(link).attr('href')).toBe(applyHref(opening));
        expect(linksNamed($, main, 'All Openings').attr('href')).toBe(
          '/employment#current-openings',
        );
        // The notes and the pay terms of careers.json, where someone is about to apply.
        expect(headingTexts($, region($, 'Before You Apply'), 3)).toEqual(
          careers.notes.map((note) => note.title),
        );
        expect(readText(region($, 'How You Are Paid'))).toContain(careers.paymentTerms);
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
