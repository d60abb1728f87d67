import {basename} from 'node:path';

export const PLUGIN_NAME = 'policy-history';

/** A policy text: a Markdown or MDX file that is not a partial (`_name.mdx`). */
export function isPolicyFile(file: string): boolean {
  return /\.mdx?$/.test(file) && !basename(file).startsWith('_');
}

/** `legal/privacy-policy.mdx` -> `privacy-policy`. */
export function policyKey(file: string): string {
  return basename(file).replace(/\.mdx?$/, '');
}

/** The module the plugin writes a policy's history to (with `createData`), as the bundler imports it. */
export function historyModule(file: string): string {
  return `@generated/${PLUGIN_NAME}/default/${policyKey(file)}.json`;
}
