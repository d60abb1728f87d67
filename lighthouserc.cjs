// Lighthouse CI for `npm run bench` (scripts/bench.mjs), which serves the build on port 4400 as
// deployed (`wrangler pages dev`: Cloudflare's Pages runtime, HTTPS, self-signed) and a fresh
// Docusaurus classic template on 4401, then runs `lhci collect`, `lhci assert` and `lhci upload`
// with this file. The assertions are SPEC section 8's goals; the transfer budget (without the
// chat and the stock photos) and the comparison with the template are in scripts/bench.mjs: no
// assertion does those.
const {readFileSync} = require('node:fs');
const {CHROMIUM_ARGS, CHROMIUM_PATH} = require('./scripts/chromium.mjs');
const {siteOrigin} = require('./scripts/servers.mjs');

const SITE = siteOrigin(4400);
// Read, not imported: Node would warn on loading a module-syntax .ts file from CommonJS.
const ROUTES = [
  ...readFileSync(`${__dirname}/src/data/routes.ts`, 'utf8').matchAll(/'(\/[^']*)'/g),
];
const median = (options) => ['error', {...options, aggregationMethod: 'median-run'}];
// Set by the bench: images.unsplash.com answered by its stand-in (scripts/bench/common.mjs).
const photos = process.env.PHOTO_HOST_RULE;

module.exports = {
  ci: {
    collect: {
      url: [`${siteOrigin(4401)}/`, ...ROUTES.map(([, route]) => `${SITE}${route}`)],
      numberOfRuns: 5,
      chromePath: CHROMIUM_PATH,
      settings: {
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        // lhci adds --headless=new.
        chromeFlags: [
          ...CHROMIUM_ARGS,
          '--ignore-certificate-errors',
          ...(photos ? [`--host-resolver-rules="${photos}"`] : []),
        ].join(' '),
      },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: `^${SITE}/`,
          assertions: {
            'categories:performance': median({minScore: 0.98}),
            'categories:accessibility': median({minScore: 1}),
            'categories:best-practices': median({minScore: 1}),
            'categories:seo': median({minScore: 1}),
            'total-blocking-time': median({maxNumericValue: 100}),
            'cumulative-layout-shift': median({maxNumericValue: 0}),
          },
        },
        {
          // First-load JavaScript of the home page.
          matchingUrlPattern: `^${SITE}/$`,
          assertions: {'resource-summary:script:size': median({maxNumericValue: 135 * 1024})},
        },
      ],
    },
    upload: {target: 'filesystem', outputDir: '.lighthouseci/reports'},
  },
};
