// Each policy's version history as served, from this repository's git history (SPEC section 6);
// on the fixture site, versions ahead of and on the build's day, and the feed. The comparisons:
// policy-history.spec.ts.
import * as cheerio from 'cheerio';
import type {Cheerio, CheerioAPI} from 'cheerio';
import {execFileSync} from 'node:child_process';
import {join} from 'node:path';
import {readPolicyHistories} from '@site/plugins/policy-history/history';
import type {PolicyHistory} from '@site/src/lib/policyHistory';
import {dateInWords} from '../support/frontMatter';
import {POLICIES} from '../e2e/contentPages';
import {fixturePolicies, UPCOMING} from '../e2e/policyHistoryFixture';
import {type AnyNode, builtPage, readText, region} from './builtSite';
import {FIXTURE_BUILD_MS, fixtureSite, type FixtureSite} from './fixtureSite';

let histories: Record<string, PolicyHistory>;
beforeAll(async () => {
  histories = (await readPolicyHistories(join(__dirname, '../../legal'))).policies;
});

function shownVersions($: CheerioAPI) {
  return region($, 'Version history')
    .find('li')
    .filter((_, item) => $(item).children('h3').length === 1)
    .map((_, item) => ({
      heading: readText($(item).find('h3')),
      summary: readText($(item).find('h3 + p')),
      effective: readText($(item).find('dd time').first()),
    }))
    .get();
}

it.each(POLICIES)(
  '$path as served lists its versions from git, newest first, each with its summary and effective date',
  ({path}) => {
    const $ = builtPage(path);
    const history = histories[path.slice(1)];
    if (!history.available) {
      // A shallow or git-less checkout: the page says so (POLICY_HISTORY=required stops such a build).
      expect(readText(region($, 'Version history'))).toContain(
        'Version history is not available in this build.',
      );
      return;
    }
    expect(shownVersions($)).toEqual(
      history.versions.map((version, index) => ({
        heading: `Version ${version.number}${index === 0 ? ' (current)' : ''}`,
        summary: version.summary,
        effective: dateInWords(version.effectiveDate),
      })),
    );
  },
);

// The fixture's statement has a version taking effect that day, the privacy policy one 30 days after.
describe('given the fixture site, built on its day', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await fixtureSite();
  }, FIXTURE_BUILD_MS);
  const upcoming = () => UPCOMING.effective(site.jobs.buildDate);
  const notice = ($: CheerioAPI) => $('main section[aria-labelledby="upcoming-version"]');
  const headings = ($: CheerioAPI) => shownVersions($).map(({heading}) => heading);
  const texts = (found: Cheerio<AnyNode>) => found.map((i) => found.eq(i).text()).get();

  it('a version ahead: the text in force, its versions, a notice with the date, link and changes; its full text at the link, noindex and out of the sitemap', () => {
    const $ = site.page('/privacy-policy');
    expect(readText($('main h1 + p'))).toBe(`Effective ${dateInWords('2025-07-01')}`);
    expect(readText($('article h2#applications + p'))).toContain(UPCOMING.removed[0]);
    expect(headings($)).toEqual(['Version 2 (current)', 'Version 1']);
    const box = notice($);
    expect(box.find('time').attr('datetime')).toBe(upcoming());
    expect(box.find('a[href="/privacy-policy/upcoming"]')).toHaveLength(1);
    // The first <ins> and <del> are the legend's.
    expect(texts(box.find('ins')).slice(1)).toEqual(UPCOMING.added);
    expect(texts(box.find('del')).slice(1)).toEqual(UPCOMING.removed);
    // Near the top: after the title band, before the text's first section.
    expect($('*').index(box)).toBeLessThan($('*').index($('article h2').first()));

    const full = site.page('/privacy-policy/upcoming');
    expect(full('meta[name="robots"]').attr('content')).toBe('noindex');
    expect(readText(full('main h1 + p'))).toBe(`Effective ${dateInWords(upcoming())}`);
    expect([readText(full('article')).includes(UPCOMING.added[0]), notice(full).length]).toEqual([
      true,
      0,
    ]);
    expect(site.file('sitemap.xml')).not.toContain('/upcoming');
  });

  it('a version taking effect on the day: current, with the one before it in its history', () => {
    const $ = site.page('/modern-slavery-statement');
    expect(readText($('main h1 + p'))).toBe(`Effective ${dateInWords(site.jobs.buildDate)}`);
    expect(headings($)).toEqual(['Version 2 (current)', 'Version 1']);
    expect(notice($)).toHaveLength(0);
  });

  it('an Atom 1.0 feed of every version, the announced one included, named in <head>', () => {
    const feed = cheerio.load(site.file('legal/atom.xml') ?? '', {xml: true});
    const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
    expect(feed('feed').attr('xmlns')).toBe('http://www.w3.org/2005/Atom');
    for (const name of ['id', 'title', 'author > name'])
      expect(feed(`feed > ${name}`).text()).not.toBe('');
    const entries = feed('entry').get();
    // Each entry's id present and its own, and its title.
    expect(new Set(texts(feed('entry > id')).filter(Boolean)).size).toBe(entries.length);
    expect(texts(feed('entry > title')).filter(Boolean)).toHaveLength(entries.length);
    for (const updated of texts(feed('feed > updated, entry > updated')))
      expect(updated).toMatch(RFC3339);
    const versions = fixturePolicies(site.jobs.buildDate).flatMap(({versions}) => versions);
    expect(entries).toHaveLength(versions.length + 1);
    const links = feed('entry > link')
      .map((_, link) => feed(link).attr('href'))
      .get();
    expect(links.filter((href) => href.endsWith('/privacy-policy/upcoming'))).toHaveLength(1);
    const $ = site.page('/terms-of-service');
    expect($('head link[rel="alternate"][type="application/atom+xml"]').attr('href')).toBe(
      '/legal/atom.xml',
    );
  });

  it('the statement, with the Markdown for writers, is valid to the W3C Nu HTML Checker', () => {
    const vnu = join(__dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');
    const file = join(site.dir, 'modern-slavery-statement.html');
    // Fails with each error.
    expect(() => execFileSync('java', ['-jar', vnu, '--errors-only', file])).not.toThrow();
  }, 120_000); // a limit: Java took 20 s on a busy machine

  it('the build leaves its git work tree clean, so a writer’s next save takes nothing else along', () => {
    const status = execFileSync('git', ['status', '--porcelain'], {cwd: join(site.dir, '..')});
    expect(status.toString()).toBe('');
  });
});
