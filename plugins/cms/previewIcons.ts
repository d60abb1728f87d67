/**
 * Every icon a data file may name, as the SVG the site draws, so the editor's preview shows
 * a card's icon instead of its name. Rendered once at build time: the editor does not
 * load lucide-react.
 */
import {execFileSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

/**
 * Rendered in a Node process of its own: Docusaurus' CLI loads React's development build
 * before `docusaurus build` sets NODE_ENV to production, so React DOM's server renderer,
 * loaded after, would be the production one and fail against it ("dispatcher.getOwner is
 * not a function").
 */
export function previewIcons(): Record<string, string> {
  const script = fileURLToPath(new URL('./renderIcons.mts', import.meta.url));
  return JSON.parse(
    execFileSync(
      process.execPath,
      // icons.ts is TypeScript, which Node reads as an ES module after a first try as CommonJS.
      ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', script],
      {encoding: 'utf8'},
    ),
  ) as Record<string, string>;
}
