import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
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

const HASH = "'sha256-AAAA'";

/** The sources of one directive of a policy. */
function sources(policy: string, directive: string): string[] {
  const entry = policy.split('; ').find((part) => part.startsWith(`${directive} `));
  return entry ? entry.split(' ').slice(1) : [];
}

// "Crisp Domain Names", https://docs.crisp.chat/guides/others/whitelisting-our-systems/crisp-domain-names/
// (updated 2024-12-23): the table of hosts and the three considerations below it.
const CRISP_REQUIREMENTS: [directive: string, source: string][] = [
  ['script-src', 'https://client.crisp.chat'],
  ['style-src', 'https://client.crisp.chat'],
  ['style-src', "'unsafe-inline'"],
  ['font-src', 'https://client.crisp.chat'],
  ['img-src', 'https://client.crisp.chat'],
  ['img-src', 'https://image.crisp.chat'],
  ['img-src', 'https://storage.crisp.chat'],
  ['img-src', 'data:'],
  ['connect-src', 'https://client.crisp.chat'],
  ['connect-src', 'https://storage.crisp.chat'],
  ['connect-src', 'wss://client.relay.crisp.chat'],
  ['connect-src', 'wss://stream.relay.crisp.chat'],
  ['connect-src', 'wss://client.relay.rescue.crisp.chat'],
  ['media-src', 'https://client.crisp.chat'],
  ['frame-src', 'https://assets.crisp.chat'],
  ['worker-src', 'blob:'],
  ['worker-src', 'https://client.crisp.chat'],
];

describe('given the security headers of a build', () => {
  it('leave every Crisp host out when the chat is off', () => {
    for (const [name, value] of securityHeaders({scriptHashes: [HASH], chat: false})) {
      expect(value, name).not.toMatch(/crisp/i);
    }
  });

  it.each(CRISP_REQUIREMENTS)(
    'with the chat on, allow %s %s as Crisp asks',
    (directive, source) => {
      const policy = contentSecurityPolicy({scriptHashes: [HASH], chat: true});
      expect(sources(policy, directive)).toContain(source);
    },
  );

  it('allow scripts only from the site itself, the given hashes and, with the chat, its loader', () => {
    const off = contentSecurityPolicy({scriptHashes: [HASH], chat: false});
    const on = contentSecurityPolicy({scriptHashes: [HASH], chat: true});
    expect(sources(off, 'script-src')).toEqual(["'self'", HASH]);
    expect(sources(on, 'script-src')).toEqual(["'self'", HASH, 'https://client.crisp.chat']);
    expect(off).not.toContain('unsafe-eval');
    expect(sources(off, 'object-src')).toEqual(["'none'"]);
    expect(sources(off, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('include cross-origin isolation of resources and HSTS', () => {
    const headers = Object.fromEntries(securityHeaders({scriptHashes: [], chat: false}));
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/);
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
});

describe('given CSP_REPORT_URI', () => {
  it('is off when unset or empty', () => {
    expect(readReportUri({})).toBeNull();
    expect(readReportUri({CSP_REPORT_URI: ' '})).toBeNull();
  });

  it('takes an https URL', () => {
    expect(readReportUri({CSP_REPORT_URI: 'https://csp.example.com/r'})).toBe(
      'https://csp.example.com/r',
    );
  });

  it.each(['csp.example.com/r', 'http://csp.example.com/r', 'https://csp.example.com/"; x'])(
    'refuses %s, naming the setting',
    (value) => {
      expect(() => readReportUri({CSP_REPORT_URI: value})).toThrow(/CSP_REPORT_URI is ".*", but/);
    },
  );
});

describe('given the inline scripts of a build', () => {
  const BOOT = '!function(){document.documentElement.dataset.booted="1"}()';
  const ALLOWED = [{name: 'the boot script', body: BOOT}];
  const JSON_LD = '{"@context":"https://schema.org","@type":"Organization"}';
  let build: string;

  function page(path: string, scripts: string): void {
    mkdirSync(join(build, path, '..'), {recursive: true});
    writeFileSync(join(build, path), `<!doctype html><html><head>${scripts}</head></html>`);
  }

  beforeEach(() => {
    build = mkdtempSync(join(tmpdir(), 'csp-check-'));
    page(
      'index.html',
      `<script>${BOOT}</script><script data-rh=true type=application/ld+json>${JSON_LD}</script>` +
        '<script src=/assets/js/main.js defer></script>',
    );
  });
  afterEach(() => rmSync(build, {recursive: true, force: true}));

  it('pass when every inline script is listed, and hash the listed ones into script-src', () => {
    expect(checkBuildScripts(build, ALLOWED)).toBe(1);
    const files = headerFiles({allowedScripts: ALLOWED, chat: false, reportUri: null});
    expect(files['_headers']).toContain(`script-src 'self' ${sha256Source(BOOT)};`);
  });

  it('ignore JSON-LD and external scripts, which need no hash', () => {
    expect(
      inlineScriptsOf(
        `<script type="application/ld+json">${JSON_LD}</script><script src="/a.js"></script>`,
      ),
    ).toEqual([]);
    expect(() => checkBuildScripts(build, ALLOWED)).not.toThrow();
  });

  it('refuse a script that is not on the list, naming its page and its first characters', () => {
    page(
      'blog/post.html',
      `<script>${BOOT}</script><script>window.track = function () { send(document.cookie); };</script>`,
    );
    expect(() => checkBuildScripts(build, ALLOWED)).toThrow(
      /blog\/post\.html: window\.track = function \(\) \{ send\(document\.cookie\); \};/,
    );
  });

  it('cut a long unknown script to its first 80 characters', () => {
    page('about.html', `<script>${'x'.repeat(200)}</script>`);
    expect(() => checkBuildScripts(build, ALLOWED)).toThrow(new RegExp(`about\\.html: x{80}…\\n`));
  });
});
