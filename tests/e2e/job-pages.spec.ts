import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {openingPath} from '@site/src/lib/openings';
import {test, expect, gotoHydrated} from './fixtures';
import {region} from './pageChecks';
import {JOBS} from './openings';

// The careers list's links and each opening's page as served: tests/built/content.test.ts.
const [first] = JOBS.open;

test('an opening’s card opens its page within the site, whose back link returns to the list', async ({
  page,
}) => {
  await gotoHydrated(page, '/employment');
  await region(page, 'Current Openings')
    .locator(`a[href="${openingPath(first.slug)}"]`)
    .click();
  await expect(page).toHaveURL(openingPath(first.slug));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(first.title);
  await page.getByRole('main').locator('a[href="/employment#current-openings"]').first().click();
  await expect(page).toHaveURL('/employment#current-openings');
  await expect(region(page, 'Current Openings')).toBeInViewport();
});

// employment.html and the folder employment/ sit side by side in the build.
test('the server answers /employment with the careers page, an opening’s page under it, 404 for no opening', async ({
  request,
}) => {
  const careers = await request.get('/employment', {maxRedirects: 0});
  expect(careers.status()).toBe(200);
  const built = (file: string) => readFileSync(join(process.env.E2E_BUILD_DIR ?? 'build', file));
  expect(await careers.text()).toBe(built('employment.html').toString());
  const slash = await request.get('/employment/', {maxRedirects: 0});
  expect(slash.status()).toBe(308);
  expect(slash.headers().location).toBe('/employment');
  const opening = await request.get(openingPath(first.slug), {maxRedirects: 0});
  expect(opening.status()).toBe(200);
  expect(await opening.text()).toBe(built(`${openingPath(first.slug).slice(1)}.html`).toString());
  expect(opening.headers()['content-security-policy']).toBeTruthy();
  expect((await request.get('/employment/no-such-opening')).status()).toBe(404);
});
