// Icons as served: inline SVG, hidden from assistive technology; no emoji. Each icon's drawing:
// unit/components.test.tsx; on screen: loading.spec.ts.
import {ROUTES} from '@site/src/data/routes';
import {emojiIn} from '@site/src/lib/emoji';
import {CONTENT_PAGES} from '../e2e/contentPages';
import {builtPage} from './builtSite';

const iconsOn = (route: string) =>
  (CONTENT_PAGES.find(({path}) => path === route)?.sections ?? [])
    .flatMap(({entries}) => entries)
    .filter((entry) => 'icon' in entry).length;

it.each(ROUTES)(
  '%s carries an icon on each card, figure and benefit that has one, every SVG hidden from assistive technology, and no emoji',
  (route) => {
    const $ = builtPage(route);
    expect($('main li > svg:first-child')).toHaveLength(iconsOn(route));
    expect($('main svg:not([aria-hidden="true"])')).toHaveLength(0);
    const body = $('body').clone();
    body.find('script, style').remove();
    expect(emojiIn(body.text()), `emoji in the text of ${route}`).toEqual([]);
  },
);
