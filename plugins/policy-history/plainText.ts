/**
 * A policy file as a reader sees it: its paragraphs, headings and list items as
 * plain text, without front matter, imports, JSX or comments. The comparison of
 * two versions runs on this text, so it shows changes in the prose, not in the
 * MDX around it. Parsed with the MDX toolchain Docusaurus compiles the page with.
 */
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {Nodes, Parents, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {gfm} from 'micromark-extension-gfm';
import {mdxjs} from 'micromark-extension-mdxjs';

/**
 * How a component that renders text of its own reads in plain text, by name:
 * `{MailLink: ({to}) => emails[to]}` turns `<MailLink to="general" />` into the address it shows.
 */
export type ElementText = Record<string, (attributes: Record<string, string>) => string>;

export type PolicyText = {
  frontMatter: Record<string, unknown>;
  /** One entry per paragraph, heading, list item or table row, whitespace collapsed. */
  paragraphs: string[];
};

// Nodes that render no prose: imports and exports, {expressions} and {/* comments */}, raw HTML.
const SILENT = new Set([
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'html',
  'thematicBreak',
  'definition',
  'footnoteDefinition',
  'footnoteReference',
]);

// Nodes whose text is one paragraph of the result.
const PARAGRAPHS = new Set(['heading', 'paragraph', 'code', 'tableRow']);

function textOf(node: Nodes, elementText: ElementText): string {
  if (SILENT.has(node.type)) return '';
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'code':
      return node.value;
    case 'break':
      return ' ';
    case 'image':
      return node.alt ?? '';
    case 'tableRow':
      return node.children.map((cell) => textOf(cell, elementText)).join(' | ');
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const render = node.name ? elementText[node.name] : undefined;
      const attributes = node.attributes.flatMap((attribute) =>
        attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string'
          ? [[attribute.name, attribute.value]]
          : [],
      );
      if (render) return render(Object.fromEntries(attributes));
      break;
    }
  }
  return 'children' in node
    ? (node.children as Nodes[]).map((child) => textOf(child, elementText)).join('')
    : '';
}

/** An MDX text's syntax tree, parsed as Docusaurus compiles it (MDX and GitHub's Markdown). */
export function parseMdx(source: string): Root {
  return fromMarkdown(source, {
    extensions: [mdxjs(), gfm()],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()],
  });
}

function collectParagraphs(node: Nodes, elementText: ElementText, into: string[]): void {
  if (SILENT.has(node.type)) return;
  const rendersItself =
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    Boolean(node.name && elementText[node.name]);
  if (PARAGRAPHS.has(node.type) || rendersItself) {
    const text = textOf(node, elementText).replace(/\s+/g, ' ').trim();
    if (text) into.push(text);
    return;
  }
  if ('children' in node) {
    for (const child of (node as Parents).children) collectParagraphs(child, elementText, into);
  }
}

/**
 * Reads an MDX file's front matter (as Docusaurus does) and prose. Throws when
 * either does not parse; `filePath` names the file in the message.
 */
export async function readPolicyText(
  filePath: string,
  source: string,
  elementText: ElementText = {},
): Promise<PolicyText> {
  const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent: source});
  const paragraphs: string[] = [];
  collectParagraphs(parseMdx(content), elementText, paragraphs);
  return {frontMatter, paragraphs};
}
