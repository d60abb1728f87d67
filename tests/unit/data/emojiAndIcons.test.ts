import {ICON_NAMES} from '@site/src/components/Page/Icon';
import {emojiIn} from '@site/src/lib/emoji';
import {PAGE_FILES, pageLines} from './copyFiles';

// The data modules get the same checks from their schemas (content.test.ts).
const PAGES = pageLines();

/** A card, figure or benefit's `icon: 'name'` in an MDX page (not type-checked, so checked here). */
const MDX_ICON = /\bicon:\s*['"]([^'"]*)['"]|<Icon\b[^>]*\bname="([^"]*)"/g;

describe('given the copy in the MDX pages', () => {
  it('finds every page', () => {
    expect(PAGE_FILES).toEqual(expect.arrayContaining(['src/pages/index.mdx']));
    expect(PAGES.length).toBeGreaterThan(100);
  });

  it('holds no emoji character: icons are SVGs chosen by name', () => {
    const found = PAGES.filter(({value}) => emojiIn(value).length > 0).map(
      ({file, field, value}) => `${file}: ${field} holds the emoji "${emojiIn(value).join('')}"`,
    );
    expect(found).toEqual([]);
  });

  it('names only icons that exist', () => {
    const icons = PAGES.flatMap(({file, field, value}) =>
      [...value.matchAll(MDX_ICON)].map((match) => ({file, field, name: match[1] ?? match[2]})),
    );
    expect(icons.length).toBeGreaterThan(0);
    const unknown = icons
      .filter(({name}) => !(ICON_NAMES as readonly string[]).includes(name))
      .map(({file, field, name}) => `${file}, ${field}: "${name}" is not an icon name`);
    expect(unknown).toEqual([]);
  });
});
