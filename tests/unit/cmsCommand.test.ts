import {mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import cmsAdmin from '@site/plugins/cms';
import {readCmsBackend} from '@site/plugins/cms/settings';
import {cmsServers} from '@site/scripts/cmsServers.mjs';
import {DEFAULT_FACTS} from '@site/src/config/site';

// `npm run cms`'s two servers and where the dev server finds the editor (saving: editor-local).

const ports = {root: process.cwd(), sitePort: '3100', serverPort: '8181'};

it('`npm run cms` runs decap-server on the tree being edited and the site saving through it, on this machine only', () => {
  const servers = cmsServers({...ports, repo: '/work/clone'});
  const decap = servers['decap-server'];
  expect(decap.script).toMatch(/node_modules\/decap-server\/dist\/index\.js$/);
  expect(decap.env).toEqual({
    PORT: '8181',
    BIND_HOST: '127.0.0.1',
    MODE: 'fs',
    GIT_REPO_DIRECTORY: '/work/clone',
  });
  const site = servers.docusaurus;
  expect(site.script).toMatch(/node_modules\/@docusaurus\/core\/bin\/docusaurus\.mjs$/);
  expect(site.args).toEqual(['start', '--host', '127.0.0.1', '--port', '3100', '--no-open']);
  expect(readCmsBackend(site.env)).toEqual({kind: 'local', url: 'http://127.0.0.1:8181/api/v1'});
});

// A site folder of its own, so the editor's files are not written into this work tree's.
const siteDir = mkdtempSync(join(tmpdir(), 'cms-dev-'));
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

it('the editor’s plugin under the development server serves /admin/ from the folder it writes the editor into, not the site’s page', async () => {
  for (const name of ['blog', 'legal', 'node_modules', 'src', 'static'])
    symlinkSync(join(process.cwd(), name), join(siteDir, name));
  const backend = readCmsBackend(cmsServers({...ports, repo: siteDir}).docusaurus.env);
  const options = {backend, siteUrl: DEFAULT_FACTS.siteUrl, brandName: DEFAULT_FACTS.brandName};
  const plugin = cmsAdmin(options)({siteDir} as LoadContext);
  await plugin.loadContent?.();
  // `docusaurus start` merges it into its own: static folders answer before the site's page.
  const {devServer} = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as {
    devServer: {static: {directory: string}[]};
  };
  const [served] = devServer.static;
  const index = join(served.directory, 'admin/index.html');
  expect(readFileSync(index, 'utf8')).toContain('<script src="/admin/decap-cms.js">');
  expect(readFileSync(join(served.directory, 'admin/config.js'), 'utf8')).toContain(
    '"proxy_url": "http://127.0.0.1:8181/api/v1"',
  );
}, 60_000);
