// Each MDX page as a writer wrote it (src/pages with its data files, and legal/): tests/built/
// holds the served pages to it; tests/unit/data/specWording.test.ts holds it to the spec's wording.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import matter from '@11ty/gray-matter';
import {parseMdx} from '@site/plugins/policy-history/plainText';
import {
  APPLICATION_BODY,
  APPLICATION_SUBJECT,
  applicationBody,
  applicationSubject,
  type Opening,
} from '@site/src/components/Careers/opening';
import {readSiteFacts, type EmailKey, type LinkKey} from '@site/src/config/site';
import {ROUTES} from '@site/src/data/routes';
import {mailtoHref} from '@site/src/lib/mailto';
import {openingPath} from '@site/src/lib/openings';
import {dateInWords, isoDateOf} from '../support/frontMatter';
import {JOBS} from './openings';

const FACTS = readSiteFacts(process.env);
const ROOT = join(__dirname, '../..');

/** The exact href MailLink writes for this address and subject. */
export function mailto(to: EmailKey, subject: string): string {
  return mailtoHref(FACTS.emails[to], subject);
}

/** An opening's Apply link's exact href: the role in the subject, what to attach in the body. */
export function applyHref(opening: Opening): string {
  return mailtoHref(
    FACTS.emails.careers,
    applicationSubject(opening.title, APPLICATION_SUBJECT),
    applicationBody(opening, `${FACTS.siteUrl}${openingPath(opening.slug)}`, APPLICATION_BODY),
  );
}

/** An entry of a list: a data file's card, quote or leader, or a Markdown item as `{text}`. */
export type Entry = Record<string, unknown>;
type Link = {name: string; href: string; className?: string};

type Node = {type: string; [key: string]: unknown};
type Element = {name: string; props: Record<string, unknown>; children: Node[]};

/** An MDX or JSX element as its name, its props evaluated, and its children; else null. */
function elementOf(node: Node, scope: Record<string, unknown>): Element | null {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const props: Record<string, unknown> = {};
    for (const {name, value} of node.attributes as {name: string; value: Node | string}[]) {
      // A bare attribute (`muted`) is true; `{…}` an expression.
      const expression = typeof value === 'object' && value?.data;
      props[name] = expression
        ? evaluate(
            (expression as {estree: {body: {expression: Node}[]}}).estree.body[0].expression,
            scope,
          )
        : (value ?? true);
    }
    return {name: String(node.name), props, children: node.children as Node[]};
  }
  if (node.type === 'JSXElement') {
    const opening = node.openingElement as {name: {name: string}; attributes: Node[]};
    const props = Object.fromEntries(
      opening.attributes.map((attribute) => [
        (attribute.name as {name: string}).name,
        attribute.value ? evaluate(attribute.value as Node, scope) : true,
      ]),
    );
    return {name: opening.name.name, props, children: node.children as Node[]};
  }
  return null;
}

/** The value of the few expressions the pages write: data from an import, literals, JSX. */
function evaluate(node: Node, scope: Record<string, unknown>): unknown {
  const of = (child: unknown) => evaluate(child as Node, scope);
  if (node.type === 'Literal') return node.value;
  if (node.type === 'JSXExpressionContainer') return of(node.expression);
  if (node.type === 'Identifier') return scope[node.name as string];
  if (node.type === 'ArrayExpression') return (node.elements as Node[]).map(of);
  if (node.type === 'MemberExpression')
    return (of(node.object) as Record<string, unknown>)[(node.property as {name: string}).name];
  if (node.type !== 'ObjectExpression') return node; // JSX, kept as a tree to walk
  const properties = node.properties as {key: {name: string}; value: Node}[];
  return Object.fromEntries(properties.map(({key, value}) => [key.name, of(value)]));
}

/** Every node under `value`, in document order, with the JSX in props (not OpeningList's fallback). */
function* walk(value: unknown, scope: Record<string, unknown>): Generator<Node> {
  if (Array.isArray(value)) for (const child of value) yield* walk(child, scope);
  if (Array.isArray(value) || typeof value !== 'object' || value === null) return;
  const node = value as Node;
  const element = typeof node.type === 'string' ? elementOf(node, scope) : null;
  if (typeof node.type === 'string') yield node;
  if (!element) {
    for (const [key, child] of Object.entries(node))
      if (key !== 'position') yield* walk(child, scope);
    return;
  }
  for (const [name, prop] of Object.entries(element.props)) {
    if (name !== 'whenNone') yield* walk(prop, scope);
  }
  yield* walk(element.children, scope);
}

function textOf(node: Node): string {
  if (node.type === 'text' || node.type === 'JSXText') return String(node.value);
  return ((node.children as Node[] | undefined) ?? []).map(textOf).join('');
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function importsOf(tree: Node): Record<string, unknown> {
  const scope: Record<string, unknown> = {};
  const esm = (tree.children as Node[]).filter((node) => node.type === 'mdxjsEsm');
  for (const node of esm.flatMap((node) => (node.data as {estree: {body: Node[]}}).estree.body)) {
    const source = String((node.source as {value: string}).value);
    if (!source.endsWith('.json')) continue;
    const [specifier] = node.specifiers as {local: {name: string}}[];
    scope[specifier.local.name] = JSON.parse(readFileSync(source.replace('@site', ROOT), 'utf8'));
  }
  // The list shows the openings still open on the build's day, the ones it published.
  if (scope.careers) scope.careers = {...(scope.careers as object), openings: JOBS.open};
  return scope;
}

/** The entries a section lists: the data its components take, and its Markdown lists. */
function entriesOf(section: Element, scope: Record<string, unknown>): Entry[] {
  const entries: Entry[] = [];
  for (const node of walk(section.children, scope)) {
    if (node.type === 'list') {
      for (const item of node.children as Node[]) entries.push({text: squash(textOf(item))});
    }
    for (const value of Object.values(elementOf(node, scope)?.props ?? {})) {
      if (Array.isArray(value)) entries.push(...(value as Entry[]));
    }
  }
  return entries;
}

function linkOf({name, props, children}: Element): Link | null {
  const label = squash(children.map(textOf).join(''));
  const className = props.className as string | undefined;
  if (name === 'FactLink') return {name: label, href: FACTS.links[props.to as LinkKey], className};
  if (name !== 'MailLink') return null;
  const address = FACTS.emails[props.to as EmailKey];
  return {name: label || address, href: mailtoHref(address, props.subject as string), className};
}

const fileOf = (path: string) =>
  ['src/pages', 'legal']
    .map((dir) => join(ROOT, dir, `${path === '/' ? 'index' : path}.mdx`))
    .find((file) => existsSync(file));

/** The page at `path` as its MDX file writes it: `headings` are its `##` (a policy's sections). */
export function pageSource(path: string) {
  const {data, content} = matter(readFileSync(fileOf(path)!, 'utf8'));
  const tree = parseMdx(content) as unknown as Node;
  const scope = importsOf(tree);
  const source = {
    path,
    effectiveDate: data.effective_date,
    h1: String(data.title), // unless a PageHero gives one
    sections: [] as {title: string; entries: Entry[]}[],
    headings: [] as string[],
    links: [] as Link[],
  };
  for (const node of walk(tree, scope)) {
    if (node.type === 'heading' && node.depth === 2) source.headings.push(squash(textOf(node)));
    const element = elementOf(node, scope);
    if (element?.name === 'PageHero') source.h1 = String(element.props.title);
    if (element?.name === 'Section')
      source.sections.push({
        title: String(element.props.title),
        entries: entriesOf(element, scope),
      });
    const link = element && linkOf(element);
    if (link) source.links.push(link);
  }
  return source;
}

const writtenIn = (dir: string) => ROUTES.filter((path) => fileOf(path)?.includes(`/${dir}/`));

export const CONTENT_PAGES = writtenIn('src/pages').map(pageSource);

export const POLICIES = writtenIn('legal').map((path) => {
  const source = pageSource(path);
  const dateTime = isoDateOf(source.effectiveDate);
  return {...source, dateTime, effective: `Effective ${dateInWords(dateTime)}`};
});
