// `npm run screenshots:update`. The pictures (tests/e2e/screenshots.spec.ts) are taken of the
// fixture site, whose content comes from one commit, the pin; this sets the pin to the last
// commit that changed the content and renews the pictures. The tests import the two constants
// (hence no import.meta here).
import {execFileSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/**
 * The writers' and owner's files (git pathspecs): what the editor saves (plugins/cms/config.ts:
 * blog/, the pages' MDX, src/data/content/, portraits in static/img/team/) and the facts the
 * launch check names (src/config/site.ts). legal/ is the fixture's own.
 */
export const CONTENT_PATHS = [
  'blog',
  'src/pages/*.mdx',
  'src/data/content',
  'src/config/site.ts',
  'static/img/team',
];
/** The commit the fixture site takes CONTENT_PATHS from. */
export const CONTENT_PIN = 'tests/e2e/__screenshots__/content-commit';

if (process.argv[1]?.endsWith('screenshots-update.mjs')) {
  const git = (...args) => execFileSync('git', args, {encoding: 'utf8'});
  writeFileSync(CONTENT_PIN, git('log', '-1', '--format=%H', '--', ...CONTENT_PATHS));
  const uncommitted = git('status', '--porcelain', '--', ...CONTENT_PATHS);
  if (uncommitted) console.log(`Not in the pictures until committed:\n${uncommitted}`);
  const renew = [
    'test',
    'tests/e2e/screenshots.spec.ts',
    '--update-snapshots',
    ...process.argv.slice(2),
  ];
  // The config also serves the site under test, which the pictures do not use: a page of one
  // line stands in for its build.
  const unused = mkdtempSync(join(tmpdir(), 'no-build-'));
  writeFileSync(join(unused, 'index.html'), '<!doctype html><title>Unused</title>');
  const env = {...process.env, E2E_BUILD_DIR: unused};
  execFileSync('playwright', renew, {stdio: 'inherit', env});
}
