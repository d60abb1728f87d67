/**
 * Adds `export {default as policyHistory} from '<the policy's history module>'`
 * to each policy text, so its history travels in the page's own chunk: no other
 * page downloads it; and the list of policies, for the links between them. The
 * policy's page (src/components/Legal/PolicyPage) reads both from the loaded module.
 */
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {historyModule, isPolicyFile, POLICY_LIST_MODULE} from './history';
import {parseMdx} from './plainText';

export default function remarkPolicyHistory() {
  return (tree: Root, file: VFile): void => {
    if (!file.path || !isPolicyFile(file.path)) return;
    // Parsed, so the statement comes with the JavaScript tree (estree) MDX compiles it from.
    const source = [
      `export {default as policyHistory} from ${JSON.stringify(historyModule(file.path))};`,
      `export {default as policies} from ${JSON.stringify(POLICY_LIST_MODULE)};`,
    ].join('\n');
    tree.children.push(...parseMdx(source).children);
  };
}
