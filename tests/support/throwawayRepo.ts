/** A git repository for a test: fixed dates, a fixed author, the same history on every machine. */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';

// Variables a git hook may have set would point git at another repository.
const CLEAN_ENV = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE'].includes(name),
  ),
);

const IDENTITY = ['-c', 'user.name=Policy Tester', '-c', 'user.email=policy@tests.example'];
const PLAIN = ['-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main'];

export class ThrowawayRepo {
  private constructor(readonly dir: string) {}

  /** An empty repository in a new temporary folder. */
  static create(prefix = 'policy-history-'): ThrowawayRepo {
    return ThrowawayRepo.createAt(mkdtempSync(join(tmpdir(), prefix)));
  }

  /** An empty repository in `dir`, made anew: whatever the folder held is removed first. */
  static createAt(dir: string): ThrowawayRepo {
    rmSync(dir, {recursive: true, force: true});
    mkdirSync(dir, {recursive: true});
    const repo = new ThrowawayRepo(dir);
    repo.git('init', '--quiet');
    return repo;
  }

  git(...args: string[]): string {
    return execFileSync('git', [...PLAIN, ...IDENTITY, ...args], {
      cwd: this.dir,
      encoding: 'utf8',
      env: CLEAN_ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  write(path: string, text: string): this {
    const file = join(this.dir, path);
    mkdirSync(dirname(file), {recursive: true});
    writeFileSync(file, text);
    return this;
  }

  move(from: string, to: string): this {
    mkdirSync(dirname(join(this.dir, to)), {recursive: true});
    renameSync(join(this.dir, from), join(this.dir, to));
    return this;
  }

  /** Commits the work tree (or `paths`) at `date` (ISO 8601 with offset); returns the hash. */
  commit(message: string, date: string, paths?: string[]): string {
    this.git('add', ...(paths ? ['--', ...paths] : ['--all']));
    execFileSync('git', [...PLAIN, ...IDENTITY, 'commit', '--quiet', '--file', '-'], {
      cwd: this.dir,
      input: message,
      env: {...CLEAN_ENV, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date},
    });
    return this.git('rev-parse', 'HEAD').trim();
  }

  remove(): void {
    rmSync(this.dir, {recursive: true, force: true});
  }
}
