// The security headers of every response, generated for one build: the script
// hashes of its allowed inline scripts, Crisp's hosts only when the chat is on,
// a report endpoint only when CSP_REPORT_URI is set, and for /admin/ (the editor,
// plugins/cms) what Decap CMS needs and the public pages never allow.

/**
 * Crisp's published requirements, "Crisp Domain Names" (updated 2024-12-23):
 * https://docs.crisp.chat/guides/others/whitelisting-our-systems/crisp-domain-names/
 * `'unsafe-inline'` styles and `data:` images, which it also asks for, are in the
 * base policy because the site needs them too.
 */
export const CRISP_SOURCES = {
  // The loader, l.js, and the client's code.
  'script-src': ['https://client.crisp.chat'],
  'style-src': ['https://client.crisp.chat'],
  // Client images, operator avatars, shared files.
  'img-src': [
    'https://client.crisp.chat',
    'https://image.crisp.chat',
    'https://storage.crisp.chat',
  ],
  'font-src': ['https://client.crisp.chat'],
  // Settings and uploads; the messaging relay, the calls relay and the rescue relay.
  'connect-src': [
    'https://client.crisp.chat',
    'https://storage.crisp.chat',
    'wss://client.relay.crisp.chat',
    'wss://stream.relay.crisp.chat',
    'wss://client.relay.rescue.crisp.chat',
  ],
  // Notification sounds and shared audio.
  'media-src': ['https://client.crisp.chat', 'https://storage.crisp.chat'],
  // The wait game's frame.
  'frame-src': ['https://assets.crisp.chat'],
  // Workers are fetched from client.crisp.chat and run from a local blob: URL.
  'worker-src': ['blob:', 'https://client.crisp.chat'],
};

/**
 * What the editor at /admin/ adds to the policy. It talks to GitHub's API (and shows its
 * avatars and file contents) or to decap-server on this machine; the sign-in
 * (functions/api/) is a pop-up on the editor's own origin. Uploads show from blob: URLs.
 * @returns {Record<string, string[]>}
 */
export function adminSources(backend) {
  const github = backend.kind === 'github';
  const local = backend.kind === 'local' ? [new URL(backend.url).origin] : [];
  const githubImages = [
    'https://avatars.githubusercontent.com',
    'https://raw.githubusercontent.com',
  ];
  return {
    // Decap compiles its configuration's JSON schema (ajv) with new Function().
    'script-src': ["'unsafe-eval'"],
    'img-src': ['blob:', ...(github ? githubImages : [])],
    'font-src': ['data:'],
    'connect-src': github ? ['https://api.github.com'] : local,
    'media-src': ['blob:'],
    // The preview pane is a frame of the editor's own document.
    'frame-src': ['blob:'],
    'worker-src': ['blob:'],
  };
}

const BASE_POLICY = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  // React sets style attributes (the splash's letter delays, Radix positions); Decap's
  // components style themselves at run time (emotion).
  ['style-src', ["'self'", "'unsafe-inline'"]],
  // Docusaurus' CSS uses data: SVGs; the blog's stock photos come from Unsplash.
  ['img-src', ["'self'", 'data:', 'https://images.unsplash.com']],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['media-src', ["'self'"]],
  ['frame-src', ["'self'"]],
  ['worker-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];

const REPORT_GROUP = 'csp-endpoint';

/**
 * The Content-Security-Policy value: the site's, or with `admin` (adminSources) the editor's.
 * @param {{scriptHashes?: string[], chat?: boolean, reportUri?: string|null, admin?: object}} options
 */
export function contentSecurityPolicy({scriptHashes = [], chat = false, reportUri, admin = {}}) {
  const extras = [{'script-src': scriptHashes}, chat ? CRISP_SOURCES : {}, admin];
  const directives = BASE_POLICY.map(([name, sources]) =>
    [name, ...sources, ...extras.flatMap((extra) => extra[name] ?? [])].join(' '),
  );
  if (reportUri) directives.push(`report-uri ${reportUri}`, `report-to ${REPORT_GROUP}`);
  return directives.join('; ');
}

/**
 * Every security header of a build (or, given `admin`, of /admin/), as [name, value] pairs.
 * @param {Parameters<typeof contentSecurityPolicy>[0]} options
 * @returns {[string, string][]}
 */
export function securityHeaders(options) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ...(options.reportUri
      ? [['Reporting-Endpoints', `${REPORT_GROUP}="${options.reportUri}"`]]
      : []),
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['X-Frame-Options', 'DENY'],
    // GitHub's sign-in pop-up hands the editor its token back through window.opener.
    ['Cross-Origin-Opener-Policy', options.admin ? 'same-origin-allow-popups' : 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
}

/**
 * CSP_REPORT_URI from the environment: unset or empty means no reports. The URL
 * goes into _headers as is, so it may not carry quotes, `$`, `;` or commas.
 */
export function readReportUri(env) {
  const value = env.CSP_REPORT_URI?.trim();
  if (!value) return null;
  if (URL.parse(value)?.protocol !== 'https:' || /["'$;,\s\\]/.test(value)) {
    throw new Error(
      `Security headers: CSP_REPORT_URI is ${JSON.stringify(value)}, but it must be an ` +
        'https URL without quotes, $, ; or commas, such as https://csp.example.com/report.',
    );
  }
  return value;
}
