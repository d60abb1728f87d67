/**
 * Resolves `translate({id, message}, values)` and `<Translate id values>message</Translate>`
 * at build time against the locale's code translations, as @docusaurus/Translate would at run
 * time (`codeTranslations[id ?? message] ?? message`, then `{name}` replaced by its value). The
 * bundle then carries the message as plain text and JSX, as hand-written English did, and none
 * of the ids, descriptions or calls: the English pages' scripts stay the bytes they were.
 * A call it cannot read statically (a message or values built at run time) is left as it is.
 */
import {transformSync, types as t, type NodePath, type PluginObj} from '@babel/core';

export type CodeTranslations = Record<string, string>;

const MODULE = '@docusaurus/Translate';
const PLACEHOLDER = /\{(\w+)\}/g;

type Part = string | t.Expression;

/** The message split at its placeholders, each replaced by its value where `values` names it. */
function interpolate(message: string, values: Map<string, t.Expression>): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    const value = values.get(match[1]);
    if (!value) continue;
    parts.push(message.slice(last, match.index));
    parts.push(t.isStringLiteral(value) ? value.value : t.cloneNode(value));
    last = match.index + match[0].length;
  }
  parts.push(message.slice(last));
  // Adjacent text joined, as one string of the message.
  const joined: Part[] = [];
  for (const part of parts) {
    const previous = joined.at(-1);
    if (typeof part === 'string' && typeof previous === 'string') joined[joined.length - 1] += part;
    else joined.push(part);
  }
  return joined.filter((part) => part !== '');
}

function staticString(node: t.Node | null | undefined): string | undefined {
  if (!node) return undefined;
  if (t.isStringLiteral(node)) return node.value;
  if (t.isTemplateLiteral(node) && node.expressions.length === 0)
    return node.quasis[0].value.cooked;
  if (t.isJSXExpressionContainer(node)) return staticString(node.expression as t.Node);
  return undefined;
}

/** `{a, b: c}` as name → expression; undefined when it is not a plain object literal. */
function valuesOf(node: t.Node | null | undefined): Map<string, t.Expression> | undefined {
  const values = new Map<string, t.Expression>();
  if (!node) return values;
  if (!t.isObjectExpression(node)) return undefined;
  for (const property of node.properties) {
    if (!t.isObjectProperty(property) || property.computed) return undefined;
    const key = t.isIdentifier(property.key)
      ? property.key.name
      : staticString(property.key as t.Node);
    if (key === undefined || !t.isExpression(property.value)) return undefined;
    values.set(key, property.value);
  }
  return values;
}

function localized(translations: CodeTranslations, id?: string, message?: string) {
  const key = id ?? message;
  return key === undefined ? undefined : (translations[key] ?? message ?? id);
}

/** `translate(...)`: a string literal, or a template literal when it has values. */
function inlineCall(path: NodePath<t.CallExpression>, translations: CodeTranslations): void {
  const [options, valuesNode] = path.node.arguments;
  if (!t.isObjectExpression(options)) return;
  const fields = valuesOf(options);
  if (!fields) return;
  const id = staticString(fields.get('id'));
  const message = staticString(fields.get('message'));
  if ((fields.has('id') && id === undefined) || (fields.has('message') && message === undefined))
    return;
  const values = valuesOf(valuesNode as t.Node | undefined);
  const text = localized(translations, id, message);
  if (text === undefined || !values) return;
  const parts = interpolate(text, values);
  if (parts.every((part) => typeof part === 'string')) {
    path.replaceWith(t.stringLiteral(parts.join('')));
    return;
  }
  const quasis: t.TemplateElement[] = [];
  const expressions: t.Expression[] = [];
  let pending = '';
  for (const part of parts) {
    if (typeof part === 'string') pending += part;
    else {
      quasis.push(t.templateElement({raw: escapeTemplate(pending), cooked: pending}));
      expressions.push(part);
      pending = '';
    }
  }
  quasis.push(t.templateElement({raw: escapeTemplate(pending), cooked: pending}, true));
  path.replaceWith(t.templateLiteral(quasis, expressions));
}

function escapeTemplate(text: string): string {
  return text.replace(/\\|`|\$\{/g, (match) => `\\${match}`);
}

/** `<Translate>`: its parts spliced into the parent's children, or a fragment elsewhere. */
function inlineElement(
  path: NodePath<t.JSXElement>,
  name: string,
  translations: CodeTranslations,
): void {
  const opening = path.node.openingElement;
  if (!t.isJSXIdentifier(opening.name, {name})) return;
  let id: string | undefined;
  let values: Map<string, t.Expression> | undefined = new Map();
  for (const attribute of opening.attributes) {
    if (!t.isJSXAttribute(attribute) || !t.isJSXIdentifier(attribute.name)) return;
    const attributeName = attribute.name.name;
    if (attributeName === 'id') {
      id = staticString(attribute.value);
      if (id === undefined) return;
    } else if (attributeName === 'values') {
      const container = attribute.value;
      if (!t.isJSXExpressionContainer(container)) return;
      values = valuesOf(container.expression as t.Node);
    } else if (attributeName !== 'description') return;
  }
  const children = t.react.buildChildren(path.node);
  if (children.length > 1) return;
  const message = children.length === 0 ? undefined : staticString(children[0]);
  if (children.length === 1 && message === undefined) return;
  const text = localized(translations, id, message);
  if (text === undefined || !values) return;
  const parts = interpolate(text, values).map((part) =>
    t.jsxExpressionContainer(typeof part === 'string' ? t.stringLiteral(part) : part),
  );
  if (path.parentPath.isJSXElement() || path.parentPath.isJSXFragment()) {
    // A fragment among the parts (an inner <Translate>) joins the parent's children too.
    path.replaceWithMultiple(
      parts.flatMap((part) =>
        t.isJSXFragment(part.expression) ? part.expression.children : [part],
      ),
    );
  } else if (parts.length === 1 && t.isStringLiteral(parts[0].expression)) {
    path.replaceWith(parts[0].expression);
  } else {
    path.replaceWith(t.jsxFragment(t.jsxOpeningFragment(), t.jsxClosingFragment(), parts));
  }
}

function inlinePlugin(translations: CodeTranslations): PluginObj {
  return {
    name: 'inline-translations',
    visitor: {
      Program(program) {
        for (const statement of program.get('body')) {
          if (!statement.isImportDeclaration() || statement.node.source.value !== MODULE) continue;
          for (const specifier of statement.get('specifiers')) {
            const local = specifier.node.local.name;
            const binding = statement.scope.getBinding(local);
            if (!binding) continue;
            // Innermost first, so a <Translate> inside another's values is plain JSX by then.
            const references = [...binding.referencePaths].sort(
              (a, b) => (b.node.start ?? 0) - (a.node.start ?? 0),
            );
            for (const reference of references) {
              if (specifier.isImportDefaultSpecifier()) {
                // The opening tag's name, not the closing one's.
                const element = reference.parentPath?.isJSXOpeningElement()
                  ? reference.parentPath.parentPath
                  : undefined;
                if (element?.isJSXElement()) inlineElement(element, local, translations);
              } else if (
                specifier.isImportSpecifier() &&
                t.isIdentifier(specifier.node.imported, {name: 'translate'}) &&
                reference.parentPath?.isCallExpression({callee: reference.node})
              ) {
                inlineCall(reference.parentPath, translations);
              }
            }
          }
        }
        program.scope.crawl();
        for (const statement of program.get('body')) {
          if (!statement.isImportDeclaration() || statement.node.source.value !== MODULE) continue;
          for (const specifier of statement.get('specifiers')) {
            if (!program.scope.getBinding(specifier.node.local.name)?.referenced)
              specifier.remove();
          }
          if (statement.node.specifiers.length === 0) statement.remove();
        }
      },
    },
  };
}

/** The source with its translations resolved; unchanged when it does not import Translate. */
export function inlineTranslations(
  source: string,
  filename: string,
  translations: CodeTranslations,
): {code: string; map?: unknown} {
  if (!source.includes(MODULE)) return {code: source};
  const result = transformSync(source, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: {plugins: ['jsx', 'typescript']},
    // Translations as written, not as \u escapes.
    generatorOpts: {jsescOption: {minimal: true}},
    plugins: [inlinePlugin(translations)],
  });
  return {code: result?.code ?? source, map: result?.map ?? undefined};
}
