/**
 * The content check's problems as GitHub Actions annotations: in a workflow (GITHUB_ACTIONS=true)
 * each one is also printed as `::error file=src/data/content/x.json,line=N::<the same sentence>`,
 * which GitHub shows on that line of the pull request's diff.
 * https://docs.github.com/actions/reference/workflows-and-actions/workflow-commands
 */
import {existsSync, readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {DATA_DIR, type Problem} from './check';

const ROOT = new URL('../../', import.meta.url);

const STRING = /"(?:[^"\\]|\\.)*"/y;
const PRIMITIVE = /[^\s,\]}]+/y;

/**
 * The line (from 1) where the value at `path` starts in the JSON `text`: an object's field at
 * its key, a list's entry at its first character; the nearest enclosing one when it is missing.
 */
export function lineOf(text: string, path: readonly PropertyKey[]): number {
  let pos = 0;
  const space = () => {
    while (/\s/.test(text[pos] ?? '')) pos += 1;
  };
  const skip = (): void => {
    const pattern = text[pos] === '"' ? STRING : PRIMITIVE;
    if (text[pos] !== '{' && text[pos] !== '[') {
      pattern.lastIndex = pos;
      pos = pattern.exec(text) ? pattern.lastIndex : pos + 1;
      return;
    }
    // An object's keys are skipped as values: only the brackets matter here.
    for (pos += 1, space(); text[pos] !== '}' && text[pos] !== ']'; space()) {
      if (text[pos] === ',' || text[pos] === ':') pos += 1;
      else skip();
    }
    pos += 1;
  };
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;

  let line = 1;
  space();
  for (const key of path) {
    const open = text[pos];
    if (open !== '{' && open !== '[') return line;
    pos += 1;
    for (let index = 0; ; index += 1) {
      space();
      if (text[pos] === ',') pos += 1;
      space();
      if (pos >= text.length || text[pos] === '}' || text[pos] === ']') return line;
      const start = pos;
      let name: PropertyKey = index;
      if (open === '{') {
        skip();
        name = JSON.parse(text.slice(start, pos)) as string;
        space();
        pos += 1;
        space();
      }
      if (name === key) {
        line = lineAt(start);
        break;
      }
      skip();
    }
  }
  return line;
}

/** The file's path from the repository's root: an English data file, or a translation's copy. */
function repositoryPath(file: string): string | undefined {
  const root = fileURLToPath(ROOT);
  if (!file) return undefined;
  return [new URL(file, DATA_DIR), new URL(file, ROOT)]
    .map((url) => fileURLToPath(url))
    .find((path) => existsSync(path))
    ?.slice(root.length);
}

// Workflow commands end at a newline and split their properties at commas and colons.
const escapeData = (text: string) =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::error file=…,line=…::message`, or a plain `::error::message` for data that is in no file. */
export function annotation({file, path, message}: Problem): string {
  const found = repositoryPath(file);
  if (!found) return `::error::${escapeData(message)}`;
  const line = path.length > 0 ? `,line=${lineOf(readFileSync(found, 'utf8'), path)}` : '';
  return `::error file=${escapeProperty(found)}${line}::${escapeData(message)}`;
}

/** Prints each problem as an annotation when running in GitHub Actions; elsewhere, nothing. */
export function reportToActions(problems: readonly Problem[]): void {
  if (process.env.GITHUB_ACTIONS !== 'true') return;
  for (const problem of problems) console.log(annotation(problem));
}
