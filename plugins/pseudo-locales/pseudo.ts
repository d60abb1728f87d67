/**
 * Pseudo-localisation of the English sources (docs/translating.md) with the
 * `pseudo-localization` package: `accented` writes every letter accented, a, e, o and u
 * twice (about 30 % longer; this file doubles the i too, for SPEC's ~35 %, which the package
 * has no option for), inside [brackets] that show where text is cut off; `bidi` writes
 * the letters flipped between right-to-left marks. Which strings are copy, and what in them
 * stays as written (placeholders, addresses, the syntax of MDX and YAML), is this file's.
 */
import type {Nodes, Parents, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
// By its file: the package exports ES modules for `import` only, and Docusaurus loads plugins with
// jiti's `require`, which cannot resolve it by name.
import {
  pseudoLocalizeString,
  type Strategy,
} from '../../node_modules/pseudo-localization/dist/localize.js';
import {slugify} from '../../src/lib/slugify';
import {parseMdx} from '../policy-history/plainText';

export type {Strategy};

/** Placeholders, web and e-mail addresses: kept as written, outside the right-to-left marks. */
const KEPT = /(\{[^{}]*\}|https?:\/\/[^\s)]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

const LETTER = /[A-Za-z]/;

/**
 * One string of copy, pseudo-localised. Its spaces at either end stay outside, and text
 * without a letter (a figure, "1 / 10", "×") is left alone.
 */
export function pseudoText(text: string, strategy: Strategy): string {
  const [, before, core, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
  const parts = core.split(KEPT);
  if (!parts.some((part, index) => index % 2 === 0 && LETTER.test(part))) return text;
  const words = parts
    .map((part, index) =>
      index % 2 === 1 || !LETTER.test(part)
        ? part
        : pseudoLocalizeString(part, {strategy}).replace(/[īĪ]/g, '$&$&'),
    )
    .join('');
  return strategy === 'bidi' ? `${before}${words}${after}` : `${before}[${words}]${after}`;
}

/** A message of code.json: each plural form ("one|other") on its own. */
export function pseudoMessage(message: string, strategy: Strategy): string {
  return message
    .split('|')
    .map((form) => pseudoText(form, strategy))
    .join('|');
}

/** The props of the site's components that a visitor reads (or hears, as a name). */
const VISIBLE_PROPS = new Set([
  'title',
  'lead',
  'intro',
  'label',
  'alt',
  'description',
  'aria-label',
  // A mail link's subject line: the visitor's mail program shows it.
  'subject',
]);

/** Front-matter fields a visitor reads: the page's title, description and the image's text. */
const VISIBLE_FRONT_MATTER = ['title', 'description', 'image_alt', 'sidebar_label'];

type Edit = {start: number; end: number; text: string};

/** The edits that pseudo-localise the prose of an MDX or Markdown body. */
function bodyEdits(source: string, tree: Root, strategy: Strategy): Edit[] {
  const edits: Edit[] = [];
  const visit = (node: Nodes) => {
    const start = node.position?.start.offset ?? 0;
    const end = node.position?.end.offset ?? 0;
    // Text written with escapes or entities is left to a translator: its source differs from its value.
    if (node.type === 'text' && source.slice(start, end) === node.value) {
      edits.push({start, end, text: pseudoText(node.value, strategy)});
    }
    const programs: unknown[] = [];
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      programs.push(node.data?.estree);
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (typeof attribute.value === 'object') programs.push(attribute.value?.data?.estree);
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        const {name, value, position} = attribute;
        const at = {start: position?.start.offset ?? 0, end: position?.end.offset ?? 0};
        if (!VISIBLE_PROPS.has(name) || source.slice(at.start, at.end) !== `${name}="${value}"`) {
          continue;
        }
        // A section's heading id comes from its English title, so links to it still land.
        const id =
          node.name === 'Section' &&
          name === 'title' &&
          !node.attributes.some((other) => other.type === 'mdxJsxAttribute' && other.name === 'id')
            ? ` id="${slugify(value)}"`
            : '';
        const pseudo = pseudoText(value, strategy).replace(/"/g, '&quot;');
        edits.push({...at, text: `${name}="${pseudo}"${id}`});
      }
    }
    for (const program of programs) {
      if (program) edits.push(...expressionEdits(source, program as EstreeNode, strategy));
    }
    if ('children' in node) (node as Parents).children.forEach((child) => visit(child as Nodes));
  };
  visit(tree);
  return edits;
}

/** A node of the JavaScript that MDX parses in `{…}`, its offsets those of the whole body. */
type EstreeNode = {type: string; start: number; end: number; [key: string]: unknown};

/**
 * The copy written in JavaScript inside an MDX page (a card list's `items={[…]}`), as a
 * translator would change it: the text between JSX tags, the visible props written as
 * `prop="…"` and the visible keys of object literals written as `key: '…'`.
 */
function expressionEdits(source: string, program: EstreeNode, strategy: Strategy): Edit[] {
  const edits: Edit[] = [];
  const edit = (node: EstreeNode, quote: (text: string) => string) => {
    const value = node.value as string;
    const pseudo = pseudoText(value, strategy);
    if (pseudo !== value) edits.push({start: node.start, end: node.end, text: quote(pseudo)});
  };
  const isNode = (value: unknown): value is EstreeNode =>
    typeof value === 'object' && value !== null && typeof (value as EstreeNode).type === 'string';
  const visit = (node: EstreeNode) => {
    const key = (node.key ?? node.name) as {name?: unknown; value?: unknown} | undefined;
    const value = node.value as EstreeNode | undefined;
    // Text with entities or braces is left to a translator, as in prose.
    if (node.type === 'JSXText') {
      const text = node.value as string;
      if (source.slice(node.start, node.end) === text && !/[{}<>]/.test(text)) {
        edit(node, (pseudo) => pseudo);
      }
    } else if (
      (node.type === 'Property' || node.type === 'JSXAttribute') &&
      VISIBLE_PROPS.has(String(key?.name ?? key?.value)) &&
      value?.type === 'Literal' &&
      typeof value.value === 'string'
    ) {
      edit(value, (pseudo) => JSON.stringify(pseudo));
      return;
    }
    for (const [name, child] of Object.entries(node)) {
      if (name === 'loc' || name === 'range') continue;
      for (const item of Array.isArray(child) ? child : [child]) if (isNode(item)) visit(item);
    }
  };
  visit(program);
  return edits;
}

function applyEdits(source: string, edits: Edit[]): string {
  let result = source;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

/**
 * The named fields of a YAML text (front matter, blog/authors.yml), each rewritten as one
 * JSON-quoted line (YAML reads JSON strings), its folded continuation lines (indented further)
 * joined by spaces.
 */
function pseudoYaml(yaml: string, fields: string[], strategy: Strategy): string {
  const lines = yaml.split('\n');
  const out: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const [, indent = '', field = '', written = ''] =
      /^(\s*)([a-z_]+):\s*(.*)$/.exec(lines[index]) ?? [];
    if (!fields.includes(field)) {
      out.push(lines[index]);
      continue;
    }
    let value = written;
    while (/^\s+\S/.test(lines[index + 1] ?? '') && lines[index + 1].search(/\S/) > indent.length) {
      index += 1;
      value += ` ${lines[index].trim()}`;
    }
    const plain = !/^(["']).*\1$/.test(value)
      ? value
      : value.startsWith('"')
        ? (JSON.parse(value) as string)
        : value.slice(1, -1).replace(/''/g, "'");
    out.push(`${indent}${field}: ${JSON.stringify(pseudoText(plain, strategy))}`);
  }
  return out.join('\n');
}

/**
 * An MDX page, policy or Markdown article with its prose pseudo-localised: text, the visible
 * props of components and the visible front matter. Imports, JSX, expressions, `{/* #anchor *\/}`
 * heading ids, link targets, code and the other front-matter fields stay as written.
 */
export function pseudoMdx(source: string, strategy: Strategy, {mdx = true} = {}): string {
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(source)?.[0] ?? '';
  const body = source.slice(frontMatter.length);
  const tree = mdx
    ? parseMdx(body)
    : fromMarkdown(body, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  return (
    pseudoYaml(frontMatter, VISIBLE_FRONT_MATTER, strategy) +
    applyEdits(body, bodyEdits(body, tree, strategy))
  );
}

/** The blog's authors (blog/authors.yml), their names and titles pseudo-localised. */
export function pseudoAuthors(yaml: string, strategy: Strategy): string {
  return pseudoYaml(yaml, ['name', 'title'], strategy);
}

/** A JSON Schema node, as plugins/cms reads the data files' zod schemas. */
type SchemaNode = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
};

/**
 * Strings of the data files that are names for code, not copy (icons, addresses, keys), or
 * that a pattern holds to one letter (an initial). A figure ("5,000+", "12-Hour") is copy:
 * pseudoText leaves one without letters alone.
 */
const NOT_COPY = new Set(['slug', 'to', 'icon', 'telegram', 'lastInitial', 'src', 'imageText']);

/**
 * A data file with its copy pseudo-localised: the strings its schema calls text, except the
 * fields in NOT_COPY; choices (enums), fixed values, dates, numbers and flags are left alone.
 */
export function pseudoData(
  data: unknown,
  schema: SchemaNode,
  strategy: Strategy,
  key = '',
): unknown {
  const node = schema.anyOf?.find((option) => option.type !== 'null') ?? schema;
  if (typeof data === 'string') {
    const copy = node.enum === undefined && node.const === undefined && node.format !== 'date';
    return copy && !NOT_COPY.has(key) ? pseudoText(data, strategy) : data;
  }
  if (Array.isArray(data)) {
    return data.map((item) => pseudoData(item, node.items ?? {}, strategy, key));
  }
  if (typeof data === 'object' && data !== null) {
    return Object.fromEntries(
      Object.entries(data).map(([name, value]) => [
        name,
        pseudoData(value, node.properties?.[name] ?? {}, strategy, name),
      ]),
    );
  }
  return data;
}
