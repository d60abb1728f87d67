/**
 * Reads each data file under src/data/content, checks it against its schema and turns zod's
 * issues into sentences a writer can act on, naming the file, the entry and the field:
 * "leadership.json: entry 3 (Daniel Okafor) has no title".
 */
import {readFileSync} from 'node:fs';
import * as z from 'zod';
import {COPY_RULES, KINDS, type CopyRule} from '../../src/data/schemas/blocks';

/** The folder the data files live in; `file` is relative to it. */
export const DATA_DIR = new URL('../../src/data/content/', import.meta.url);

/** A data file under src/data/content, what it holds and the schema that checks it. */
export type ContentModule = {
  /** Relative to src/data/content: "leadership.json", "popups/newHires.json". */
  file: string;
  /** The parsed file; undefined when it could not be read (see `unreadable`). */
  data: unknown;
  /** Why the file could not be read as JSON, naming the line. */
  unreadable?: string;
  schema: z.ZodType;
  /** What the editor at /admin/ calls the file (plugins/cms). */
  editorLabel?: string;
  /** The page the editor's "View Preview" opens; none for files every page shows (the home page). */
  previewPage?: string;
};

/** The file's JSON, or why it is not JSON (Node's message names the line and column). */
function readJson(file: string, dir: URL = DATA_DIR): Pick<ContentModule, 'data' | 'unreadable'> {
  const text = readFileSync(new URL(file, dir), 'utf8');
  try {
    return {data: JSON.parse(text)};
  } catch (error) {
    return {data: undefined, unreadable: `is not valid JSON (${(error as Error).message})`};
  }
}

/** The module with its file read again, as it stands now (a save in the editor changes it). */
export function reread(module: ContentModule): ContentModule {
  return module.file.endsWith('.json') ? {...module, ...readJson(module.file)} : module;
}

/**
 * A translation's copy of the data file: the same schema, the file read from `dir`
 * (i18n/<locale>/content/) and named in messages by `label`, e.g. "i18n/fr/content/".
 */
export function translated(module: ContentModule, dir: URL, label: string): ContentModule {
  return {...module, file: `${label}${module.file}`, ...readJson(module.file, dir)};
}

/** A data file under src/data/content, read now, with the schema that checks it and its name in the editor. */
export function dataFile(
  file: string,
  schema: z.ZodType,
  editorLabel: string,
  previewPage?: string,
): ContentModule {
  return {file, ...readJson(file), schema, editorLabel, previewPage};
}

type Segment = string | number;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** " (Daniel Okafor)": the entry's name, title or text, so a writer finds it. */
function labelOf(entry: unknown): string {
  if (!isRecord(entry)) return '';
  const {name, title, label, text, firstName, lastInitial, country} = entry;
  const person = typeof lastInitial === 'string' ? `${firstName} ${lastInitial}.` : firstName;
  const found = [name, title, label, text, person, country].find(
    (value) => typeof value === 'string' && value.trim(),
  );
  return found ? ` (${found})` : '';
}

/** The schema one step down the path: an object's field or a list's entries. */
function schemaAt(schema: unknown, key: Segment): unknown {
  if (schema instanceof z.ZodOptional) return schemaAt(schema.unwrap(), key);
  if (schema instanceof z.ZodObject && typeof key === 'string') return schema.shape[key];
  if (schema instanceof z.ZodArray) return schema.element;
  return undefined;
}

/** "footer column 1 (Company), link 3 (About Us)": each list entry under its kind's name. */
function placeOf(module: ContentModule, path: Segment[]): string {
  const parts: string[] = [];
  let value: unknown = module.data;
  let schema: unknown = module.schema;
  for (const key of path) {
    if (typeof key === 'number') {
      const kind = schema instanceof z.ZodType ? KINDS.get(schema)?.kind : undefined;
      const list = parts.pop();
      const entry = isRecord(value) ? value[key] : undefined;
      parts.push(`${kind ?? `${list} entry`} ${key + 1}${labelOf(entry)}`);
    } else {
      parts.push(key);
    }
    value = isRecord(value) ? value[key] : undefined;
    schema = schemaAt(schema, key);
  }
  return parts.join(', ');
}

/**
 * A message that starts "must be" says what the value should have been, so the
 * value itself goes before it: `telegram is "t.me/x", but it must be ...`.
 */
function describeIssue(module: ContentModule, issue: z.core.$ZodIssue): string {
  const path = issue.path.filter((key): key is Segment => typeof key !== 'symbol');
  const field = path.length > 1 && typeof path.at(-1) === 'string' ? path.pop() : undefined;
  const place = placeOf(module, path);
  const where = place ? `${module.file}: ${place}` : module.file;
  const {message, input} = issue;
  // A rule's own report carries no value; a field's check on nothing means the field is missing.
  const missing = issue.code !== 'custom' && input === undefined;
  const states = message.startsWith('must be ');
  const hint = states ? ` (it ${message})` : '';
  const found = states && input !== undefined ? ` is ${JSON.stringify(input)}, but it` : '';
  if (field !== undefined) {
    return missing ? `${where} has no ${field}${hint}` : `${where}: ${field}${found} ${message}`;
  }
  if (!place) return message.startsWith('has ') ? `${where} ${message}` : `${where}: ${message}`;
  return missing ? `${where} is missing${hint}` : `${where}${found} ${message}`;
}

/** The rules about the English copy a check spares (COPY_RULES in src/data/schemas/blocks.ts). */
export type Relaxed = readonly CopyRule[];

/** The English copy rules no translation is held to: the words the spec gives English. */
export const TRANSLATION_RELAXED: Relaxed = ['wording'];

/** The generated pseudo-locales, a third longer in brackets, keep only the files' shape. */
export const PSEUDO_RELAXED: Relaxed = COPY_RULES;

/** The rule about the English copy an issue reports, if it is one. */
function copyRuleOf(issue: z.core.$ZodIssue): CopyRule | undefined {
  // A translator keeps the patterns; pseudo-localised letters cannot (nor are slugs pseudo-localised).
  if (issue.code === 'invalid_format') return 'pattern';
  const rule: unknown = issue.code === 'custom' ? issue.params?.rule : undefined;
  return (COPY_RULES as readonly unknown[]).includes(rule) ? (rule as CopyRule) : undefined;
}

/** A problem's sentence, with the file and the path in its data of what it names. */
export type Problem = {file: string; path: PropertyKey[]; message: string};

/**
 * Every problem in one data file; empty when there is none. `relaxed` leaves out those rules
 * about the English copy (a translation's file: TRANSLATION_RELAXED).
 */
export function problemsIn(
  module: ContentModule,
  {relaxed = []}: {relaxed?: Relaxed} = {},
): Problem[] {
  const {file} = module;
  if (module.unreadable) return [{file, path: [], message: `${file} ${module.unreadable}`}];
  const result = module.schema.safeParse(module.data, {reportInput: true});
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => {
      const rule = copyRuleOf(issue);
      return rule === undefined || !relaxed.includes(rule);
    })
    .map((issue) => ({file, path: issue.path, message: describeIssue(module, issue)}));
}

/** Every problem in one data file, as sentences (problemsIn). */
export function checkModule(module: ContentModule, options?: {relaxed?: Relaxed}): string[] {
  return problemsIn(module, options).map(({message}) => message);
}

export class ContentCheckError extends Error {
  constructor(problems: string[]) {
    super(
      `Content check: ${problems.length} problem${problems.length === 1 ? '' : 's'} ` +
        `in the data files:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    );
    this.name = 'ContentCheckError';
  }
}
