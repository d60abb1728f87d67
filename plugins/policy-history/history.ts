/**
 * Reads the version history of every policy text in a folder from git.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {basename, join} from 'node:path';
import type {PolicyHistory} from '../../src/lib/policyHistory';
import {toIsoDate} from '../../src/lib/formatDate';
import {fileAt, fileCommits, gitStatus, type FileCommit} from './git';
import {notesError, NOTES_FILE, readHistoryNotes, type HistoryNotes} from './notes';
import {readPolicyText, type ElementText} from './plainText';
import {backwardMove, groupVersions, versionsOn, type Revision} from './versions';

export const PLUGIN_NAME = 'policy-history';

/** A policy text: a Markdown or MDX file that is not a partial (`_name.mdx`). */
export function isPolicyFile(file: string): boolean {
  return /\.mdx?$/.test(file) && !basename(file).startsWith('_');
}

/** `legal/privacy-policy.mdx` -> `privacy-policy`. */
export function policyKey(file: string): string {
  return basename(file).replace(/\.mdx?$/, '');
}

/** The module the plugin writes a policy's history to (with `createData`), as the bundler imports it. */
export function historyModule(file: string): string {
  return `@generated/${PLUGIN_NAME}/default/${policyKey(file)}.json`;
}

/** The module listing every policy (`createData`), for the links between them. */
export const POLICY_LIST_MODULE = `@generated/${PLUGIN_NAME}/default/_policies.json`;

export type HistoryOptions = {
  elementText?: ElementText;
  /** The build's day (YYYY-MM-DD): a version that takes effect after it is announced, not in force. */
  buildDate?: string;
};

export type PolicyHistories = {
  /** Why the history, or part of it, is not in this build; empty when it all is. */
  missing: string[];
  /** Each policy's history, by file name without extension (`privacy-policy`). */
  policies: Record<string, PolicyHistory>;
  /**
   * The text in force of each policy whose file holds an upcoming version, by the file's
   * absolute path: the file as it stood at the in-force version's last commit.
   */
  inForce: Record<string, string>;
};

/** The policy texts in `dir`, by file name. */
export function policyFiles(dir: string): string[] {
  return readdirSync(dir).filter(isPolicyFile).sort();
}

/**
 * The state of a policy text at each of its commits (from `fileCommits`, oldest
 * first), without the commits `notes` skip and without those a reader cannot
 * tell from the state before (front matter rewritten by the editor, say). Throws,
 * naming the file and the commit, when a state has no valid `effective_date` or
 * its MDX does not parse.
 */
export async function readRevisions(
  dir: string,
  commits: FileCommit[],
  notes: HistoryNotes,
  {elementText}: HistoryOptions = {},
): Promise<Revision[]> {
  const kept = commits.filter(({commit}) => !(commit in notes.skip));
  const states = await Promise.all(
    kept.map(async ({commit, committedAt, subject, policyChange, path}) => {
      const where = `${path} at commit ${commit.slice(0, 12)}`;
      let text;
      try {
        text = await readPolicyText(path, fileAt(dir, commit, path), elementText);
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`);
      }
      const effectiveDate = toIsoDate(text.frontMatter.effective_date);
      if (!effectiveDate) {
        throw new Error(
          `${where}: front matter field "effective_date" is ${JSON.stringify(text.frontMatter.effective_date)}, ` +
            `not a date written as YYYY-MM-DD. If that state was never published, list the commit under "skip" in ${NOTES_FILE}.`,
        );
      }
      const revision: Revision = {
        commit,
        path,
        // The calendar day in the committer's own time zone, as git recorded it: the same on every build machine.
        date: committedAt.slice(0, 10),
        summary: notes.summaries[commit] ?? policyChange ?? subject,
        effectiveDate,
        paragraphs: text.paragraphs,
      };
      // What tells a state apart for a reader: its file, title, description, effective date and prose.
      const {title, description} = text.frontMatter;
      const view = JSON.stringify([path, title, description, effectiveDate, text.paragraphs]);
      return {revision, view};
    }),
  );
  return states
    .filter(({view}, index) => index === 0 || view !== states[index - 1].view)
    .map(({revision}) => revision);
}

/** Notes about commits that changed no policy text are typos: say so. */
function checkNotes(dir: string, commits: FileCommit[], notes: HistoryNotes): void {
  const known = new Set(commits.map(({commit}) => commit));
  const problems = (['skip', 'summaries'] as const).flatMap((field) =>
    Object.keys(notes[field])
      .filter((commit) => !known.has(commit))
      .map((commit) => `${field} names ${commit}, which changed no policy text`),
  );
  if (problems.length > 0) throw notesError(join(dir, NOTES_FILE), problems);
}

/** The version history of every policy text in `dir`, or why it is missing. */
export async function readPolicyHistories(
  dir: string,
  options: HistoryOptions = {},
): Promise<PolicyHistories> {
  const files = policyFiles(dir);
  const status = gitStatus(dir);
  if (!status.complete) {
    return {
      missing: [status.reason],
      policies: Object.fromEntries(files.map((file) => [policyKey(file), {available: false}])),
      inForce: {},
    };
  }
  const notes = readHistoryNotes(dir);
  const commits = files.map((file) => fileCommits(dir, file));
  checkNotes(dir, commits.flat(), notes);
  const missing: string[] = [];
  const policies: Record<string, PolicyHistory> = {};
  const inForce: Record<string, string> = {};
  for (const [index, file] of files.entries()) {
    const revisions = await readRevisions(dir, commits[index], notes, options);
    const back = backwardMove(revisions);
    if (back) {
      throw new Error(
        `${back.revision.path} at commit ${back.revision.commit.slice(0, 12)}: front matter field ` +
          `"effective_date" is ${back.revision.effectiveDate}, not after ${back.from}, the date of the ` +
          `version before it. A new version takes effect after the current one; if that state was ` +
          `never published, list the commit under "skip" in ${NOTES_FILE}.`,
      );
    }
    if (revisions.length === 0) {
      missing.push(`${basename(dir)}/${file} has no commits yet`);
      policies[policyKey(file)] = {available: false};
      continue;
    }
    const all = groupVersions(revisions);
    const shown = options.buildDate ? versionsOn(all, options.buildDate) : {versions: all};
    policies[policyKey(file)] = {available: true, ...shown};
    // The file as written (the editor's local backend, say, saves without committing): no date
    // before the version in force's either.
    const fileContent = readFileSync(join(dir, file), 'utf8');
    const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent});
    const written = toIsoDate(frontMatter.effective_date);
    const inForceDate = shown.versions[0].effectiveDate;
    if (written && written < inForceDate) {
      throw new Error(
        `${basename(dir)}/${file}: front matter field "effective_date" is ${written}, not after ` +
          `${inForceDate}, the date of the version in force. A new version takes effect after it.`,
      );
    }
    if (shown.upcoming) {
      // The file as it stood just before the upcoming version's first commit.
      const first = revisions.find(({effectiveDate}) => effectiveDate > options.buildDate!)!;
      const before =
        commits[index][commits[index].findIndex(({commit}) => commit === first.commit) - 1];
      inForce[join(dir, file)] = fileAt(dir, before.commit, before.path);
    }
  }
  return {missing, policies, inForce};
}
