// The copy of the site a rehearsal works in, so that this work tree is left alone.
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, rmSync} from 'node:fs';
import {basename, dirname, join} from 'node:path';

/** What a copy leaves out when the site is not a git clone (a git copy leaves out what .gitignore does). */
const NOT_COPIED = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  'test-results',
  'playwright-report',
  'blob-report',
  '.bench',
  'coverage',
  '.git',
]);

function git(cwd, args) {
  return execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
}

/** Copies the site at `root` into `dir`: a local clone checked out at HEAD, with the work tree's changes on top. */
export function copySite(root, dir, head) {
  let isGit = true;
  try {
    git(root, ['rev-parse', '--is-inside-work-tree']);
  } catch {
    isGit = false;
  }
  if (!isGit) {
    cpSync(root, dir, {recursive: true, filter: (src) => !NOT_COPIED.has(basename(src))});
    return 'a plain copy (not a git work tree: the policy history will be missing)';
  }
  const commit = git(root, ['rev-parse', 'HEAD']).trim();
  execFileSync('git', ['clone', '--quiet', '--local', '--no-checkout', root, dir], {
    stdio: 'ignore',
  });
  git(dir, ['checkout', '--quiet', '--detach', commit]);
  if (head) return `a clone at ${commit.slice(0, 10)} (committed work only)`;
  const changed = git(root, ['diff', '--name-only', '-z', 'HEAD']).split('\0').filter(Boolean);
  const untracked = git(root, ['ls-files', '-z', '--others', '--exclude-standard'])
    .split('\0')
    .filter(Boolean);
  for (const file of [...changed, ...untracked]) {
    const from = join(root, file);
    const to = join(dir, file);
    if (existsSync(from)) {
      mkdirSync(dirname(to), {recursive: true});
      cpSync(from, to);
    } else {
      rmSync(to, {force: true});
    }
  }
  return `a clone at ${commit.slice(0, 10)} with the work tree's ${changed.length} changed and ${untracked.length} new file(s) on top`;
}
