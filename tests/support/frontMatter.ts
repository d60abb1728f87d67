// Front matter as writers write it and Docusaurus reads it (its own parser), for tests to expect from.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import matter from '@11ty/gray-matter';

const ROOT = join(__dirname, '../..');

export const frontMatterOf = (file: string): Record<string, unknown> =>
  matter(readFileSync(join(ROOT, file), 'utf8')).data;

/** A date as written, YYYY-MM-DD: YAML reads an unquoted one as a Date. */
export const isoDateOf = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

/** The calendar date as the pages write it in English, in every time zone: "August 25, 2025". */
export function dateInWords(isoDate: string, month: 'long' | 'short' = 'long'): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month,
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
