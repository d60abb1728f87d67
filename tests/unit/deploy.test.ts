// The checks, the previews and the deploy (.github/, wrangler.toml, .ci/run), read as GitHub and
// Cloudflare will read them, so that a typo fails here and not on the first run.
import {spawnSync} from 'node:child_process';
import {chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse as parseToml} from '@iarna/toml';
import {isPlaceholder} from '@site/src/config/launchCheck';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
// Docusaurus' own YAML parser (a dependency of @docusaurus/utils), which ships no types.
const yaml = createRequire(import.meta.url)('js-yaml') as {load: (text: string) => unknown};
type Step = {name?: string; uses?: string; run?: string; if?: string; id?: string} & {
  with?: Record<string, unknown>;
  env?: Record<string, string>;
} & Record<string, unknown>;
type Job = {if?: string; needs?: string; steps: Step[]} & Record<string, unknown>;
const CHECKS_YML = '.github/workflows/checks.yml';
const workflow = yaml.load(read(CHECKS_YML)) as {
  on: unknown;
  env: object;
  jobs: Record<string, Job>;
};
const {checks, preview} = workflow.jobs;
const JOBS = Object.entries(workflow.jobs);

/** Whether a job or step runs for a run's `github` context (strings, ==, !=, &&, ||). */
function runsFor({if: condition}: {if?: string}, github: object, vars: object = {}): boolean {
  if (condition === undefined) return true;
  const expression = condition.replace(/^\$\{\{|\}\}$/g, '').replace(/([!=])=/g, '$1==');
  const variables = new Proxy(vars, {get: (target, key) => Reflect.get(target, key) ?? ''});
  return Boolean(new Function('github', 'vars', `return (${expression});`)(github, variables));
}
const REPO = 'talentlane/website';
const pullRequest = (actor: string, repo: string) => ({
  ...{event_name: 'pull_request', actor, repository: REPO},
  event: {pull_request: {head: {repo: {full_name: repo}}}},
});
const RUNS = {
  'a push to main': {event_name: 'push', actor: 'maintainer', repository: REPO, event: {}},
  'a pull request': pullRequest('writer', REPO),
  'a fork’s pull request': pullRequest('stranger', 'stranger/website'),
  'Dependabot’s pull request': pullRequest('dependabot[bot]', REPO),
};
const PUSH = RUNS['a push to main'];
const CI_RUN = 'bash .ci/run';
const NPM_CI = 'npm ci --no-audit --no-fund';
const UPLOAD = 'Upload build/ and functions/';
const at = (job: Job, name: string) =>
  job.steps.findIndex((step) => step.name === name || step.run?.trim() === name);
const step = (job: Job, name: string) => job.steps[at(job, name)];
const uses = (job: Job, action: string) => job.steps.find((s) => s.uses?.startsWith(action));
const validate = (path: string) =>
  spawnSync(join(ROOT, 'node_modules/.bin/action-validator'), [path], {encoding: 'utf8'});
const scratch = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));
/** An executable stand-in for a command, in `dir`/bin. */
function standIn(dir: string, command: string, script: string) {
  mkdirSync(join(dir, 'bin'), {recursive: true});
  writeFileSync(join(dir, 'bin', command), `#!/bin/sh\n${script}\n`);
  chmodSync(join(dir, 'bin', command), 0o755);
}

describe('given the workflow .github/workflows/checks.yml', () => {
  it('passes the workflow validator, which fails a misspelt key or broken YAML', () => {
    expect(validate(join(ROOT, CHECKS_YML))).toMatchObject({stderr: '', status: 0});
    const dir = scratch('workflows-');
    const text = read(CHECKS_YML);
    writeFileSync(join(dir, 'key.yml'), text.replace('runs-on:', 'runs-onn:'));
    writeFileSync(join(dir, 'yaml.yml'), text.replace('name: Content check', 'name: a: b'));
    expect(validate(join(dir, 'key.yml')).stderr).toContain("Additional property 'runs-onn'");
    expect(validate(join(dir, 'yaml.yml')).stderr).toContain('parse_error');
  });

  it('runs on every pull request and push to main, naming only npm scripts package.json has', () => {
    expect(workflow.on).toEqual({pull_request: null, push: {branches: ['main']}});
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts);
    const used = [...read(CHECKS_YML).matchAll(/npm run (\S+)/g)].map(([, script]) => script);
    expect(used.length).toBeGreaterThanOrEqual(3);
    expect(scripts).toEqual(expect.arrayContaining(used));
  });

  it('checks in .ci/run’s Debian with the full history and Node from .nvmrc, keeping caches', () => {
    expect(checks.container).toBe('debian:bookworm');
    expect(uses(checks, 'actions/checkout@')?.with?.['fetch-depth']).toBe(0);
    expect(
      at(checks, 'git config --global --add safe.directory "$GITHUB_WORKSPACE"'),
    ).toBeGreaterThan(0);
    expect(uses(checks, 'actions/setup-node@')?.with).toEqual({
      'node-version-file': '.nvmrc',
      cache: 'npm',
    });
    expect(read('.nvmrc').trim()).toBe('24');
    const cache = (path: string) => checks.steps.findIndex((s) => s.with?.path === path);
    const bundler = checks.steps[cache('node_modules/.cache')];
    expect(bundler.with?.key).toContain("hashFiles('package-lock.json')");
    const apt = checks.steps[cache('/var/cache/apt/archives')];
    expect(apt.with?.key).toContain("hashFiles('.ci/run')");
    for (const {uses: action} of [bundler, apt]) expect(action).toMatch(/^actions\/cache@/);
    // The bundler's after npm ci (which empties node_modules); debian:bookworm deletes what apt
    // downloads unless docker-clean goes first.
    const order = [at(checks, NPM_CI), cache('node_modules/.cache'), at(checks, CI_RUN)];
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const keep = at(checks, 'rm -f /etc/apt/apt.conf.d/docker-clean');
    expect(Math.max(keep, cache('/var/cache/apt/archives'))).toBeLessThan(at(checks, CI_RUN));
    expect(keep).toBeGreaterThan(-1);
  });

  it('installs, runs the content check, then the rest of npm test, on every run and no secret', () => {
    const order = [NPM_CI, 'npm run check:content', CI_RUN].map((run) => at(checks, run));
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const index of order) expect(checks.steps[index].if).toBeUndefined();
    expect(checks.if).toBeUndefined();
    expect(JSON.stringify(step(checks, CI_RUN))).not.toMatch(/\bsecrets\./);
  });

  it('installs once a job: .ci/run is told the checks’ tree is installed', () => {
    const installs = JOBS.map(([name, job]) => [
      name,
      job.steps.filter(
        ({run, env}) =>
          /^npm ci\b/m.test(run ?? '') || (run?.trim() === CI_RUN && env?.NPM_CI_DONE !== '1'),
      ).length,
    ]);
    expect(installs).toEqual([
      ['checks', 1],
      ['preview', 1],
    ]);
  });

  /** What .ci/run asks npm, run in a copy with npm and apt-get stood in for. */
  function ciRunAsksNpm(env: Record<string, string>): string[] {
    const dir = scratch('ci-run-');
    mkdirSync(join(dir, '.ci'));
    cpSync(join(ROOT, '.ci/run'), join(dir, '.ci/run'));
    for (const command of ['npm', 'npx', 'apt-get'])
      standIn(dir, command, `echo "${command} $*" >> "${dir}/log"`);
    const outer = {...process.env, NPM_CI_DONE: undefined};
    const PATH = `${join(dir, 'bin')}:${process.env.PATH}`;
    const run = spawnSync('bash', [join(dir, '.ci/run')], {
      env: {...outer, ...env, PATH},
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    return readFileSync(join(dir, 'log'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('npm '));
  }

  it('.ci/run installs with npm ci on its own, and not when NPM_CI_DONE=1 says it is done', () => {
    for (const [env, installs] of [
      [{}, [NPM_CI]],
      [{NPM_CI_DONE: '1'}, []],
    ] as const) {
      const asked = ciRunAsksNpm(env);
      expect(asked.filter((line) => line.startsWith('npm ci'))).toEqual(installs);
      expect(asked.filter(Boolean).at(-1)).toBe('npm test');
    }
  });
});

describe('given the deploy (production at the end of `checks`, the job `preview`) and wrangler.toml', () => {
  it('deploys production only from `checks`, after npm test passed, and nothing lets a failure pass', () => {
    const deploys = JOBS.flatMap(([name, job]) =>
      job.steps
        .filter(
          (s) =>
            /wrangler pages deploy/.test(s.run ?? '') && runsFor(job, PUSH) && runsFor(s, PUSH),
        )
        .map((s) => `${name}: ${s.name}`),
    );
    expect(deploys).toEqual([`checks: ${UPLOAD}`]);
    expect(at(checks, UPLOAD)).toBeGreaterThan(at(checks, CI_RUN));
    const lenient = JOBS.flatMap(([name, job]) =>
      [job, ...job.steps]
        .filter(
          (item) =>
            'continue-on-error' in item ||
            /always\(\)|failure\(\)|cancelled\(\)|\.result/.test(item.if ?? ''),
        )
        .map(() => name),
    );
    expect(lenient).toEqual([]);
    for (const [, job] of JOBS) expect(uses(job, 'actions/checkout@')?.with?.ref).toBeUndefined();
  });

  it('builds once a job: npm test’s build deploys, and is made again only where chat is off', () => {
    const builds = (github: object, vars: object) =>
      Object.fromEntries(
        JOBS.filter(([, job]) => runsFor(job, github, vars)).map(([name, job]) => [
          name,
          job.steps.filter(
            (s) =>
              (/\bnpm run build\b/.test(s.run ?? '') || s.run?.trim() === CI_RUN) &&
              runsFor(s, github, vars),
          ).length,
        ]),
      );
    const chat = {CHAT_SITE_KEY: '6f1d1b2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b'};
    expect(builds(PUSH, chat)).toEqual({checks: 1});
    expect(builds(RUNS['a pull request'], chat)).toEqual({checks: 1, preview: 1});
    // npm test's own build then has the tests' stand-in chat key, which must not go live.
    expect(builds(PUSH, {})).toEqual({checks: 2});
  });

  it('previews the repository’s own pull requests, not forks’ or Dependabot’s; deploys main', () => {
    const whoRuns = (job: {if?: string}) =>
      Object.entries(RUNS).flatMap(([name, run]) => (runsFor(job, run) ? [name] : []));
    expect(whoRuns(preview)).toEqual(['a pull request']);
    expect(whoRuns(step(checks, UPLOAD))).toEqual(['a push to main']);
    expect(preview.needs).toBeUndefined();
  });

  it('deploys with the project’s own wrangler, from the root where functions/ is, with credentials', () => {
    const version = JSON.parse(read('package.json')).devDependencies.wrangler;
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(JSON.parse(read('node_modules/wrangler/package.json')).version).toBe(version);
    const pages = parseToml(read('wrangler.toml'));
    expect(pages).toMatchObject({pages_build_output_dir: 'build', send_metrics: false});
    expect(pages.name).toMatch(/^[a-z0-9-]+$/);
    for (const [job, branch] of [
      [preview, '"$BRANCH"'],
      [checks, 'main'],
    ] as const) {
      const upload = step(job, UPLOAD);
      expect(upload.run!.split('\n')[0]).toBe(
        `npx --no -- wrangler pages deploy build --branch=${branch}`,
      );
      expect(upload['working-directory'] ?? job.defaults).toBeUndefined();
      expect(at(job, NPM_CI)).toBeLessThan(at(job, UPLOAD));
      expect(upload.env).toMatchObject({
        CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}',
        CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
      });
    }
    expect(
      JOBS.flatMap(([, job]) => job.steps).filter((s) => /wrangler/.test(s.uses ?? '')),
    ).toEqual([]);
  });

  it('builds everywhere with the repository’s variables and the editor’s repository', () => {
    expect(workflow.env).toEqual({
      POLICY_HISTORY: 'required',
      SITE_URL: '${{ vars.SITE_URL }}',
      CHAT_SITE_KEY: '${{ vars.CHAT_SITE_KEY }}',
      CSP_REPORT_URI: '${{ vars.CSP_REPORT_URI }}',
      CMS_GITHUB_REPO: '${{ github.repository }}',
    });
    const overrides = JOBS.flatMap(([, job]) => [job, ...job.steps]).flatMap((item) =>
      Object.keys(item.env ?? {}),
    );
    expect(overrides.filter((key) => key in workflow.env)).toEqual([]);
  });

  it('goes live only past the strict launch check, which refuses a placeholder', () => {
    const launch = 'Launch check (no placeholder left)';
    expect(step(checks, launch).run).toBe('npm run check:launch');
    expect(runsFor(step(checks, launch), PUSH)).toBe(true);
    expect(at(checks, launch)).toBeGreaterThan(at(checks, CI_RUN));
    expect(at(checks, launch)).toBeLessThan(at(checks, UPLOAD));
    // An address with the word "example" in it, whatever the owner's own is by now.
    const placeholder = 'https://www.talentlane.test/example';
    expect(isPlaceholder(placeholder)).toBe(true);
    const env = {...process.env, SITE_URL: placeholder};
    const run = spawnSync('npm', ['run', '--silent', 'check:launch'], {
      cwd: ROOT,
      encoding: 'utf8',
      env,
    });
    expect(run.stderr).toContain(`SITE_URL is "${placeholder}", still a placeholder`);
    expect(run.status).toBe(1);
  });

  it('marks a preview noindex in build/_headers, between its build and its upload, and production not', () => {
    const noindex = 'Keep previews out of search engines';
    expect(at(preview, 'Build')).toBeLessThan(at(preview, noindex));
    expect(at(preview, noindex)).toBeLessThan(at(preview, UPLOAD));
    expect(JSON.stringify(checks)).not.toContain('X-Robots-Tag');
    const dir = scratch('preview-');
    mkdirSync(join(dir, 'build'));
    writeFileSync(join(dir, 'build/_headers'), '/*\n  X-Frame-Options: DENY\n');
    spawnSync('bash', ['-c', step(preview, noindex).run!], {cwd: dir});
    expect(readFileSync(join(dir, 'build/_headers'), 'utf8')).toBe(
      '/*\n  X-Frame-Options: DENY\n\n/*\n  X-Robots-Tag: noindex\n',
    );
  });

  it('hands on the address wrangler reports, to the branch’s preview, as the status the editor reads', () => {
    const upload = step(preview, UPLOAD);
    const dir = scratch('upload-');
    // wrangler writes one JSON object a line to WRANGLER_OUTPUT_FILE_PATH.
    const lines = [
      {type: 'wrangler-session', version: 1, wrangler_version: '4.164.0'},
      {type: 'pages-deploy', version: 1, url: 'https://0123abcd.talentlane.pages.dev'},
      {
        ...{type: 'pages-deploy-detailed', version: 1, environment: 'preview'},
        ...{
          url: 'https://0123abcd.talentlane.pages.dev',
          alias: 'https://cms-blog-new-post.talentlane.pages.dev',
        },
      },
    ].map((line) => JSON.stringify(line));
    standIn(
      dir,
      'npx',
      `echo "$@" > "${dir}/args"\nprintf '%s\\n' '${lines.join("' '")}' >> "$WRANGLER_OUTPUT_FILE_PATH"`,
    );
    writeFileSync(join(dir, 'output'), '');
    const run = spawnSync('bash', ['-e', '-c', upload.run!], {
      ...{cwd: dir, encoding: 'utf8'},
      env: {
        ...{
          ...process.env,
          PATH: `${join(dir, 'bin')}:${process.env.PATH}`,
          BRANCH: 'cms/blog/new-post',
        },
        ...{
          GITHUB_OUTPUT: join(dir, 'output'),
          WRANGLER_OUTPUT_FILE_PATH: join(dir, 'wrangler.json'),
        },
      },
    });
    expect(run).toMatchObject({stderr: '', status: 0});
    expect(readFileSync(join(dir, 'args'), 'utf8')).toBe(
      '--no -- wrangler pages deploy build --branch=cms/blog/new-post\n',
    );
    expect(readFileSync(join(dir, 'output'), 'utf8')).toBe(
      'deployment-url=https://0123abcd.talentlane.pages.dev\n',
    );
    expect(upload.env?.BRANCH).toBe('${{ github.head_ref }}');
    const status = step(preview, 'Link the preview from the pull request and the editor');
    expect(status.env?.URL).toBe('${{ steps.pages.outputs.deployment-url }}');
    expect(upload.id).toBe('pages');
    expect(preview.permissions).toEqual({contents: 'read', statuses: 'write'});
    expect(status.run).toContain('target_url="$URL"');
    // Decap takes the status whose context holds one of these words as the deploy preview.
    const api = read('node_modules/decap-cms-lib-util/dist/esm/API.js');
    const keywords = JSON.parse(
      /PREVIEW_CONTEXT_KEYWORDS = (\[[^\]]*\])/.exec(api)![1].replace(/'/g, '"'),
    );
    const context = /context=(\S+)/.exec(status.run!)?.[1];
    expect(context).toBe('deploy/cloudflare-pages');
    expect(keywords.some((keyword: string) => context!.includes(keyword))).toBe(true);
  });

  it('keeps npm’s cache between a preview’s runs, and builds it from nothing else', () => {
    expect(uses(preview, 'actions/setup-node@')?.with).toEqual({
      'node-version-file': '.nvmrc',
      cache: 'npm',
    });
    expect(uses(preview, 'actions/cache@')).toBeUndefined();
    expect(uses(preview, 'actions/checkout@')?.with).toEqual({'fetch-depth': 0});
  });
});

it('Dependabot groups Docusaurus and React, keeps Node’s major, moves wrangler and the actions', () => {
  type Update = {
    'package-ecosystem': string;
    groups?: object;
    ignore?: {'dependency-name': string}[];
  };
  const {updates} = yaml.load(read('.github/dependabot.yml')) as {updates: Update[]};
  const npm = updates.find((update) => update['package-ecosystem'] === 'npm')!;
  expect(npm.groups).toMatchObject({
    docusaurus: {patterns: ['@docusaurus/*']},
    react: {patterns: expect.arrayContaining(['react', 'react-dom'])},
  });
  expect(npm.ignore).toContainEqual({
    'dependency-name': 'node',
    'update-types': ['version-update:semver-major'],
  });
  expect(npm.ignore?.map((rule) => rule['dependency-name'])).not.toContain('wrangler');
  expect(updates.map((update) => update['package-ecosystem'])).toContain('github-actions');
});
