import {APPLICATION_SUBJECT, applicationSubject} from '@site/src/components/Careers/opening';
import {openingPath} from '@site/src/lib/openings';
import {test, expect, gotoHydrated} from './fixtures';
import {FACTS, region} from './pageChecks';
import {EMPLOYMENT, mailto} from './contentPages';
import {JOBS} from './openings';

// Each opening's page as served, head and content, all ten: tests/built/content.test.ts (the
// page hydrated shows the same, or React's mismatch error fails the test that hydrates it).
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
  }) => {
    const careers = await request.get('/employment', {maxRedirects: 0});
    expect(careers.status()).toBe(200);
    expect(await careers.text()).toContain(EMPLOYMENT.h1);
    const slash = await request.get('/employment/', {maxRedirects: 0});
    expect(slash.status()).toBe(308);
    expect(slash.headers().location).toBe('/employment');
    const [first] = JOBS.open;
    const opening = await request.get(openingPath(first.slug), {maxRedirects: 0});
    expect(opening.status()).toBe(200);
    expect(await opening.text()).toContain(`${first.title} (Remote) | ${FACTS.brandName}`);
    expect(opening.headers()['content-security-policy']).toBeTruthy();
    expect((await request.get('/employment/no-such-opening')).status()).toBe(404);
  });
});
