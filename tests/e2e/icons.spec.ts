import {test, expect, gotoHydrated} from './fixtures';
import {pageSource} from './contentPages';
import {region} from './pageChecks';

// How the icons are drawn on a wide screen (as served: tests/built/icons.test.ts, content.test.ts).
test.use({viewport: {width: 1280, height: 900}});

test('draws every icon in a list at one size, in the accent colour; /freelancers in columns', async ({
  page,
}) => {
  for (const route of ['/', '/freelancers']) {
    await gotoHydrated(page, route);
    const lists = await page.locator('main :is(ul, ol):has(> li > svg)').all();
    expect(lists.length, `lists with icons on ${route}`).toBeGreaterThan(0);
    for (const list of lists) {
      // The glyph's own box: a tile around it is padding, not the icon's size.
      const sizes = await list.locator('li > svg:first-child').evaluateAll((icons) =>
        icons.map((icon) => {
          const {width, height, color} = getComputedStyle(icon);
          return `${parseFloat(width)}x${parseFloat(height)} ${color}`;
        }),
      );
      expect(new Set(sizes), `icon sizes and colours on ${route}: ${sizes}`).toHaveProperty(
        'size',
        1,
      );
      expect(sizes[0]).toMatch(/^(2[4-9]|3[0-2])x(2[4-9]|3[0-2]) /);
    }
  }
  // The benefits in two columns, the three testimonials in three (SPEC section 6).
  const {sections} = pageSource('/freelancers');
  const listing = (key: string) => sections.find(({entries}) => key in (entries[0] ?? {}))!.title;
  const columns = (title: string) =>
    region(page, title)
      .getByRole('list')
      .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
  expect(await columns(listing('icon'))).toBe(2);
  expect(await columns(listing('quote'))).toBe(3);
});
