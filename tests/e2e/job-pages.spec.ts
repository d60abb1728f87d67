import type {Page} from '@playwright/test';
import {
  APPLICATION_SUBJECT,
  applicationSubject,
  type Opening,
} from '@site/src/components/Careers/opening';
import {formatIsoDate} from '@site/src/lib/formatDate';
import {openingPath} from '@site/src/lib/openings';
import {test, expect, gotoHydrated} from './fixtures';
import {expectSections, FACTS, region} from './pageChecks';
import {applyHref, mailto, openingSections} from './contentPages';
import {JOBS} from './openings';

/** What an opening's page shows once hydrated. */
async function expectOpeningPage(page: Page, opening: Opening): Promise<void> {
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(opening.title);
  await expectSections(page, openingSections(opening));
  // The dates in words, each with its machine-readable date.
  await expect(main.locator(`time[datetime="${opening.datePosted}"]`)).toHaveText(
    formatIsoDate(opening.datePosted),
  );
  await expect(main.locator(`time[datetime="${opening.validThrough}"]`)).toHaveText(
    formatIsoDate(opening.validThrough),
  );
  const apply = main.getByRole('link', {name: 'Apply by E-mail', exact: true});
  await expect(apply).toHaveCount(2);
  for (const link of await apply.all())
    await expect(link).toHaveAttribute('href', applyHref(opening));
  await expect(main.getByRole('link', {name: 'All Openings', exact: true})).toHaveAttribute(
    'href',
    '/employment#current-openings',
  );
  // The site's promise, on the page where someone is about to apply.
  await expect(region(page, 'Before You Apply')).toContainText(
    'Talentlane never charges applicants or freelancers',
  );
  await expect(region(page, 'How You Are Paid')).toContainText(
    'within 12 hours of approval, by bank transfer, PayPal, crypto or Coinbase',
  );
}

// Each opening's page as served, head and content, all ten: tests/built/content.test.ts. Here
// one, since the ten come from one template: the page hydrated.
test.describe('given an opening open on the day the site was built', () => {
  const [opening] = JOBS.open;
  const path = openingPath(opening.slug);

  test(`${path} hydrates as the opening's own page: heading, sections, dates, Apply and back links`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page).toHaveTitle(`${opening.title} (Remote) | ${FACTS.brandName}`);
    await expect(page.locator('h1')).toHaveCount(1);
    await expectOpeningPage(page, opening);
  });
});

test.describe('given the careers page', () => {
  test('links each open opening to its page, and the link opens it', async ({page}) => {
    await gotoHydrated(page, '/employment');
    const openings = region(page, 'Current Openings');
    await expect(openings.getByRole('link', {name: /^Role details for /})).toHaveCount(
      JOBS.open.length,
    );
    for (const opening of JOBS.open) {
      await expect(
        openings.getByRole('link', {name: `Role details for ${opening.title}`, exact: true}),
      ).toHaveAttribute('href', openingPath(opening.slug));
      await expect(
        openings.getByRole('link', {name: `Apply for ${opening.title}`, exact: true}),
      ).toHaveAttribute(
        'href',
        mailto('careers', applicationSubject(opening.title, APPLICATION_SUBJECT)),
      );
    }
    // Within the site: the page's code loads on demand, and the back link returns to the list.
    const [first] = JOBS.open;
    await openings.getByRole('link', {name: `Role details for ${first.title}`}).click();
    await expect(page).toHaveURL(openingPath(first.slug));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(first.title);
    await page.getByRole('main').getByRole('link', {name: 'All Openings', exact: true}).click();
    await expect(page).toHaveURL('/employment#current-openings');
    await expect(region(page, 'Current Openings')).toBeInViewport();
  });
});

test.describe('given the server', () => {
  // employment.html and the folder employment/ sit side by side in the build.
  test('serves /employment as the careers page, an opening’s page under it, and 404 for no opening', async ({
    request,
    baseURL,
  }) => {
    const served = await request.get('/');
    test.skip(served.headers().server !== 'nginx', 'served without nginx: nothing of it to test');
    const careers = await request.get('/employment', {maxRedirects: 0});
    expect(careers.status()).toBe(200);
    expect(await careers.text()).toContain('Careers at Talentlane');
    const slash = await request.get('/employment/', {maxRedirects: 0});
    expect(slash.status()).toBe(301);
    expect(slash.headers().location).toBe(`${baseURL}/employment`);
    const [first] = JOBS.open;
    const opening = await request.get(openingPath(first.slug), {maxRedirects: 0});
    expect(opening.status()).toBe(200);
    expect(await opening.text()).toContain(`${first.title} (Remote) | ${FACTS.brandName}`);
    expect(opening.headers()['content-security-policy']).toBeTruthy();
    expect((await request.get('/employment/no-such-opening')).status()).toBe(404);
  });
});
