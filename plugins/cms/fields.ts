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
  /** What to tell the writer when `pattern` does not match (`text` in src/data/schemas/blocks.ts). */
  patternError?: string;
  minItems?: number;
  maxItems?: number;
  exclusiveMinimum?: number;
  format?: string;
};

/**
 * A regular expression and its message, as Decap's `pattern` takes them. The third item is
 * the flags, turned into a RegExp by admin/editor.js: \p{Lu} needs the `u` flag.
 */
export type Pattern = [source: string, message: string, flags: 'u'];

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: Pattern;
  options?: string[];
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  summary?: string;
  collapsed?: boolean;
  value_type?: string;
  [option: string]: unknown;
};

/** The JSON Schema of a zod schema, with what JSON Schema cannot say (refinements) left out. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {unrepresentable: 'any', io: 'input'}) as JsonSchema;
}

/** "validThrough" → "Valid through". */
export function humanize(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Text longer than a line gets a text area. */
const LONG_TEXT = 80;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The length rule and the schema's own pattern as one expression, so Decap checks both. */
function patternOf(node: JsonSchema): Pattern | undefined {
  if (node.const !== undefined) {
    return [`^${escapeRegExp(node.const)}$`, `must be "${node.const}"`, 'u'];
  }
  const {minLength, maxLength, pattern, patternError} = node;
  const hasLength = minLength !== undefined || maxLength !== undefined;
  if (!hasLength && pattern === undefined) return undefined;
  const parts: string[] = [];
  const said: string[] = [];
  if (hasLength) {
    // Decap tests the value as typed; the schema measures it trimmed, and refuses spaces around it.
    parts.push(`^(?=[\\s\\S]{${minLength ?? 0},${maxLength ?? ''}}$)`);
    said.push(
      maxLength === undefined
        ? `must be at least ${minLength} characters long`
        : `must be ${minLength ?? 0} to ${maxLength} characters long`,
    );
  }
  if (pattern !== undefined) {
    parts.push(hasLength ? `[\\s\\S]*?(?:${pattern})` : pattern);
    said.push(patternError ?? `must match ${pattern}`);
  }
  return [parts.join(''), said.join(', and '), 'u'];
}

function hintOf(node: JsonSchema): string | undefined {
  const hints = [node.description];
  if (node.maxLength !== undefined) hints.push(`Up to ${node.maxLength} characters.`);
  if (node.minItems !== undefined && node.minItems === node.maxItems) {
    hints.push(`Exactly ${node.minItems}.`);
  } else if (node.maxItems !== undefined) {
    hints.push(`At most ${node.maxItems}.`);
  }
  const hint = hints.filter(Boolean).join(' ');
  return hint || undefined;
}

/** The field to show in a collapsed list entry: the first of these it has. */
const SUMMARY_FIELDS = ['title', 'name', 'label', 'text', 'country', 'firstName', 'date'];

function listOptions(node: JsonSchema) {
  return {
    // Decap refuses an empty list that is required; the schema allows one where it sets no minimum.
    ...(node.minItems ? {min: node.minItems} : {required: false}),
    ...(node.maxItems === undefined ? {} : {max: node.maxItems}),
  };
}

/** One Decap field for the JSON Schema `node` of the field `name`. */
export function fieldOf(name: string, node: JsonSchema, required: boolean): CmsField {
  const base = {
    name,
    label: node.title ?? humanize(name),
    required,
    ...(hintOf(node) ? {hint: hintOf(node)} : {}),
  };
  if (node.enum) return {...base, widget: 'select', options: node.enum};
  switch (node.type) {
    case 'boolean':
      // A switch always holds a value; "required" would refuse `false`.
      return {...base, widget: 'boolean', required: false};
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: node.type === 'integer' ? 'int' : 'float',
        ...(node.exclusiveMinimum === 0 ? {min: 1} : {}),
      };
    case 'object':
      return {...base, widget: 'object', fields: fieldsOf(node)};
    case 'array': {
      const items = node.items ?? {};
      if (items.type === 'object') {
        const fields = fieldsOf(items);
        const shown = SUMMARY_FIELDS.find((field) => fields.some((entry) => entry.name === field));
        return {
          ...base,
          widget: 'list',
          collapsed: true,
          ...(shown ? {summary: `{{fields.${shown}}}`} : {}),
          ...listOptions(node),
          fields,
        };
      }
      return {
        ...base,
        widget: 'list',
        ...listOptions(node),
        field: fieldOf(name.replace(/s$/, ''), items, true),
      };
    }
    default: {
      const pattern = patternOf(node);
      if (node.format === 'date') {
        return {
          ...base,
          widget: 'datetime',
          format: 'YYYY-MM-DD',
          date_format: 'YYYY-MM-DD',
          time_format: false,
          picker_utc: true,
        };
      }
      const long = node.maxLength === undefined || node.maxLength > LONG_TEXT;
      return {...base, widget: long ? 'text' : 'string', ...(pattern ? {pattern} : {})};
    }
  }
}

/** The fields of an object schema, in the schema's order (which is the file's order). */
export function fieldsOf(node: JsonSchema): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldOf(name, child, required.has(name)),
  );
}
