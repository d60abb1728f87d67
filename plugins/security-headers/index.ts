/**
 * Writes build/_headers, as Cloudflare Pages reads it:
 * the policy hashes the named inline scripts only and names Crisp's hosts only when the chat
 * is on, and never on the editor's own origin (src/config/editor.ts). The pages are checked against the list by `node scripts/csp.mjs check`, after the
 * build, since other plugins still rewrite them while this one runs. No package writes a
 * policy from a build's own scripts.
 */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {getHtmlMinifier} from '@docusaurus/bundler';
import type {Plugin} from '@docusaurus/types';
import {BOOT_SCRIPT} from '../../src/browser/bootScript';
import {EDITOR_ORIGIN} from '../../src/config/editor';
import {headerFiles, SETTINGS_FILE} from './headerFiles.mjs';

/** The chat is on (Crisp's hosts); CSP_REPORT_URI or null; the editor's adminSources. */
export type Options = {chat: boolean; reportUri: string | null; admin: Record<string, string[]>};

const THEME_SCRIPT = "Docusaurus' theme script (colour mode and ?docusaurus-data-* attributes)";

export default function securityHeaders(options: Options): () => Plugin {
  return () => ({
    name: 'security-headers',
    async postBuild({outDir, generatedFilesDir, plugins, siteConfig}) {
      // The only inline scripts the pages may run: the boot script and the one(s)
      // docusaurus-theme-classic adds to every page (asked of the theme itself), as they stand
      // after Docusaurus' own minifier.
      const theme = plugins.find((plugin) => plugin.name === 'docusaurus-theme-classic');
      const tags = Object.values(theme?.injectHtmlTags?.({content: theme.content}) ?? {}).flat();
      const named = [
        ['the boot script (src/browser/bootScript.ts)', BOOT_SCRIPT],
        ...tags.flatMap((tag) =>
          typeof tag === 'object' && tag.tagName === 'script' && tag.innerHTML
            ? [[THEME_SCRIPT, tag.innerHTML]]
            : [],
        ),
      ];
      const minifier = await getHtmlMinifier({
        type: siteConfig.future.faster.swcHtmlMinimizer ? 'swc' : 'terser',
      });
      const allowedScripts = await Promise.all(
        named.map(async ([name, source]) => {
          const {code} = await minifier.minify(`<script>${source}</script>`);
          return {name, body: code.match(/<script>([\s\S]*)<\/script>/)![1]};
        }),
      );
      const settings = {allowedScripts, ...options, editorOrigin: EDITOR_ORIGIN};
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
