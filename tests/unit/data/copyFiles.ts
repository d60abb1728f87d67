/**
 * The files a writer edits: the data files (src/data/content/**) and the lines of the MDX
 * pages (src/pages/**), each line with the place a failure should name.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A line of copy: "src/pages/index.mdx" and "line 58". */
export type CopyLine = {file: string; field: string; value: string};

function filesUnder(folder: string, extension: string): string[] {
  return readdirSync(join(ROOT, folder), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith(extension))
    .map((file) => file.replace(/\\/g, '/'))
    .sort();
}

/** The data files under src/data/content, named relative to that folder: "popups/newHires.json". */
export const DATA_FILES = filesUnder('src/data/content', '.json');

export const PAGE_FILES = filesUnder('src/pages', '.mdx').map((file) => `src/pages/${file}`);

/** Every line of the MDX pages. */
export function pageLines(): CopyLine[] {
  return PAGE_FILES.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .map((value, index) => ({file, field: `line ${index + 1}`, value})),
  );
}
