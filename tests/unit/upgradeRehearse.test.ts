import {parseArgs} from '@site/scripts/upgrade-rehearse/args.mjs';
import {
  buildErrors,
  classify,
  deprecations,
  engineWarnings,
  failedTests,
  missingVersions,
  peerConflicts,
  typescriptErrors,
} from '@site/scripts/upgrade-rehearse/findings.mjs';
import {ownerOfPath, sideOf} from '@site/scripts/upgrade-rehearse/paths.mjs';
import {
  newestCanary,
  newestCommonCanary,
  pickNode,
  withDocusaurusVersion,
  withNode,
} from '@site/scripts/upgrade-rehearse/versions.mjs';

// scripts/upgrade-rehearse/ (`npm run upgrade:rehearse`): the parts that decide what to
// install and whose each failure is, on output shaped like tsc's, Docusaurus' and npm's.
const COPY = '/tmp/talentlane-rehearse-4.0.0-canary-6808';
const ROOTS = [COPY, '/work/main'];

describe('whose file a path is', () => {
  it.each([
    [`${COPY}/src/theme/TOC/index.tsx`, 'ours'],
    ['plugins/policy-history/index.ts', 'ours'],
    ['tests/e2e/frame.spec.ts', 'ours'],
    ['docusaurus.config.ts', 'ours'],
    ['legal/privacy-policy.mdx', 'ours'],
    [`${COPY}/node_modules/@docusaurus/core/lib/server/site.js`, 'canary'],
    ['webpack:///./node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js', 'canary'],
    [`${COPY}/node_modules/react-dom/cjs/react-dom.production.js`, 'dependency'],
    [`${COPY}/.docusaurus/client-modules.js`, 'generated'],
    ['/usr/lib/node_modules/npm/lib/cli.js', 'dependency'],
    ['/usr/share/nginx/mime.types.js', null],
  ])('%s is %s', (path, owner) => {
    expect(ownerOfPath(path, ROOTS)).toBe(owner);
  });
});

describe('whose an error is', () => {
  it("is ours when the message or any frame names one of our files, even below Docusaurus' frames", () => {
    const error = [
      "TypeError: Cannot read properties of undefined (reading 'map')",
      `    at loadContent (${COPY}/node_modules/@docusaurus/core/lib/server/plugins/plugins.js:40:11)`,
      `    at Object.contentLoaded (${COPY}/plugins/job-pages/index.ts:88:20)`,
    ].join('\n');
    expect(sideOf(error, ROOTS)).toBe('ours');
  });

  it("is the canary's when it names only files inside node_modules", () => {
    const error = [
      'Error: Docusaurus could not load module at path "/tmp/x/node_modules/@docusaurus/theme-classic/lib/index.js"',
      '    at loadFreshModule (file:///tmp/x/node_modules/@docusaurus/utils/lib/moduleUtils.js:36:15)',
    ].join('\n');
    expect(sideOf(error, ROOTS)).toBe('canary');
  });

  it('is not placed when it names no file at all', () => {
    expect(sideOf('Error: something went wrong', ROOTS)).toBe('unplaced');
  });
});

describe('TypeScript errors', () => {
  it('reads both of tsc’s formats, and places each error by its file', () => {
    const log = [
      "src/theme/DocItem/Layout/index.tsx(12,10): error TS2305: Module '@docusaurus/plugin-content-docs/client' has no exported member 'useDoc'.",
      '  The elaboration of the error above.',
      `${COPY}/node_modules/@docusaurus/types/src/index.d.ts:3:1 - error TS2307: Cannot find module 'webpack'.`,
      "error TS2688: Cannot find type definition file for '@docusaurus/theme-classic'.",
    ].join('\n');
    expect(typescriptErrors(log, ROOTS)).toEqual([
      {
        file: 'src/theme/DocItem/Layout/index.tsx',
        line: 12,
        code: 'TS2305',
        message: "Module '@docusaurus/plugin-content-docs/client' has no exported member 'useDoc'.",
        side: 'ours',
      },
      {
        file: 'node_modules/@docusaurus/types/src/index.d.ts',
        line: 3,
        code: 'TS2307',
        message: "Cannot find module 'webpack'.",
        side: 'canary',
      },
      {
        file: null,
        line: null,
        code: 'TS2688',
        message: "Cannot find type definition file for '@docusaurus/theme-classic'.",
        side: 'unplaced',
      },
    ]);
  });
});

describe('build errors', () => {
  it("skips the wrapper line for the cause, and names each error's side", () => {
    const log = [
      '[INFO] [en] Creating an optimized production build...',
      '[ERROR] Error: Unable to build website for locale en.',
      `    at tryToBuildLocale (${COPY}/node_modules/@docusaurus/core/lib/commands/build/build.js:83:15)`,
      "  [cause]: Error: Can't resolve '@theme/DocItem/Content' in '" +
        COPY +
        "/src/theme/DocItem'",
      '',
      '[ERROR] Loading of version failed for version current',
      `    at ${COPY}/node_modules/@docusaurus/plugin-content-docs/lib/index.js:12:3`,
      '',
    ].join('\n');
    expect(buildErrors(log, ROOTS).map(({summary, side}) => ({summary, side}))).toEqual([
      {
        summary: `Error: Can't resolve '@theme/DocItem/Content' in '${COPY}/src/theme/DocItem'`,
        side: 'ours',
      },
      {summary: 'Loading of version failed for version current', side: 'canary'},
    ]);
  });
  it('reads a Node stack with its [cause], as Docusaurus prints a plugin that throws', () => {
    const log = [
      '[INFO] [en] Creating an optimized production build...',
      '',
      '[ERROR] Error: Unable to build website for locale en.',
      `    at tryToBuildLocale (${COPY}/node_modules/@docusaurus/core/lib/commands/build/build.js:76:15)`,
      '    ... 4 lines matching cause stack trace ...',
      `    at async file://${COPY}/node_modules/@docusaurus/core/bin/docusaurus.mjs:44:3 {`,
      '  [cause]: TypeError: _logger.default.warn is not a function',
      `      at Object.postBuild (${COPY}/plugins/launch-check/index.ts:57:55)`,
      `      at ${COPY}/node_modules/@docusaurus/core/lib/commands/build/buildLocale.js:107:22`,
      '}',
      '[INFO] Docusaurus version: 4.0.0-canary-6808',
    ].join('\n');
    expect(buildErrors(log, ROOTS).map(({summary, side}) => ({summary, side}))).toEqual([
      {
        summary:
          'TypeError: _logger.default.warn is not a function (at plugins/launch-check/index.ts:57)',
        side: 'ours',
      },
    ]);
  });
});

describe("npm's output", () => {
  const eresolve = [
    'npm error code ERESOLVE',
    'npm error ERESOLVE unable to resolve dependency tree',
    'npm error',
    'npm error While resolving: talentlane-website@1.0.0',
    'npm error Found: react@19.2.0',
    'npm error node_modules/react',
    'npm error   react@"^19.2.0" from the root project',
    'npm error',
    'npm error Could not resolve dependency:',
    'npm error peer react@"^19.3.0" from @docusaurus/core@4.0.0-canary-6808',
  ].join('\n');

  it('turns an ERESOLVE into one line per conflicting peer', () => {
    expect(peerConflicts(eresolve)).toEqual([
      '@docusaurus/core@4.0.0-canary-6808 needs peer react@^19.3.0, found react@19.2.0',
    ]);
    expect(peerConflicts('added 12 packages in 3s')).toEqual([]);
  });

  it('reads the engines npm warned about, and the versions it could not find', () => {
    const log = [
      'npm warn EBADENGINE Unsupported engine {',
      "npm warn EBADENGINE   package: '@docusaurus/core@4.0.0-canary-6808',",
      "npm warn EBADENGINE   required: { node: '>=24.14' },",
      "npm warn EBADENGINE   current: { node: 'v20.20.2', npm: '11.19.1' }",
      'npm warn EBADENGINE }',
      'npm error notarget No matching version found for @docusaurus/bundler@4.0.0-canary-6822.',
    ].join('\n');
    expect(engineWarnings(log)).toEqual([
      {package: '@docusaurus/core@4.0.0-canary-6808', required: '>=24.14', current: 'v20.20.2'},
    ]);
    expect(missingVersions(log)).toEqual(['@docusaurus/bundler@4.0.0-canary-6822']);
  });

  it("keeps Docusaurus' and Node's deprecation warnings, each once", () => {
    const log = [
      '[WARNING] The `siteConfig.onBrokenMarkdownLinks` config option is deprecated and will be removed in Docusaurus v4.',
      '[WARNING] The `siteConfig.onBrokenMarkdownLinks` config option is deprecated and will be removed in Docusaurus v4.',
      '(node:123) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.',
      '[WARNING] Broken anchor on source page path = /jobs',
    ].join('\n');
    expect(deprecations(log)).toEqual([
      'The `siteConfig.onBrokenMarkdownLinks` config option is deprecated and will be removed in Docusaurus v4.',
      '[DEP0040] DeprecationWarning: The `punycode` module is deprecated.',
    ]);
  });
});

describe('the browser suite', () => {
  const report = {
    stats: {expected: 3, unexpected: 1, flaky: 0, skipped: 1},
    suites: [
      {
        title: 'frame.spec.ts',
        file: 'frame.spec.ts',
        specs: [],
        suites: [
          {
            title: 'the splash',
            file: 'frame.spec.ts',
            specs: [
              {
                title: 'is gone by 3 s',
                file: 'frame.spec.ts',
                tests: [
                  {
                    status: 'unexpected',
                    results: [
                      {
                        error: {
                          message:
                            '\u001b[31mError: expect(received).toBeLessThan(3000)\u001b[39m\n\nReceived: 3200',
                        },
                      },
                    ],
                  },
                ],
              },
              {title: 'fades', file: 'frame.spec.ts', tests: [{status: 'expected', results: [{}]}]},
            ],
          },
        ],
      },
    ],
  };

  it('lists the failed tests with their first error line', () => {
    expect(failedTests(report)).toEqual([
      {
        file: 'frame.spec.ts',
        title: 'the splash › is gone by 3 s',
        message: 'Error: expect(received).toBeLessThan(3000)',
        flaky: false,
      },
    ]);
  });
});

describe('classify', () => {
  it('splits every step’s findings into ours, the canary’s and the unplaced', () => {
    const findings = classify({
      roots: ROOTS,
      setup: [{side: 'canary', step: 'engines', kind: 'warning', text: 'needs Node >=24.14'}],
      steps: [
        {name: 'install', ok: true, log: 'added 1 package'},
        {
          name: 'typecheck',
          ok: false,
          status: 2,
          log: "src/pages/index.tsx(1,1): error TS2307: Cannot find module '@theme/Foo'.",
        },
        {name: 'build', ok: false, status: 1, log: 'Segmentation fault'},
      ],
    });
    expect(findings).toEqual([
      {side: 'canary', step: 'engines', kind: 'warning', text: 'needs Node >=24.14'},
      {
        side: 'ours',
        step: 'typecheck',
        kind: 'error',
        text: "src/pages/index.tsx:1: TS2307 Cannot find module '@theme/Foo'.",
      },
      {
        side: 'unplaced',
        step: 'build',
        kind: 'error',
        text: 'build failed (exit 1) with no error the heuristic recognises',
      },
    ]);
  });
});

describe('what the copy installs', () => {
  it('sets every @docusaurus package, and only those, to the version rehearsed', () => {
    const {pkg, changes} = withDocusaurusVersion(
      {
        dependencies: {'@docusaurus/core': '3.10.2', '@docusaurus/utils': '^3.10.2', react: '^19'},
        devDependencies: {'@docusaurus/types': '3.10.2', typescript: '~6.0.3'},
      },
      '4.0.0-canary-6808',
    );
    expect(pkg.dependencies).toEqual({
      '@docusaurus/core': '4.0.0-canary-6808',
      '@docusaurus/utils': '4.0.0-canary-6808',
      react: '^19',
    });
    expect(pkg.devDependencies).toEqual({
      '@docusaurus/types': '4.0.0-canary-6808',
      typescript: '~6.0.3',
    });
    expect(changes.map((change) => change.name)).toEqual([
      '@docusaurus/core',
      '@docusaurus/utils',
      '@docusaurus/types',
    ]);
  });

  it('takes the newest canary, and falls back to the newest one every package has', () => {
    expect(
      newestCanary(['3.10.2', '3.10.1-canary-6807', '4.0.0-canary-6808', '4.0.0-canary-6822']),
    ).toBe('4.0.0-canary-6822');
    expect(
      newestCommonCanary({
        '@docusaurus/core': ['3.10.2', '4.0.0-canary-6808', '4.0.0-canary-6822'],
        '@docusaurus/bundler': ['3.10.2', '4.0.0-canary-6808'],
      }),
    ).toBe('4.0.0-canary-6808');
  });

  it('keeps Node when it satisfies the engines, else moves it as little as the engines ask', () => {
    const versions = [
      '20.20.2',
      '22.22.0',
      '24.14.0',
      '24.21.0',
      '25.9.0',
      '26.10.0',
      '27.0.0-rc.1',
    ];
    expect(pickNode(versions, '>=20.19', '20.20.2')).toBeNull();
    expect(pickNode(versions, '>=24.14', '20.20.2')).toBe('24.21.0');
    expect(pickNode(versions, '>=24.14', '24.10.0')).toBe('24.21.0');
    expect(pickNode(versions, '>=25', '24.21.0')).toBe('26.10.0');
    expect(() => pickNode(versions, '>=28', '24.21.0')).toThrow('no released Node satisfies >=28');
  });

  it('adds Node as a devDependency whose install script may run, replacing a pin to another version', () => {
    const pkg = withNode(
      {devDependencies: {vitest: '^4'}, allowScripts: {'node@24.15.0': true, esbuild: true}},
      '24.21.0',
    );
    expect(pkg.devDependencies).toEqual({vitest: '^4', node: '24.21.0'});
    expect(pkg.allowScripts).toEqual({esbuild: true, node: true});
  });

  it('reads the command line', () => {
    expect(parseArgs([])).toMatchObject({version: 'canary', grep: null, e2e: true, port: 4273});
    expect(parseArgs(['4.0.0-canary-6808', '--grep', 'legal', '--port', '4300'])).toMatchObject({
      version: '4.0.0-canary-6808',
      grep: 'legal',
      port: 4300,
    });
    expect(() => parseArgs(['--colour'])).toThrow('unknown option --colour');
  });
});
