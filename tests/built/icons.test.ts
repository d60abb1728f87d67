// Icons as served: inline SVG, hidden from assistive technology; no emoji. Drawn: icons.spec.ts.
import type {Cheerio, CheerioAPI} from 'cheerio';
import {ROUTES} from '@site/src/data/routes';
import {emojiIn} from '@site/src/lib/emoji';
import {CONTENT_PAGES} from '../e2e/contentPages';
import {builtPage, type AnyNode} from './builtSite';

/** The entries with an icon on a page: cards, figures and benefits. */
const iconsOn = (route: string) =>
  (CONTENT_PAGES.find(({path}) => path === route)?.sections ?? [])
    .flatMap(({entries}) => entries)
    .filter((entry) => 'icon' in entry).length;

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
  const count = iconsOn(route);

  it(`carries ${count} icons on its cards, figures and benefits, and no emoji in its text`, () => {
    const $ = builtPage(route);
    const main = $('main');
    expectDecorativeSvgs($, main.find('li > svg:first-child'), count);
    // Every SVG in the content is decoration.
    expect(main.find('svg:not([aria-hidden="true"])')).toHaveLength(0);
    const body = $('body').clone();
    body.find('script, style').remove();
    expect(emojiIn(body.text()), `emoji in the text of ${route}`).toEqual([]);
  });
});

it('draws the carousel’s controls’ symbols as decorative SVGs, with a name on each button', () => {
  const $ = builtPage('/');
  const buttons = $('main [role="group"] button');
  expect(buttons).toHaveLength(3);
  for (const button of buttons.toArray()) {
    expect($(button).attr('aria-label')).toMatch(/\w/);
    expectDecorativeSvgs($, $(button).find('svg'), 1);
  }
});
