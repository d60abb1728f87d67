import {closingMoment, openingPath} from '@site/src/lib/openings';
import {test, expect, gotoHydrated} from './fixtures';
import {region} from './pageChecks';
import type {JobPages} from '@site/plugins/job-pages';
import {fixtureJobs, startFixtureSite} from './fixtureSite';
import {jobPostingSchema, jobPostingsIn} from './jobPosting';
import type {ServedSite} from './siteCopy';

test.describe('given the site built the day after its first opening closes, its openings declared real', () => {
  // The run's one fixture site (fixtureSite.ts), served for the tests below in one worker.
  test.describe.configure({mode: 'default'});
  let site: ServedSite;
  // Its openings, from its copy of the content.
  let jobs: JobPages;
  test.beforeAll(async () => {
    // A limit: the first to need the fixture site builds it (a minute or more when busy and cold).
    test.setTimeout(300_000);
    site = await startFixtureSite();
    jobs = fixtureJobs();
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('some openings have closed and some are still open that day', () => {
    expect(jobs.expired.length).toBeGreaterThan(0);
    expect(jobs.open.length).toBeGreaterThan(0);
  });

  test('the careers page lists only the open openings', async ({page}) => {
    await gotoHydrated(page, `${site.url}/employment`);
    const openings = region(page, 'Current Openings');
    await expect(openings.getByRole('listitem')).toHaveCount(jobs.open.length);
    for (const opening of jobs.expired) {
      await expect(openings.getByRole('heading', {name: opening.title})).toHaveCount(0);
      await expect(openings.locator(`a[href="${openingPath(opening.slug)}"]`)).toHaveCount(0);
    }
    for (const opening of jobs.open) {
      await expect(openings.locator(`a[href="${openingPath(opening.slug)}"]`)).toHaveCount(1);
    }
  });

  test.describe('at the address of a closed opening', () => {
    // The browser reports the 404 status of the document itself; that is what is tested.
    test.use({allowedConsoleErrors: [/status of 404/]});

    test('there is no page any more: 404', async ({page, request}) => {
      for (const opening of jobs.expired) {
        const url = `${site.url}${openingPath(opening.slug)}`;
        expect((await request.get(url)).status(), url).toBe(404);
        const response = await page.goto(url);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', {level: 1})).toContainText(/not found/i);
      }
    });
  });

  test('the sitemap lists the open openings’ pages and not the closed ones', async ({request}) => {
    const xml = await (await request.get(`${site.url}/sitemap.xml`)).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    );
    expect(paths.filter((path) => path.startsWith('/employment/')).sort()).toEqual(
      [...jobs.routes].sort(),
    );
  });

  test('every open opening’s page carries a JobPosting with Google’s documented properties', async ({
    request,
  }) => {
    for (const opening of jobs.open) {
      const path = openingPath(opening.slug);
      const html = await (await request.get(`${site.url}${path}`)).text();
      expect(html, path).not.toMatch(/<meta[^>]*name="?robots"?/);
      const postings = jobPostingsIn(html);
      expect(postings, path).toHaveLength(1);
      const checked = jobPostingSchema.safeParse(postings[0]);
      expect(checked.error?.issues ?? [], path).toEqual([]);
      expect(checked.data, path).toMatchObject({
        title: opening.title,
        datePosted: opening.datePosted,
        validThrough: closingMoment(opening.validThrough),
        employmentType: opening.employmentType,
        identifier: {value: opening.slug},
        directApply: false,
        jobLocationType: 'TELECOMMUTE',
      });
    }
  });

  test('the JobPosting stays one after the page hydrates', async ({page}) => {
    await gotoHydrated(page, `${site.url}${jobs.routes[0]}`);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  });
});
