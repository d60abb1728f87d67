import {readFile, writeFile} from 'node:fs/promises';

const queued = new Map<string, Promise<unknown>>();

/**
 * Rewrites a built page. Docusaurus runs the plugins' postBuild hooks at once, so two
 * plugins editing the same page would each write over the other's edit; here the
 * edits of one file are applied one after another.
 */
export function rewriteHtml(
  file: string,
  rewrite: (html: string) => string | Promise<string>,
): Promise<void> {
  const run = async () => writeFile(file, await rewrite(await readFile(file, 'utf8')));
  const next = (queued.get(file) ?? Promise.resolve()).then(run, run);
  queued.set(file, next);
  return next;
}
