/**
 * Each policy's version history as served, from this repository's git history (SPEC section 6):
 * every version, newest first, with its summary and effective date. Its comparisons, on a site
 * with several versions of each policy, are policy-history.spec.ts's.
 */
import type {CheerioAPI} from 'cheerio';
import {join} from 'node:path';
import {readPolicyHistories} from '@site/plugins/policy-history/history';
import type {PolicyHistory} from '@site/src/lib/policyHistory';
import {dateInWords} from '../support/frontMatter';
import {POLICIES} from '../e2e/contentPages';
import {builtPage, readText, region} from './builtSite';

let histories: Record<string, PolicyHistory>;
beforeAll(async () => {
  histories = (await readPolicyHistories(join(__dirname, '../../legal'))).policies;
});

/** Each version's heading, summary and effective date, in the order the page lists them. */
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

describe.each(POLICIES)('given $path as served', ({path}) => {
  it('lists its versions from git, newest first, each with its summary and effective date', () => {
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
  });
});
