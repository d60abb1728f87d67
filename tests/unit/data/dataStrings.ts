/**
 * Every string a writer can edit: each data module's exports (src/data/**) and the
 * lines of the MDX pages (src/pages/**), each with the place a failure should name.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A string in the copy: "services.ts" and "SERVICES, entry 3, icon"; "src/pages/index.mdx" and "line 58". */
export type CopyString = {file: string; field: string; value: string};

function filesUnder(folder: string, extension: string): string[] {
  return readdirSync(join(ROOT, folder), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith(extension))
    .sort();
}

/** "SERVICES, entry 3, icon": arrays count from 1, as the other data messages do. */
function* stringsIn(value: unknown, field: string): Generator<{field: string; value: string}> {
  if (typeof value === 'string') {
    yield {field, value};
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries())
      yield* stringsIn(item, `${field}, entry ${index + 1}`);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, `${field}, ${key}`);
  }
}

export const DATA_FILES = filesUnder('src/data', '.ts');

/** The exported strings of every module under src/data, the file named relative to that folder. */
export async function dataStrings(): Promise<CopyString[]> {
  const found: CopyString[] = [];
  for (const file of DATA_FILES) {
    const exports: Record<string, unknown> = await import(join(ROOT, 'src/data', file));
    for (const [name, value] of Object.entries(exports)) {
      for (const string of stringsIn(value, name)) found.push({file, ...string});
    }
  }
  return found;
}

export const PAGE_FILES = filesUnder('src/pages', '.mdx').map((file) => `src/pages/${file}`);

/** Every line of the MDX pages. */
export function pageLines(): CopyString[] {
  return PAGE_FILES.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .map((value, index) => ({file, field: `line ${index + 1}`, value})),
  );
}
