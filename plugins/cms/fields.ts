/**
 * Decap CMS fields from the zod schemas, through zod's JSON Schema: required fields,
 * lengths, list counts, patterns and choices are the ones the build checks, so the
 * editor refuses what the build would refuse, wherever it can tell.
 * https://decapcms.org/docs/widgets/
 */
import * as z from 'zod';

/** The part of JSON Schema the data schemas produce, with the metadata src/data/schemas/blocks.ts adds. */
export type JsonSchema = {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  const?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** The message when `pattern` does not match (`text` in src/data/schemas/blocks.ts). */
  patternError?: string;
  minItems?: number;
  maxItems?: number;
  exclusiveMinimum?: number;
  format?: string;
};

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  /** A regular expression and its message; admin/editor.js compiles it with the `u` flag. */
  pattern?: [source: string, message: string];
  options?: string[];
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  [option: string]: unknown;
};

/** The JSON Schema of a zod schema, with what JSON Schema cannot say (refinements) left out. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {unrepresentable: 'any', io: 'input'}) as JsonSchema;
}

/** "validThrough" → "Valid through". */
function humanize(name: string) {
  const words = name.replace(/_|(?<=[a-z])(?=[A-Z])/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The length rule and the schema's own pattern as one expression, so Decap checks both. */
function patternOf({minLength, maxLength, pattern, patternError}: JsonSchema): CmsField['pattern'] {
  const matching = pattern !== undefined && (patternError ?? `must match ${pattern}`);
  if (minLength === undefined && maxLength === undefined) {
    return matching ? [pattern!, matching] : undefined;
  }
  // Decap tests the value as typed; the schema measures it trimmed, and refuses spaces around it.
  const length = `^(?=[\\s\\S]{${minLength ?? 0},${maxLength ?? ''}}$)`;
  const said =
    maxLength === undefined
      ? `must be at least ${minLength} characters long`
      : `must be ${minLength ?? 0} to ${maxLength} characters long`;
  return matching
    ? [`${length}[\\s\\S]*?(?:${pattern})`, `${said}, and ${matching}`]
    : [length, said];
}

function hintOf({description, maxLength, minItems, maxItems}: JsonSchema) {
  const hints = [
    description,
    maxLength !== undefined && `Up to ${maxLength} characters.`,
    minItems !== undefined && minItems === maxItems
      ? `Exactly ${minItems}.`
      : maxItems !== undefined && `At most ${maxItems}.`,
  ].filter(Boolean);
  return hints.length ? {hint: hints.join(' ')} : {};
}

/** The field to show in a collapsed list entry: the first of these it has. */
const SUMMARY_FIELDS = ['title', 'name', 'label', 'text', 'country', 'firstName', 'date'];

const DATE = {
  format: 'YYYY-MM-DD',
  date_format: 'YYYY-MM-DD',
  time_format: false,
  picker_utc: true,
};

export function fieldOf(name: string, node: JsonSchema, required: boolean): CmsField {
  const base = {name, label: node.title ?? humanize(name), required, ...hintOf(node)};
  const {type, items = {}, minItems, maxItems} = node;
  // The one value a literal allows (the menu's "/contact") is a choice of one.
  if (node.enum || node.const !== undefined) {
    return {...base, widget: 'select', options: node.enum ?? [node.const!]};
  }
  if (node.format === 'date') return {...base, widget: 'datetime', ...DATE};
  // A switch always holds a value; "required" would refuse `false`.
  if (type === 'boolean') return {...base, widget: 'boolean', required: false};
  if (type === 'integer' || type === 'number') {
    const min = node.exclusiveMinimum === 0 ? {min: 1} : {};
    return {...base, widget: 'number', value_type: type === 'integer' ? 'int' : 'float', ...min};
  }
  if (type === 'object') return {...base, widget: 'object', fields: fieldsOf(node)};
  if (type !== 'array') {
    const pattern = patternOf(node);
    // Text longer than a line gets a text area.
    const widget = node.maxLength === undefined || node.maxLength > 80 ? 'text' : 'string';
    return {...base, widget, ...(pattern && {pattern})};
  }
  // Decap refuses an empty list that is required; the schema allows one where it sets no minimum.
  const count = minItems ? {min: minItems} : {required: false};
  const list = {...base, widget: 'list', ...count, ...(maxItems !== undefined && {max: maxItems})};
  if (items.type !== 'object') {
    // A value alone (a category) has no title to fold under: shown open, named in the singular.
    const field = fieldOf(name.replace(/ies$/, 'y').replace(/s$/, ''), items, true);
    return {...list, collapsed: false, label_singular: field.label, field};
  }
  const fields = fieldsOf(items);
  const shown = SUMMARY_FIELDS.find((field) => fields.some((entry) => entry.name === field));
  return {...list, collapsed: true, ...(shown && {summary: `{{fields.${shown}}}`}), fields};
}

/** The fields of an object schema, in the schema's order (which is the file's order). */
export function fieldsOf(node: JsonSchema): CmsField[] {
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldOf(name, child, node.required?.includes(name) ?? false),
  );
}
