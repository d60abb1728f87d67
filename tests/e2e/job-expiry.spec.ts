// Before the next day's build leaves it out (tests/built/jobExpiry.test.ts); the fixture's
// openings are real, so the page has a JobPosting. The careers list's links and each opening's
// page as served: tests/built/content.test.ts; the server's answers: head.spec.ts, security.spec.ts.
import {closingMoment, openingPath} from '@site/src/lib/openings';
import {dateInWords} from '../support/frontMatter';
import {gotoHydrated} from './fixtures';
import {fixtureJobs} from './fixtureSite';
import {test, expect} from './onFixtureSite';
import {region} from './pageChecks';

test('after its closing moment an opening’s page says it has closed and offers no Apply link, hydrating as built; its link back and the list’s card move within the site', async ({
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

  await hero.getByRole('link').click();
  await expect(page).toHaveURL('/employment#current-openings');
  await expect(region(page, 'Current Openings')).toBeInViewport();
  await region(page, 'Current Openings')
    .locator(`a[href="${openingPath(opening.slug)}"]`)
    .click();
  await expect(page).toHaveURL(openingPath(opening.slug));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(opening.title);
});
