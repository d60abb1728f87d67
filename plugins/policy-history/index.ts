/**
 * Policy history from git (docs/writing.md, "Changing a policy"). At build, reads the
 * commits of each policy text, groups them into versions by effective date and
 * compares each version with the one before. Each policy's history is written to
 * its own module, which its page imports (see ./remark.ts): none of it enters
 * the bundle every page loads. Docusaurus reads only a file's last update from git
 * (showLastUpdateTime); versions grouped by effective date are this site's own. Beside
 * them it writes the list of policies in sidebars.ts (title and address), which each
 * policy's page links in place of the classic theme's sidebar.
 */
import {basename, dirname, join, resolve} from 'node:path';
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {PolicyLink} from '../../src/lib/policyHistory';
import {
  isPolicyFile,
  PLUGIN_NAME,
  POLICY_LIST_MODULE,
  policyKey,
  readPolicyHistories,
  type PolicyHistories,
} from './history';
import {NOTES_FILE} from './notes';
import type {ElementText} from './plainText';
import {lastChangeDate} from './versions';

export {default as remarkPolicyHistory} from './remark';

export type Requirement = 'required' | 'optional';

export type Options = {
  /** The folder of policy texts, relative to the site (the pages plugin's `path`). */
  path: string;
  /** The `id` of the docs plugin's instance that serves the folder (the preset's: `default`). */
  docsId?: string;
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

/**
 * For the site's `markdown.parseFrontMatter`: the day a policy file last changed as a reader sees
 * it, from its history, as Docusaurus' `last_update` front matter; undefined for any other file or
 * when the history is not available (Docusaurus then reads the last commit, as for any page). So a
 * commit that changes nothing a reader sees (the editor rewriting front matter) does not move the
 * page's "Last updated" line, and it agrees with the version history below it.
 */
export function policyLastUpdate(
  siteDir: string,
  options: Pick<Options, 'path' | 'elementText'>,
): (filePath: string) => Promise<{date: string} | undefined> {
  const dir = resolve(siteDir, options.path);
  let histories: Promise<PolicyHistories> | undefined;
  return async (filePath) => {
    if (dirname(resolve(filePath)) !== dir || !isPolicyFile(basename(filePath))) return undefined;
    histories ??= readPolicyHistories(dir, {elementText: options.elementText});
    const history = (await histories).policies[policyKey(basename(filePath))];
    const date = history?.available ? lastChangeDate(history.versions) : undefined;
    return date ? {date} : undefined;
  };
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

      // The policies in the order of sidebars.ts, each under its sidebar label or title.
      async allContentLoaded({allContent, actions}) {
        const docs = allContent['docusaurus-plugin-content-docs']?.[options.docsId ?? 'default'] as
          DocsContent | undefined;
        const [version] = docs?.loadedVersions ?? [];
        const policies: PolicyLink[] = Object.values(version?.sidebars ?? {})
          .flat()
          .flatMap((item) => {
            const doc = item.type === 'doc' && version.docs.find(({id}) => id === item.id);
            if (!doc) return [];
            return [{title: item.label ?? doc.title, permalink: doc.permalink}];
          });
        await actions.createData(basename(POLICY_LIST_MODULE), JSON.stringify(policies));
      },
    };
  };
}
