import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

// Where theme-classic's client modules live, as .docusaurus/client-modules.js requires them.
const themeClassicLib = dirname(
  createRequire(import.meta.url).resolve('@docusaurus/theme-classic'),
);

/**
 * Leaves out of the browser bundles what theme-classic ships and no page of this site uses:
 * - Prism: no page shows code, so `prism-react-renderer` becomes a plain stand-in
 *   (src/components/Page/PlainCode), and the client module that loads Prism's
 *   languages on every page goes;
 * - nprogress, theme-classic's route-loading bar: the site's own spinner
 *   (src/clientModules/routeSpinner.ts) is the one the spec asks for.
 */
export const trimThemeClassic: Record<string, string | false> = {
  'prism-react-renderer$': fileURLToPath(
    new URL('../../src/components/Page/PlainCode/index.tsx', import.meta.url),
  ),
  [`${join(themeClassicLib, 'prism-include-languages')}$`]: false,
  [`${join(themeClassicLib, 'nprogress')}$`]: false,
};
