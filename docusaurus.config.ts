import {fileURLToPath} from 'node:url';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import policyHistory, {
  policySources,
  readRequirement,
  remarkPolicyHistory,
} from './plugins/policy-history';
import {inGitWorkTree} from './plugins/policy-history/git';
import {readSiteFacts, type EmailKey, type SiteCustomFields} from './src/config/site';
import {BOOT_SCRIPT} from './src/browser/bootScript';
import {readLaunchCheckMode} from './src/config/launchCheck';
import {readBuildDate} from './src/config/buildDate';
import {THEME_COLOR} from './src/config/themeColor';
import {ROUTES} from './src/data/routes';
import careersJson from './src/data/content/careers.json';
import blogCategoriesJson from './src/data/content/blogCategories.json';
import type {CareersData} from './src/data/schemas/careers';
import contentCheck from './plugins/content-check';
import blogPictures from './plugins/blog-pictures';
import {validateFrontMatter} from './plugins/content-check/frontMatter';
import launchCheck from './plugins/launch-check';
import jobPages, {jobPagesOn} from './plugins/job-pages';
import robotsTxt from './plugins/robots-txt';
import socialCards from './plugins/social-cards';
import browserBundle from './plugins/browser-bundle';
import securityHeaders from './plugins/security-headers';
import {adminSources, readReportUri} from './plugins/security-headers/policy.mjs';
import cmsAdmin from './plugins/cms';
import i18nContent from './plugins/i18n-content';
import pseudoLocales from './plugins/pseudo-locales';
import {i18nConfig, readPseudoLocales} from './src/config/locales';
import {readCmsBackend} from './plugins/cms/settings';

// SITE_URL, CHAT_SITE_KEY and SOCIAL_PROOF_POPUPS come from the environment; a
// malformed value stops the build here with the setting named.
const SITE_DIR = fileURLToPath(new URL('.', import.meta.url));
const facts = readSiteFacts(process.env);
// LAUNCH_CHECK=strict turns the build's placeholder warnings into an error (docs/deploying.md, "Before launch").
const launchCheckMode = readLaunchCheckMode(process.env);
// CSP_REPORT_URI (optional): where browsers report policy violations.
const cspReportUri = readReportUri(process.env);
// Where the editor at /admin/ saves (docs/cms-setup.md): CMS_GITHUB_REPO (GitHub),
// or CMS_LOCAL_BACKEND (`npm run cms`); neither, and /admin/ says it is not configured.
const cmsBackend = readCmsBackend(process.env);

// BUILD_DATE=YYYY-MM-DD (tests): the day the build counts as today; unset, today in Singapore.
// The openings still open on it get their pages, once for the whole build (plugins/job-pages);
// a policy version dated after it is announced on its page, not yet in force (plugins/policy-history).
const buildDate = readBuildDate(process.env);
// POLICY_HISTORY=required (CI, deploys): a build without the full git history fails
// instead of saying on the legal pages that their version history is not available.
const POLICY_HISTORY = readRequirement(process.env.POLICY_HISTORY);
const POLICIES = {
  path: 'legal',
  buildDate,
  component: '@site/src/components/Legal/PolicyPage',
  // In "What changed", a mail link reads as the address it shows.
  elementText: {MailLink: ({to}: {to?: string}) => facts.emails[to as EmailKey] ?? to ?? ''},
};
const policies = policySources(SITE_DIR, POLICIES);

// PSEUDO_LOCALES=1 (tests only): the generated pseudo-locales join English (docs/translating.md).
const PSEUDO_LOCALES = readPseudoLocales(process.env);
const I18N = i18nConfig(PSEUDO_LOCALES);

const careers = careersJson as CareersData;
const jobs = jobPagesOn(careers.openings, buildDate);

const config: Config = {
  title: facts.brandName,
  favicon: 'img/favicon.svg',
  url: facts.siteUrl,
  baseUrl: '/',
  trailingSlash: false,

  future: {
    v4: true,
    // The Rspack-based build from @docusaurus/faster.
    faster: true,
    // The legal pages' last-update dates come from git. Where there is no git work tree (git
    // missing, or the site copied rather than cloned) Docusaurus would stop the build; the
    // pages go without those dates instead, and their version history says it is not available.
    experimental_vcs: inGitWorkTree(SITE_DIR),
  },

  // The banner's inline script would need its own CSP hash; baseUrl is simply '/'.
  baseUrlIssueBanner: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: I18N,

  // The spec keeps the theme under the plain key `theme`, not a per-site namespaced one.
  storage: {type: 'localStorage', namespace: false},

  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    parseFrontMatter: async (params) => {
      // A policy whose file holds an upcoming version: the front matter in force.
      const fileContent = (await policies.inForce(params.filePath)) ?? params.fileContent;
      const result = await params.defaultParseFrontMatter({...params, fileContent});
      validateFrontMatter(result.frontMatter, params.filePath);
      const lastUpdate = await policies.lastUpdate(params.filePath);
      if (lastUpdate) result.frontMatter.last_update = lastUpdate;
      return result;
    },
  },

  customFields: {
    facts,
    buildYear: Number(buildDate.slice(0, 4)),
    // English's, read here in Node: a translated build's bundles get the translated file.
    blogCategoryNames: blogCategoriesJson.categories,
  } satisfies SiteCustomFields,

  headTags: [
    {tagName: 'script', attributes: {}, innerHTML: BOOT_SCRIPT},
    // The brand typeface's Latin file, asked for as the <head> is read, so text is usually drawn
    // in Figtree from the first paint. From static/, as src/css/fonts.css names it: the build
    // would give Fontsource's own file a hashed name.
    {
      tagName: 'link',
      attributes: {
        rel: 'preload',
        href: '/fonts/figtree-latin-wght-normal.woff2',
        as: 'font',
        type: 'font/woff2',
        crossorigin: true,
      },
    },
    // static/manifest.webmanifest and the icons beside it, drawn from static/img/logo.svg.
    {tagName: 'link', attributes: {rel: 'manifest', href: '/manifest.webmanifest'}},
    {
      tagName: 'link',
      attributes: {rel: 'apple-touch-icon', sizes: '180x180', href: '/apple-touch-icon.png'},
    },
    ...Object.entries(THEME_COLOR).map(([scheme, content]) => ({
      tagName: 'meta',
      attributes: {name: 'theme-color', media: `(prefers-color-scheme: ${scheme})`, content},
    })),
  ],

  clientModules: ['./src/clientModules/routeSpinner.ts'],

  plugins: [
    browserBundle,
    contentCheck(),
    // Each language's data files; with English alone there are none (nor the plugin's name in the bundle).
    ...(I18N.locales.length > 1 ? [i18nContent] : []),
    // `npm run pseudo-locales` (which sets PSEUDO_LOCALES=1): the test-only languages.
    ...(PSEUDO_LOCALES ? [pseudoLocales] : []),
    launchCheck({facts, mode: launchCheckMode}),
    jobPages({jobs, illustrative: careers.openingsAreIllustrative}),
    socialCards({routes: [...ROUTES, ...jobs.routes]}),
    // The writers' uploaded blog pictures at the cards' sizes, WebP and JPEG.
    blogPictures,
    robotsTxt,
    policyHistory({...POLICIES, history: POLICY_HISTORY}),
    // build/_headers and build/security-headers.conf, for this build's scripts and chat.
    securityHeaders({
      chat: facts.chatSiteKey !== null,
      reportUri: cspReportUri,
      admin: adminSources(cmsBackend),
    }),
    // The pseudo-locales' test builds are served uncompressed: they are never deployed.
    cmsAdmin({backend: cmsBackend, siteUrl: facts.siteUrl, brandName: facts.brandName}),
    // `npm run bundle-report`: what each bundle holds, written as one HTML file (no server, no browser).
    process.env.RSDOCTOR === 'true' && [
      'rsdoctor',
      {
        rsdoctorOptions: {
          mode: 'brief',
          disableClientServer: true,
          disableTOSUpload: true,
          // Its default check is ES5, which every chunk exceeds: the browserslist's browsers run ES2015+.
          linter: {rules: {'ecma-version-check': 'off'}},
        },
      },
    ],
  ],

  presets: [
    [
      'classic',
      {
        // The legal texts, each at its file's name, in the order sidebars.ts gives them, drawn by
        // the site's own light policy page instead of the classic theme's docs layout.
        docs: {
          path: POLICIES.path,
          routeBasePath: '/',
          include: ['*.mdx'],
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: true,
          docsRootComponent: '@site/src/components/Legal/PolicyRoutes',
          docVersionRootComponent: '@site/src/components/Legal/PolicyRoutes',
          docRootComponent: '@site/src/components/Legal/PolicyRoutes',
          docItemComponent: POLICIES.component,
          // Each policy's page imports its version history (plugins/policy-history).
          remarkPlugins: [remarkPolicyHistory],
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          postsPerPage: 'ALL',
          blogSidebarCount: 0,
          archiveBasePath: null,
          authorsMapPath: 'authors.yml',
          // Detail pages are not part of the product, so neither are feeds that link to them.
          feedOptions: {type: null},
          showReadingTime: false,
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'ignore',
        },
        theme: {
          customCss: [
            './src/css/fonts.css',
            './src/css/fontFallback.css',
            './src/css/tokens.css',
            './src/css/custom.css',
            './src/css/print.css',
          ],
        },
        sitemap: {
          changefreq: null,
          priority: null,
          // The sixteen public routes and the openings' pages, and no blog post, tag or author
          // page. The plugin has already left out every page that says noindex (SPEC section 2).
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) => {
            const wanted = new Set(
              [...ROUTES, ...jobs.routes].map((route) => new URL(route, facts.siteUrl).href),
            );
            const items = await defaultCreateSitemapItems(params);
            return items.filter((item) => wanted.has(item.url));
          },
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true},
    metadata: [
      {property: 'og:type', content: 'website'},
      {property: 'og:site_name', content: facts.brandName},
      {name: 'twitter:card', content: 'summary_large_image'},
    ],
    navbar: {title: facts.brandName},
    // The legal texts' contents list their numbered sections (h2) only.
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 2},
  } satisfies Preset.ThemeConfig,
};

export default config;
