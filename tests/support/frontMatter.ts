/**
 * Front matter as writers write it and Docusaurus reads it (with its own parser), for the
 * tests to take what they expect from: an article's title, a policy's effective date.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import matter from '@11ty/gray-matter';

const ROOT = join(__dirname, '../..');

/** The front matter of a Markdown or MDX file, by its path in this repository. */
export function frontMatterOf(file: string): Record<string, unknown> {
  return matter(readFileSync(join(ROOT, file), 'utf8')).data;
}

/** A front matter date as written, YYYY-MM-DD: YAML reads an unquoted one as a Date. */
export function isoDateOf(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

/** The calendar date as the pages write it in English, in every time zone: "August 25, 2025". */
export function dateInWords(isoDate: string, month: 'long' | 'short' = 'long'): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month,
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
