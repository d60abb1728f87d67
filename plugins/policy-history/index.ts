/**
 * Policy history from git (docs/writing.md, "Changing a policy"). At build, reads the
 * commits of each policy text, groups them into versions by effective date and
 * compares each version with the one before. Each policy's history is written to
 * its own module, which its page imports (see ./remark.ts): none of it enters
 * the bundle every page loads.
 */
import {join, resolve} from 'node:path';
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {readPolicyHistories} from './history';
import {NOTES_FILE} from './notes';
import {PLUGIN_NAME} from './paths';
import type {ElementText} from './plainText';

export {default as remarkPolicyHistory} from './remark';

export type Requirement = 'required' | 'optional';

export type Options = {
  /** The folder of policy texts, relative to the site (the docs plugin's `path`). */
  path: string;
  /** `required`: a build without the full git history fails instead of saying so on the pages. */
  history: Requirement;
  /** How components that render text of their own read in the comparison. */
  elementText?: ElementText;
};

/** The POLICY_HISTORY setting: `required`, or unset (optional). */
export function readRequirement(value: string | undefined): Requirement {
  if (value === undefined || value === '' || value === 'optional') return 'optional';
  if (value === 'required') return 'required';
  throw new Error(
    `POLICY_HISTORY is ${JSON.stringify(value)}, but it must be "required" or unset.`,
  );
}

/** The plugin, configured: `plugins: [policyHistory({path: 'legal', history: 'required'})]`. */
export default function policyHistory(options: Options): PluginModule {
  return (context: LoadContext): Plugin => {
    const dir = resolve(context.siteDir, options.path);
    return {
      name: PLUGIN_NAME,

      getPathsToWatch: () => [join(dir, '*.{md,mdx}'), join(dir, NOTES_FILE)],

      async contentLoaded({actions}) {
        const {missing, policies} = await readPolicyHistories(dir, {
          elementText: options.elementText,
        });
        if (missing.length > 0) {
          const line = `Version history is not available in this build: ${missing.join('; ')}.`;
          if (options.history === 'required') {
            throw new Error(`${line} POLICY_HISTORY=required makes this an error.`);
          }
          logger.warn(line);
        }
        await Promise.all(
          Object.entries(policies).map(([key, history]) =>
            actions.createData(`${key}.json`, JSON.stringify(history)),
          ),
        );
      },
    };
  };
}
