/**
 * Notes on commits made before a policy was first published, or before their
 * messages followed the convention (docs/writing.md, "Changing a policy"). Git history
 * cannot be rewritten, so they live beside the texts, in `policy-history.json`:
 *
 *   skip:      commits that are not part of any policy's published history
 *              (placeholders written before the first text), with the reason;
 *   summaries: the one-line summary of a commit whose subject does not describe
 *              the change to the policy and that has no `Policy-Change:` trailer.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as z from 'zod';

export const NOTES_FILE = 'policy-history.json';

const COMMIT = z.string().regex(/^[0-9a-f]{40}$/, 'is not a full 40-character commit hash');
const TEXT = z.string().trim().min(1, 'is empty');

const NOTES = z.strictObject({
  skip: z.record(COMMIT, TEXT).default({}),
  summaries: z.record(COMMIT, TEXT).default({}),
});

export type HistoryNotes = z.infer<typeof NOTES>;

/** A problem with the notes, naming their file. */
export const notesError = (file: string, problems: string[]) =>
  new Error(`${file}: ${problems.join('; ')}`);

/** The notes in `dir`, checked; none when the file does not exist. */
export function readHistoryNotes(dir: string): HistoryNotes {
  const file = join(dir, NOTES_FILE);
  if (!existsSync(file)) return {skip: {}, summaries: {}};
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw notesError(file, [`is not valid JSON (${(error as Error).message})`]);
  }
  const result = NOTES.safeParse(json);
  if (!result.success) {
    throw notesError(
      file,
      result.error.issues.map((issue) => {
        // A bad key (commit hash) reports its own problem one level down.
        const message = issue.code === 'invalid_key' ? issue.issues[0].message : issue.message;
        return issue.path.length > 0 ? `${issue.path.join('.')} ${message}` : message;
      }),
    );
  }
  return result.data;
}
