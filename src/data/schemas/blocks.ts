/**
 * The building blocks of the data files' schemas. Messages are written for the writer and
 * completed by the content check (plugins/content-check/check.ts) with the file, the entry and
 * the field; one that starts "must be" gets the value quoted before it.
 */
import * as z from 'zod';
import {ICON_NAMES} from '../../lib/iconNames';
import {emojiIn} from '../../lib/emoji';
import {toIsoDate} from '../../lib/formatDate';

/** What one entry of a list is called in messages: "benefit 3 (Work From Anywhere)". */
export const KINDS = z.registry<{kind: string}>();

const UNFINISHED = /\b(lorem|ipsum|todo|tbd|placeholder|xxx)\b/i;

export type Length = {
  /** Shortest allowed length in characters (2 unless said). */
  min?: number;
  /** Longest allowed length in characters. */
  max?: number;
  /** The number of sentences, each ending in . ! or ? before a space or the end. */
  sentences?: number;
  /** A pattern the whole text must match, and what to tell the writer when it does not. */
  pattern?: [RegExp, string];
};

/**
 * The rules about the English copy: its length, sentences and typography (a pattern such as
 * "a capitalised first name"), which the generated pseudo-locales (lengthened by a third,
 * wrapped in brackets) are not held to, and the words the spec gives it, which no
 * translation is held to (plugins/content-check/check.ts' `relaxed`).
 */
export const COPY_RULES = ['length', 'sentences', 'wording', 'pattern'] as const;

export type CopyRule = (typeof COPY_RULES)[number];

/**
 * Copy a writer edits: no stray spaces, finished, without emoji, within the room the page has.
 * The lengths and the pattern are also metadata, which the editor at /admin/ reads (plugins/cms).
 */
export function text({min = 2, max, sentences, pattern}: Length = {}) {
  const checked = z.string({error: 'must be text'}).superRefine((value, context) => {
    const problem = (message: string, rule?: CopyRule) =>
      context.addIssue({code: 'custom', message, ...(rule ? {params: {rule}} : {})});
    const trimmed = value.trim();
    if (trimmed !== value) problem('has spaces at its start or end');
    if (trimmed.length < min) problem(`is empty or too short: write at least ${min} characters`);
    if (max !== undefined && trimmed.length > max) {
      problem(`is ${trimmed.length} characters long; keep it to ${max}`, 'length');
    }
    const found = trimmed.match(/[.!?](?=\s|$)/g)?.length ?? 0;
    if (sentences !== undefined && found !== sentences) {
      problem(`should be ${sentences} sentence${sentences === 1 ? '' : 's'}`, 'sentences');
    }
    const unfinished = UNFINISHED.exec(value);
    if (unfinished) problem(`still holds unfinished text ("${unfinished[0]}")`);
    const emoji = emojiIn(value);
    if (emoji.length > 0) {
      problem(`holds the emoji "${emoji.join('')}": icons are SVGs, chosen by name`);
    }
  });
  const matched = pattern ? checked.regex(pattern[0], {error: pattern[1]}) : checked;
  return matched.meta({
    minLength: min,
    ...(max === undefined ? {} : {maxLength: max}),
    ...(pattern ? {patternError: pattern[1]} : {}),
  });
}

/** A decorative icon, named from the list in src/lib/iconNames.ts. */
export const icon = z.enum(ICON_NAMES, {error: 'must be one of the names in src/lib/iconNames.ts'});

/** A calendar date written YYYY-MM-DD, and a real one (no 2025-02-30). */
export const isoDate = z
  .string({error: 'must be a date written YYYY-MM-DD'})
  .refine((value) => toIsoDate(value) === value, {error: 'must be a real date written YYYY-MM-DD'})
  .meta({format: 'date'});

/** An entry with a field no component shows: usually a misspelt name. */
export const fieldsError = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys'
      ? `has the field ${issue.keys.map((key) => `"${key}"`).join(', ')}, which the page does not use (check its spelling)`
      : undefined,
};

/** A card: a decorative icon, a title and a plain-text description. */
export function card(description: Length, title: Length = {max: 60}) {
  return z.strictObject({icon, title: text(title), description: text(description)}, fieldsError);
}

/** A quote with the freelancer's name and country (src/components/Page/Quote's Testimonial). */
export function testimonial(quote: Length) {
  return z.strictObject(
    {
      name: text({max: 30}),
      country: text({max: 40}),
      quote: text(quote).refine((value) => !/^["“]|["”]$/.test(value), {
        error: 'must not include its own quotation marks',
      }),
    },
    fieldsError,
  );
}

/** `rule` names a rule about the English copy (COPY_RULES), which translations are spared. */
type Report = (message: string, path?: (string | number)[], rule?: CopyRule) => void;

/** A rule across entries: it reports each problem it finds, with the path to the entry or field. */
export type Rule<T> = (value: T, report: Report) => void;

/**
 * A rule across entries (a count, no repeats, a claim the copy must make). It runs
 * even when an entry has problems of its own, so the writer sees all of them at once.
 */
export function across<T extends z.ZodType>(schema: T, rule: Rule<z.output<T>>): T {
  return schema.superRefine(
    (value, context) => {
      try {
        rule(value, (message, path = [], copyRule) =>
          context.addIssue({
            code: 'custom',
            message,
            path,
            ...(copyRule ? {params: {rule: copyRule}} : {}),
          }),
        );
      } catch (error) {
        // The rule met an entry of the wrong shape, which its own schema reports already.
        if (!(error instanceof TypeError)) throw error;
      }
    },
    {when: (payload) => typeof payload.value === 'object' && payload.value !== null},
  ) as unknown as T;
}

/** Reports each entry whose `key` repeats an earlier one's: `repeats the title "…"`. */
export function distinct<T>(
  entries: readonly T[],
  what: string,
  key: (entry: T) => unknown,
  report: Report,
): void {
  const seen = new Set<unknown>();
  entries.forEach((entry, index) => {
    const value = key(entry);
    if (seen.has(value)) report(`repeats the ${what} "${String(value)}"`, [index]);
    seen.add(value);
  });
}

export type ListRules<T> = {
  /** The exact number of entries the page needs. */
  count?: number;
  /** Or the range it has room for. */
  between?: [number, number];
  /** Fields no two entries may share. */
  unique?: (keyof T & string)[];
  /** No two entries alike: for a list of single values (routes, names). */
  distinct?: boolean;
};

/** A list of entries, each called `kind` in messages ("opening 3 (Video Editor)"). */
export function list<T extends z.ZodType>(kind: string, entry: T, rules: ListRules<z.output<T>>) {
  const {count, between, unique = [], distinct: alike = false} = rules;
  const schema = across(z.array(entry, {error: 'must be a list'}), (entries, report) => {
    const length = entries.length;
    if (count !== undefined && length !== count) {
      report(`has ${length} entries, but the page needs exactly ${count}`);
    }
    if (between && (length < between[0] || length > between[1])) {
      report(`has ${length} entries; keep between ${between[0]} and ${between[1]}`);
    }
    for (const field of unique) distinct(entries, field, (item) => item[field], report);
    if (alike) distinct(entries, kind, (item) => item, report);
  });
  // What the editor can check of these rules: how many entries (plugins/cms reads it).
  const [fewest, most] = count === undefined ? (between ?? []) : [count, count];
  return schema.register(KINDS, {kind}).meta({
    ...(fewest ? {minItems: fewest} : {}),
    ...(most === undefined ? {} : {maxItems: most}),
  });
}

/** A list of cards ({icon, title, description}) with titles named once. */
export function cards(kind: string, count: number, description: Length = {min: 40, max: 260}) {
  return list(kind, card(description), {count, unique: ['title']});
}

/**
 * A data file's schema: its fields, each checked by the schema of the same name, and an optional
 * rule across them (a claim the page's copy must make).
 */
export function dataSchema<Shape extends Record<string, z.ZodType>>(
  shape: Shape,
  rule?: Rule<z.output<z.ZodObject<Shape>>>,
) {
  const fields = z.strictObject(shape, fieldsError);
  return rule ? across(fields, rule) : fields;
}
