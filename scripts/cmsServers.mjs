// The two servers `npm run cms` (scripts/cms.mjs) starts, each a script of this repository's
// node_modules run in the working tree being edited, with its arguments and the environment it
// adds. A module of its own, without import.meta, so the tests can import it too
// (tests/unit/cmsCommand.test.ts; editor-local.spec.ts starts decap-server from here).
import {resolve} from 'node:path';

/**
 * @param {{root: string, sitePort: string, serverPort: string, repo: string}} options this
 *   repository, the two ports and the working tree to edit
 */
export function cmsServers({root, sitePort, serverPort, repo}) {
  return {
    'decap-server': {
      script: resolve(root, 'node_modules/decap-server/dist/index.js'),
      args: [],
      env: {PORT: serverPort, BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: repo},
    },
    docusaurus: {
      script: resolve(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      args: ['start', '--host', '127.0.0.1', '--port', sitePort, '--no-open'],
      env: {CMS_LOCAL_BACKEND: `http://127.0.0.1:${serverPort}/api/v1`},
    },
  };
}
