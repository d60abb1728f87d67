// What these pages say, as served: tests/built/content.test.ts. Here, what needs layout.
import {test, expect, gotoHydrated} from './fixtures';
import {region} from './pageChecks';

test('/freelancers lays out its lists in columns on a wide screen', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, '/freelancers');
  const columns = (listName: string) =>
    region(page, listName)
      .getByRole('list')
      .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
  expect(await columns('Why Work With Us?')).toBe(2);
  expect(await columns('Testimonials from Our Freelancers')).toBe(3);
});
