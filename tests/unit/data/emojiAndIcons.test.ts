import {ICON_NAMES} from '@site/src/components/Page/Icon';
import {emojiIn} from '../../emoji';
import {DATA_FILES, PAGE_FILES, dataStrings, pageLines} from './dataStrings';

const DATA = await dataStrings();
const PAGES = pageLines();

/** A card, figure or benefit's `icon: 'name'` in an MDX page (not type-checked, so checked here). */
const MDX_ICON = /\bicon:\s*['"]([^'"]*)['"]|<Icon\b[^>]*\bname="([^"]*)"/g;

describe('given the copy in the data modules and MDX pages', () => {
  it('finds every data module and page', () => {
    expect(DATA_FILES).toEqual(expect.arrayContaining(['services.ts', 'popups/newHires.ts']));
    expect(PAGE_FILES).toEqual(expect.arrayContaining(['src/pages/index.mdx']));
    expect(DATA.length).toBeGreaterThan(500);
  });

  it('holds no emoji character: icons are SVGs chosen by name', () => {
    const found = [...DATA, ...PAGES]
      .filter(({value}) => emojiIn(value).length > 0)
      .map(
        ({file, field, value}) => `${file}: ${field} holds the emoji "${emojiIn(value).join('')}"`,
      );
    expect(found).toEqual([]);
  });

  it('names only icons that exist, in every data module', () => {
    const icons = DATA.filter(({field}) => /, icon$/.test(field));
    expect(icons.length).toBeGreaterThan(60);
    const unknown = icons
      .filter(({value}) => !(ICON_NAMES as string[]).includes(value))
      .map(({file, field, value}) => `${file}: ${field} is "${value}", which is not an icon name`);
    expect(unknown).toEqual([]);
  });

  it('names only icons that exist, in every MDX page', () => {
    const icons = PAGES.flatMap(({file, field, value}) =>
      [...value.matchAll(MDX_ICON)].map((match) => ({file, field, name: match[1] ?? match[2]})),
    );
    expect(icons.length).toBeGreaterThan(0);
    const unknown = icons
      .filter(({name}) => !(ICON_NAMES as string[]).includes(name))
      .map(({file, field, name}) => `${file}, ${field}: "${name}" is not an icon name`);
    expect(unknown).toEqual([]);
  });
});
