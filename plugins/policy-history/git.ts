/**
 * The little of git the policy history needs: whether the history is there at
 * all, the commits that touched one file (across renames), and the file as it
 * stood at each of them.
 */
import {execFileSync} from 'node:child_process';

export type GitStatus = {complete: true} | {complete: false; reason: string};

export type FileCommit = {
  /** Full hash. */
  commit: string;
  /** The committer's date and time with the offset git recorded (`%cI`). */
  committedAt: string;
  subject: string;
  /** The value of a `Policy-Change:` trailer in the commit message, if it has one. */
  policyChange: string | null;
  /** The file's path at this commit, relative to the top of the repository. */
  path: string;
};

// Settings of the machine's own git config that would change the output parsed below.
const PLAIN = ['-c', 'log.showSignature=false', '-c', 'core.quotePath=false'];

function git(cwd: string, args: string[]): string {
  return execFileSync('git', [...PLAIN, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Whether `dir` sits in a git work tree (git is installed and the site was cloned, not copied). */
export function inGitWorkTree(dir: string): boolean {
  try {
    return git(dir, ['rev-parse', '--is-inside-work-tree']).trim() === 'true';
  } catch {
    return false;
  }
}

/** Whether `dir` sits in a git work tree whose history is complete. */
export function gitStatus(dir: string): GitStatus {
  try {
    git(dir, ['rev-parse', '--is-inside-work-tree']);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      complete: false,
      reason: missing ? 'git is not installed' : 'the site is not in a git repository',
    };
  }
  if (git(dir, ['rev-parse', '--is-shallow-repository']).trim() === 'true') {
    return {
      complete: false,
      reason: 'the repository is a shallow clone (`git fetch --unshallow` fetches the rest)',
    };
  }
  try {
    git(dir, ['rev-parse', '--verify', '--quiet', 'HEAD']);
  } catch {
    return {complete: false, reason: 'the repository has no commits yet'};
  }
  return {complete: true};
}

// Record and field separators that cannot occur in a subject line.
const RECORD = '\x1e';
const FIELD = '\x1f';
const FORMAT = `${RECORD}%H${FIELD}%cI${FIELD}%s${FIELD}%(trailers:key=Policy-Change,valueonly,unfold)`;

/** The commits that changed `file` (relative to `dir`), oldest first, following renames. */
export function fileCommits(dir: string, file: string): FileCommit[] {
  // -z ends the format with NUL and the file name (at that commit) with another.
  const log = git(dir, ['log', '--follow', '-z', '--name-only', `--format=${FORMAT}`, '--', file]);
  return (
    log
      .split(RECORD)
      .filter(Boolean)
      .map((record) => {
        const [header, name = ''] = record.split('\0');
        const [commit, committedAt, subject, trailers] = header.split(FIELD);
        const policyChange = trailers.split('\n').find((line) => line.trim() !== '');
        return {
          commit,
          committedAt,
          subject,
          policyChange: policyChange?.trim() ?? null,
          path: name.replace(/^\n/, ''),
        };
      })
      // A merge that only brought in a change made on a branch lists no file; the branch's commit did.
      .filter((commit) => commit.path !== '')
      .reverse()
  );
}

/** The file at `path` (relative to the top of the repository) as it stood at `commit`. */
export function fileAt(dir: string, commit: string, path: string): string {
  return git(dir, ['show', `${commit}:${path}`]);
}
