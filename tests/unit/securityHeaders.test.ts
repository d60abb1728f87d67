import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
  checkBuildScripts,
  headerFiles,
  inlineScriptsOf,
  sha256Source,
} from '@site/plugins/security-headers/headerFiles.mjs';
import {
  contentSecurityPolicy,
  readReportUri,
  securityHeaders,
} from '@site/plugins/security-headers/policy.mjs';
import {EDITOR_ORIGIN} from '@site/src/config/editor';

const HASH = "'sha256-AAAA'";

function sources(policy: string, directive: string): string[] {
  const entry = policy.split('; ').find((part) => part.startsWith(`${directive} `));
  return entry ? entry.split(' ').slice(1) : [];
}

// "Crisp Domain Names", https://docs.crisp.chat/guides/others/whitelisting-our-systems/crisp-domain-names/
// (updated 2024-12-23): the table of hosts and the three considerations below it.
const CLIENT = 'https://client.crisp.chat';
const CRISP: Record<string, string[]> = {
  'script-src': [CLIENT],
  'style-src': [CLIENT, "'unsafe-inline'"],
  'font-src': [CLIENT],
  'img-src': [CLIENT, 'https://image.crisp.chat', 'https://storage.crisp.chat', 'data:'],
  'connect-src': [
    ...[CLIENT, 'https://storage.crisp.chat', 'wss://client.relay.crisp.chat'],
    ...['wss://stream.relay.crisp.chat', 'wss://client.relay.rescue.crisp.chat'],
  ],
  'media-src': [CLIENT],
  'frame-src': ['https://assets.crisp.chat'],
  'worker-src': ['blob:', CLIENT],
};

it('allow scripts only from the site itself, the given hashes and, with the chat on, its loader and all Crisp asks; no Crisp host with it off', () => {
  const on = contentSecurityPolicy({scriptHashes: [HASH], chat: true});
  const off = contentSecurityPolicy({scriptHashes: [HASH], chat: false});
  const missing = Object.entries(CRISP).flatMap(([directive, wanted]) =>
    wanted
      .filter((source) => !sources(on, directive).includes(source))
      .map((source) => `${directive} ${source}`),
  );
  expect(missing).toEqual([]);
  for (const [name, value] of securityHeaders({scriptHashes: [HASH], chat: false}))
    expect(value, name).not.toMatch(/crisp/i);
  expect(sources(off, 'script-src')).toEqual(["'self'", HASH]);
  expect(sources(on, 'script-src')).toEqual(["'self'", HASH, CLIENT]);
  expect(sources(off, 'object-src')).toEqual(["'none'"]);
  expect(sources(off, 'frame-ancestors')).toEqual(["'none'"]);
});

it('send no report unless a report URI is given, then report-uri, report-to and its endpoint', () => {
  expect(contentSecurityPolicy({scriptHashes: [], chat: false})).not.toMatch(/report/);
  const uri = 'https://csp.example.com/report';
  const headers = Object.fromEntries(
    securityHeaders({scriptHashes: [], chat: false, reportUri: uri}),
  );
  expect(sources(headers['Content-Security-Policy'], 'report-uri')).toEqual([uri]);
  expect(sources(headers['Content-Security-Policy'], 'report-to')).toEqual(['csp-endpoint']);
  expect(headers['Reporting-Endpoints']).toBe(`csp-endpoint="${uri}"`);
});

it('the editor’s own origin is the Pages project’s address, where the site’s pages run no chat and are not indexed', () => {
  const project = /^name = "(.*)"$/m.exec(readFileSync('wrangler.toml', 'utf8'))![1];
  expect(EDITOR_ORIGIN).toBe(`https://${project}.pages.dev`);
  const allowedScripts = [{name: 'the boot script', body: 'boot()'}];
  const options = {allowedScripts, chat: true, reportUri: null, editorOrigin: EDITOR_ORIGIN};
  // Each rule as Cloudflare Pages reads it: every rule that matches applies, `!` detaches.
  const rules = new Map(
    headerFiles(options)
      ._headers.split('\n\n')
      .map((block) => block.replace(/^#.*\n/, '').split('\n  '))
      .map(([url, ...lines]) => [url, lines]),
  );
  const policy = (chat: boolean) =>
    `Content-Security-Policy: ${contentSecurityPolicy({scriptHashes: [sha256Source('boot()')], chat})}`;
  expect(rules.get('/*')).toContain(policy(true));
  const detached = '! Content-Security-Policy';
  expect(rules.get(`${EDITOR_ORIGIN}/*`)).toEqual([
    detached,
    policy(false),
    'X-Robots-Tag: noindex',
  ]);
  const admin = rules.get('/admin/*')!.find((line) => line.startsWith('Content-'))!;
  expect(rules.get(`${EDITOR_ORIGIN}/admin/*`)).toEqual([detached, admin]);
  expect(admin).not.toMatch(/crisp/);
});

it('CSP_REPORT_URI is off when unset or empty, takes an https URL, and refuses others, naming it', () => {
  const uri = 'https://csp.example.com/r';
  expect([{}, {CSP_REPORT_URI: ' '}, {CSP_REPORT_URI: uri}].map(readReportUri)).toEqual([
    null,
    null,
    uri,
  ]);
  for (const value of ['csp.example.com/r', 'http://csp.example.com/r', `${uri}"; x`])
    expect(() => readReportUri({CSP_REPORT_URI: value}), value).toThrow(
      /CSP_REPORT_URI is ".*", but/,
    );
});

it('the inline scripts of a build pass when each is listed, not counting JSON-LD or external ones; one not listed is refused, naming its page and its first 80 characters', () => {
  const build = mkdtempSync(join(tmpdir(), 'csp-check-'));
  onTestFinished(() => rmSync(build, {recursive: true, force: true}));
  const boot = '!function(){document.documentElement.dataset.booted="1"}()';
  const allowed = [{name: 'the boot script', body: boot}];
  const jsonLd = '{"@context":"https://schema.org","@type":"Organization"}';
  const page = (path: string, scripts: string) => {
    mkdirSync(join(build, path, '..'), {recursive: true});
    writeFileSync(join(build, path), `<!doctype html><html><head>${scripts}</head></html>`);
  };
  page(
    'index.html',
    `<script>${boot}</script><script data-rh=true type=application/ld+json>${jsonLd}</script>` +
      '<script src=/assets/js/main.js defer></script>',
  );
  expect(checkBuildScripts(build, allowed)).toBe(1);
  const needNoHash = `<script type="application/ld+json">${jsonLd}</script><script src="/a.js"></script>`;
  expect(inlineScriptsOf(needNoHash)).toEqual([]);
  page(
    'blog/post.html',
    `<script>${boot}</script><script>window.track = send(document.cookie);</script>`,
  );
  page('about.html', `<script>${'x'.repeat(200)}</script>`);
  const check = () => checkBuildScripts(build, allowed);
  expect(check).toThrow(/blog\/post\.html: window\.track = send\(document\.cookie\);\n/);
  expect(check).toThrow(/about\.html: x{80}…\n/);
});
