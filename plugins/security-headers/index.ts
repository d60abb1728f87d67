import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {getHtmlMinifier, type HtmlMinifier} from '@docusaurus/bundler';
import type {HtmlTagObject, HtmlTags, Plugin, Props} from '@docusaurus/types';
import {BOOT_SCRIPT} from '../../src/browser/bootScript';
import {headerFiles, SETTINGS_FILE} from './headerFiles.mjs';

export type Options = {
  /** The chat is on (CHAT_SITE_KEY is set): Crisp's hosts join the policy. */
  chat: boolean;
  /** Where browsers report violations (CSP_REPORT_URI); null sends no reports. */
  reportUri: string | null;
  /** What the editor at /admin/ connects to and shows (adminPolicy.mjs' adminSources). */
  admin?: {connect: string[]; img: string[]};
};

type NamedScript = {name: string; source: string};

/**
 * The only inline scripts the pages may run: the policy hashes these and no
 * other, and `node scripts/csp.mjs check` fails on any other, naming the page.
 */
function allowedInlineScripts(plugins: Props['plugins']): NamedScript[] {
  return [
    {name: 'the boot script (src/browser/bootScript.ts)', source: BOOT_SCRIPT},
    {
      name: "Docusaurus' theme script (colour mode and ?docusaurus-data-* attributes)",
      source: themeScript(plugins),
    },
  ];
}

/** The inline script docusaurus-theme-classic adds to every page, asked of the theme itself. */
function themeScript(plugins: Props['plugins']): string {
  const theme = plugins.find((plugin) => plugin.name === 'docusaurus-theme-classic');
  const tags = theme?.injectHtmlTags?.({content: theme.content}) ?? {};
  const scripts = [tags.headTags, tags.preBodyTags, tags.postBodyTags]
    .flatMap((group: HtmlTags | undefined) => (group === undefined ? [] : [group].flat()))
    .filter(
      (tag): tag is HtmlTagObject =>
        typeof tag === 'object' && tag.tagName === 'script' && Boolean(tag.innerHTML),
    );
  if (scripts.length !== 1) {
    throw new Error(
      `Security headers: expected one inline script from docusaurus-theme-classic, found ${scripts.length}.`,
    );
  }
  return scripts[0].innerHTML!;
}

/** The script's text as it stands in the built pages, after Docusaurus' own HTML minifier. */
async function asBuilt(minifier: HtmlMinifier, source: string): Promise<string> {
  const {code} = await minifier.minify(`<script>${source}</script>`);
  return code.match(/<script>([\s\S]*)<\/script>/)![1];
}

/**
 * Writes build/_headers and build/security-headers.conf: the policy hashes the
 * listed inline scripts and names Crisp's hosts only when the chat is on. The
 * pages are checked against the list by `node scripts/csp.mjs check`, after the
 * build, since other plugins still rewrite them while this one runs.
 */
export default function securityHeaders(options: Options): () => Plugin {
  return () => ({
    name: 'security-headers',
    async postBuild({outDir, generatedFilesDir, plugins, siteConfig}) {
      const minifier = await getHtmlMinifier({
        type: siteConfig.future.faster.swcHtmlMinimizer ? 'swc' : 'terser',
      });
      const allowedScripts = await Promise.all(
        allowedInlineScripts(plugins).map(async ({name, source}) => ({
          name,
          body: await asBuilt(minifier, source),
        })),
      );
      const settings = {allowedScripts, ...options};
      for (const [file, text] of Object.entries(headerFiles(settings))) {
        writeFileSync(join(outDir, file), text);
      }
      writeFileSync(
        join(generatedFilesDir, SETTINGS_FILE),
        `${JSON.stringify(settings, null, 2)}\n`,
      );
    },
  });
}
