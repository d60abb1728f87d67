/**
 * Runs each data module's schema and turns zod's issues into sentences a writer can
 * act on, naming the file, the entry and the field:
 * "leadership.ts: entry 3 (Daniel Okafor) has no title".
 */
import * as z from 'zod';
import {across, KINDS, type Rule} from './rules';

/** A module under src/data, its exports and the schema that checks them. */
export type ContentModule = {
  /** Relative to src/data: "leadership.ts", "popups/newHires.ts". */
  file: string;
  exports: Record<string, unknown>;
  schema: z.ZodType;
};

/**
 * A data module's exports, each checked by the schema of the same name, and an
 * optional rule across them (a claim the page's copy must make).
 */
export function contentModule<Shape extends Record<string, z.ZodType>>(
  file: string,
  exports: object,
  shape: Shape,
  rule?: Rule<z.output<z.ZodObject<Shape>>>,
): ContentModule {
  const exported = z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `exports ${issue.keys.join(', ')}, which plugins/content-check/schemas does not check yet`
        : undefined,
  });
  const schema = rule ? across(exported, rule) : exported;
  return {file, exports: exports as Record<string, unknown>, schema};
}

type Segment = string | number;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** " (Daniel Okafor)": the entry's name, title or text, so a writer finds it. */
function labelOf(entry: unknown): string {
  if (!isRecord(entry)) return '';
  const {name, title, label, text, firstName, lastInitial} = entry;
  const person = typeof lastInitial === 'string' ? `${firstName} ${lastInitial}.` : firstName;
  const found = [name, title, label, text, person].find(
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
  let value: unknown = module.exports;
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
  if (!place) return `${where}: ${message}`;
  return missing ? `${where} is missing${hint}` : `${where}${found} ${message}`;
}

/** Every problem in one module, as sentences; empty when there is none. */
export function checkModule(module: ContentModule): string[] {
  const result = module.schema.safeParse(module.exports, {reportInput: true});
  return result.success ? [] : result.error.issues.map((issue) => describeIssue(module, issue));
}

export class ContentCheckError extends Error {
  constructor(problems: string[]) {
    super(
      `Content check: ${problems.length} problem${problems.length === 1 ? '' : 's'} ` +
        `in src/data:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    );
    this.name = 'ContentCheckError';
  }
}
