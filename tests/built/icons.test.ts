/**
 * Icons as served: inline SVG in the page itself, each decoration hidden from assistive
 * technology, and no emoji in any page's text. Their size and colour once drawn, and that
 * a page without icons loads no icon code, are the browser suite's (icons.spec.ts).
 */
import type {Cheerio, CheerioAPI} from 'cheerio';
import about from '@site/src/data/content/about.json';
import careers from '@site/src/data/content/careers.json';
import figures from '@site/src/data/content/figures.json';
import freelancers from '@site/src/data/content/freelancers.json';
import homeServices from '@site/src/data/content/homeServices.json';
import impact from '@site/src/data/content/impact.json';
import investors from '@site/src/data/content/investors.json';
import leadership from '@site/src/data/content/leadership.json';
import partners from '@site/src/data/content/partners.json';
import {ROUTES, type RoutePath} from '@site/src/data/routes';
import rules from '@site/src/data/content/rules.json';
import services from '@site/src/data/content/services.json';
import trustSafety from '@site/src/data/content/trustSafety.json';
import {emojiIn} from '@site/src/lib/emoji';
import {builtPage, type AnyNode} from './builtSite';

/** Cards, figures and benefits with an icon on each route (the MDX contact cards counted by hand). */
const ICONS: Partial<Record<RoutePath, number>> = {
  // Services, figures and the four "Get in Touch" cards in src/pages/index.mdx.
  '/': homeServices.services.length + figures.figures.length + 4,
  '/about': about.coreValues.length,
  '/employment': careers.benefits.length + careers.notes.length,
  '/rules': rules.workRules.length + rules.paymentMethods.length,
  // The three "How to Reach Us" cards in src/pages/contact.mdx.
  '/contact': 3,
  '/investors': investors.reasons.length + investors.revenueSources.length,
  '/our-impact': impact.items.length + figures.figures.length + impact.stories.length,
  '/partners': partners.types.length + partners.reasons.length,
  '/trust-safety':
    trustSafety.safeguards.length +
    trustSafety.zeroTolerance.length +
    trustSafety.trustPoints.length,
  '/leadership': leadership.philosophy.length,
  '/services': services.services.length,
  '/freelancers': freelancers.benefits.length,
};

/** Each is an inline SVG drawn in the text colour, hidden from assistive technology. */
function expectDecorativeSvgs($: CheerioAPI, icons: Cheerio<AnyNode>, count: number): void {
  expect(icons).toHaveLength(count);
  for (const icon of icons.toArray()) {
    expect($(icon).attr('aria-hidden')).toBe('true');
    expect($(icon).attr('focusable')).toBe('false');
    expect($(icon).attr('stroke')).toBe('currentColor');
    expect($(icon).find('path, circle, rect, line, polyline, polygon')).not.toHaveLength(0);
  }
}

describe.each(ROUTES)('given %s as served', (route) => {
  const count = ICONS[route] ?? 0;

  it(`carries ${count} icons on its cards, figures and benefits, and no emoji in its text`, () => {
    const $ = builtPage(route);
    const main = $('main');
    // The icon at the head of each card, figure or benefit.
    expectDecorativeSvgs($, main.find('li > svg:first-child'), count);
    // Every SVG in the content is decoration.
    expect(main.find('svg:not([aria-hidden="true"])')).toHaveLength(0);
    const body = $('body').clone();
    body.find('script, style').remove();
    expect(emojiIn(body.text()), `emoji in the text of ${route}`).toEqual([]);
  });
});

describe('given the testimonial carousel as served', () => {
  it('draws its controls’ symbols as decorative SVGs, with the names on the buttons', () => {
    const $ = builtPage('/');
    const carousel = $('[role="group"][aria-label="Freelancer testimonials"]');
    for (const name of ['Pause testimonials', 'Previous testimonial', 'Next testimonial']) {
      const button = carousel.find(`button[aria-label="${name}"]`);
      expect(button, name).toHaveLength(1);
      expectDecorativeSvgs($, button.find('svg'), 1);
    }
  });
});
