import {openingPath} from '@site/src/lib/openings';
import {test, expect, gotoHydrated} from './fixtures';
import {region} from './pageChecks';
import {JOBS} from './openings';

// The careers list's links and each opening's page as served: tests/built/content.test.ts; the
// server's answers: head.spec.ts and security.spec.ts.
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
