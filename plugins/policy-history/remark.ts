/**
 * Adds `export {default as policyHistory} from '<the policy's history module>'`
 * to each policy text, so its history travels in the page's own chunk: no other
 * page downloads it. The docs theme's DocItem reads it from the loaded module.
 */
import type {Program} from 'estree';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {historyModule, isPolicyFile} from './paths';

export const EXPORT_NAME = 'policyHistory';

function reExport(source: string): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        declaration: null,
        attributes: [],
        specifiers: [
          {
            type: 'ExportSpecifier',
            local: {type: 'Identifier', name: 'default'},
            exported: {type: 'Identifier', name: EXPORT_NAME},
          },
        ],
        source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
      },
    ],
  };
}

export default function remarkPolicyHistory() {
  return (tree: Root, file: VFile): void => {
    if (!file.path || !isPolicyFile(file.path)) return;
    const source = historyModule(file.path);
    tree.children.push({
      type: 'mdxjsEsm',
      value: `export {default as ${EXPORT_NAME}} from ${JSON.stringify(source)};`,
      data: {estree: reExport(source)},
    });
  };
}
