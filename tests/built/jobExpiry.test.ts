// An opening closes with the first build after its closing day: the fixture site, built the day
// after its first opening closes, its openings real. Before that build: job-expiry.spec.ts.
import {closingMoment, openingPath} from '@site/src/lib/openings';
import {jobPostingSchema, jobPostingsIn} from '../e2e/jobPosting';
import {pageFile, region} from './builtSite';
import {FIXTURE_BUILD_MS, fixtureSite, type FixtureSite} from './fixtureSite';

let site: FixtureSite;
beforeAll(async () => {
  site = await fixtureSite();
}, FIXTURE_BUILD_MS);

it('the day after an opening closes, it is gone from Current Openings, its page and the sitemap; each open one, now real, is indexed with one JobPosting of its own data', () => {
  const {open, expired, routes} = site.jobs;
  expect([open.length, expired.length].map(Boolean)).toEqual([true, true]);
  const $ = site.page('/employment');
  const listed = region($, 'Current Openings').find('a[href^="/employment/"]');
  expect([...new Set(listed.map((_, link) => $(link).attr('href')))].sort()).toEqual(
    [...routes].sort(),
  );
  for (const {slug} of expired)
    expect(site.file(pageFile(openingPath(slug))), slug).toBeUndefined();
  const sitemapped = site.file('sitemap.xml')!.matchAll(/<loc>[^<]*?(\/employment\/[^<]+)<\/loc>/g);
  expect([...sitemapped].map(([, path]) => path).sort()).toEqual([...routes].sort());

  for (const opening of open) {
    const path = openingPath(opening.slug);
    const html = site.file(pageFile(path))!;
    expect(html, path).not.toMatch(/<meta[^>]*name="?robots"?/);
    const postings = jobPostingsIn(html).map((posting) => jobPostingSchema.parse(posting));
    expect(postings, path).toMatchObject([
      {
        ...{title: opening.title, datePosted: opening.datePosted},
        ...{validThrough: closingMoment(opening.validThrough), identifier: {value: opening.slug}},
        ...{employmentType: opening.employmentType, directApply: false},
        jobLocationType: 'TELECOMMUTE',
      },
    ]);
  }
});
