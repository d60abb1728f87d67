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
import {mkdir, writeFile} from 'node:fs/promises';
import {basename, dirname, join, resolve, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {POLICY_FEED, upcomingPath, type PolicyLink} from '../../src/lib/policyHistory';
import {
  isPolicyFile,
  PLUGIN_NAME,
  policyFiles,
  POLICY_LIST_MODULE,
  policyKey,
  readPolicyHistories,
  type PolicyHistories,
} from './history';
import {NOTES_FILE} from './notes';
import {policyFeed, type FeedPolicy} from './feed';
import type {ElementText} from './plainText';
import {lastChangeDate} from './versions';

export {default as remarkPolicyHistory} from './remark';

export type Requirement = 'required' | 'optional';

export type Options = {
  /** The folder of policy texts, relative to the site (the pages plugin's `path`). */
  path: string;
  /** The `id` of the docs plugin's instance that serves the folder (the preset's: `default`). */
  docsId?: string;
  /** The build's day, YYYY-MM-DD: a version that takes effect after it is announced, not yet in force. */
  buildDate?: string;
  /** The policy page's component, which also draws an upcoming version's text at its own address. */
  component: string;
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

type SourceOptions = Pick<Options, 'path' | 'elementText' | 'buildDate'>;

/**
 * For the site's `markdown.parseFrontMatter`, by a file's path: `lastUpdate`, the day a policy
 * file last changed as a reader sees it, from its history, as Docusaurus' `last_update` front
 * matter (undefined for any other file, or without the history: Docusaurus then reads the last
 * commit); so a commit that changes nothing a reader sees (the editor rewriting front matter)
 * does not move "Last updated", which agrees with the history. `inForce`, the text in force of a
 * file that holds an upcoming version, whose front matter the page shows until that day.
 */
export function policySources(siteDir: string, options: SourceOptions) {
  const dir = resolve(siteDir, options.path);
  let histories: Promise<PolicyHistories> | undefined;
  const read = async (filePath: string) => {
    if (dirname(resolve(filePath)) !== dir || !isPolicyFile(basename(filePath))) return undefined;
    histories ??= readPolicyHistories(dir, options);
    return histories;
  };
  return {
    async lastUpdate(filePath: string): Promise<{date: string} | undefined> {
      const history = (await read(filePath))?.policies[policyKey(basename(filePath))];
      const date = history?.available ? lastChangeDate(history.versions) : undefined;
      return date ? {date} : undefined;
    },
    inForce: async (filePath: string) => (await read(filePath))?.inForce[resolve(filePath)],
  };
}

/** The plugin, configured: `plugins: [policyHistory({path: 'legal', history: 'required'})]`. */
export default function policyHistory(options: Options): PluginModule {
  return (context: LoadContext): Plugin => {
    const dir = resolve(context.siteDir, options.path);
    let read: PolicyHistories | undefined;
    // Each policy file's text in force as the plugin wrote it (empty: the file's own), by path.
    const inForceFiles: Record<string, string> = {};
    let feedPolicies: FeedPolicy[] = [];
    return {
      name: PLUGIN_NAME,

      getPathsToWatch: () => [join(dir, '*.{md,mdx}'), join(dir, NOTES_FILE)],

      async contentLoaded({actions}) {
        read = await readPolicyHistories(dir, options);
        const {missing, policies} = read;
        if (missing.length > 0) {
          const line = `Version history is not available in this build: ${missing.join('; ')}.`;
          if (options.history === 'required') {
            throw new Error(`${line} POLICY_HISTORY=required makes this an error.`);
          }
          logger.warn(line);
        }
        await Promise.all(
          Object.entries(policies).map(async ([key, history]) => {
            await actions.createData(`${key}.json`, JSON.stringify(history));
            const file = policyFiles(dir).find((name) => policyKey(name) === key)!;
            const text = read?.inForce[join(dir, file)] ?? '';
            inForceFiles[join(dir, file)] = await actions.createData(`${key}.in-force.txt`, text);
          }),
        );
      },

      configureWebpack() {
        const loader = fileURLToPath(new URL('./inForceLoader.cjs', import.meta.url));
        const rule = {test: /\.mdx?$/, include: [dir + sep], enforce: 'pre' as const};
        return {module: {rules: [{...rule, use: [{loader, options: {files: inForceFiles}}]}]}};
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
        feedPolicies = policies.flatMap(({title, permalink}) => {
          const history = read?.policies[permalink.split('/').at(-1)!];
          return history ? [{title, permalink, history}] : [];
        });
        // Each upcoming version's text, in full, at its own address (noindex, out of the sitemap).
        for (const doc of version?.docs ?? []) {
          const history = read?.policies[doc.id];
          if (!history?.available || !history.upcoming) continue;
          actions.addRoute({
            path: upcomingPath(doc.permalink),
            exact: true,
            component: options.component,
            modules: {content: `${doc.source}?upcoming`},
            props: {upcoming: true},
          });
        }
      },

      async postBuild({outDir, siteConfig}) {
        const file = join(outDir, POLICY_FEED);
        await mkdir(dirname(file), {recursive: true});
        await writeFile(
          file,
          policyFeed({url: siteConfig.url, title: siteConfig.title}, feedPolicies),
        );
      },
    };
  };
}
