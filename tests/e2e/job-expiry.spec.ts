// Before the next day's build leaves it out (tests/built/jobExpiry.test.ts); the fixture's
// openings are real, so the page has a JobPosting.
import {closingMoment, openingPath} from '@site/src/lib/openings';
import {dateInWords} from '../support/frontMatter';
import {gotoHydrated} from './fixtures';
import {fixtureJobs} from './fixtureSite';
import {test, expect} from './onFixtureSite';

test('after its closing moment an opening’s page says it has closed and offers no Apply link, hydrating as built', async ({
  page,
}) => {
  const [opening] = fixtureJobs().open;
  await page.clock.install({time: Date.parse(closingMoment(opening.validThrough)) + 1000});
  await gotoHydrated(page, openingPath(opening.slug));
  const hero = page.getByRole('main').locator('header');
  await expect(hero.getByText(dateInWords(opening.validThrough))).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="mailto:"]')).toHaveCount(0);
  await expect(hero.getByRole('link')).toHaveAttribute('href', '/employment#current-openings');
  // Its JobPosting stays the one the server sent.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
});
