// The checks, the previews and the deploy (.github/, wrangler.toml, .ci/run), read as GitHub and
// Cloudflare will read them, so that a typo fails here and not on the first run.
import {spawnSync} from 'node:child_process';
import {chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {parse as parseToml} from '@iarna/toml';
import {CLOSING_TIME_ZONE} from '@site/src/lib/openings';

const read = (path: string) => readFileSync(path, 'utf8');
// Docusaurus' own YAML parser (a dependency of @docusaurus/utils), which ships no types.
const yaml = createRequire(import.meta.url)('js-yaml') as {load: <T>(text: string) => T};
type Step = {name?: string; uses?: string; run?: string; if?: string; with?: object} & {
  env?: Record<string, string>;
  'working-directory'?: string;
};
type Job = Pick<Step, 'if' | 'env'> & {steps: Step[]; container?: string} & Record<string, object>;
type Workflow = {name: string; on: object; env: object; jobs: Record<string, Job>} & {
  concurrency: {group: string};
  permissions: object;
};
const WORKFLOWS = ['.github/workflows/checks.yml', '.github/workflows/daily.yml'];
const [workflow, daily] = WORKFLOWS.map((file) => yaml.load<Workflow>(read(file)));
const {rebuild} = daily.jobs;
const {checks, preview} = workflow.jobs;
const JOBS = Object.entries(workflow.jobs);
const JOBS_AND_STEPS = JOBS.flatMap(([, job]) => [job, ...job.steps]);
const CI_RUN = 'bash .ci/run';
const UPLOAD = 'Upload build/ and functions/';
const at = (job: Job, name: string) =>
  job.steps.findIndex((s) => s.name === name || s.run?.trim() === name);
const step = (job: Job, name: string) => job.steps[at(job, name)];
const FULL = {'fetch-depth': 0};

/** Whether a job or step runs for a run's `github` context (strings, ==, !=, &&, ||). */
function runsFor({if: condition}: {if?: string}, github: object, vars: object = {}): boolean {
  if (condition === undefined) return true;
  const expression = condition.replace(/^\$\{\{|\}\}$/g, '').replace(/([!=])=/g, '$1==');
  const variables = new Proxy(vars, {get: (target, key) => Reflect.get(target, key) ?? ''});
  return Boolean(new Function('github', 'vars', `return (${expression});`)(github, variables));
}
const REPO = 'talentlane/website';
const pr = (actor: string, repo = REPO) => ({
  ...{event_name: 'pull_request', actor, repository: REPO},
  event: {pull_request: {head: {repo: {full_name: repo}}}},
});
const RUNS = {
  push: {event_name: 'push', actor: 'maintainer', repository: REPO, event: {}},
  pr: pr('writer'),
  fork: pr('stranger', 'stranger/website'),
  dependabot: pr('dependabot[bot]'),
};

/** Runs `script` in a new folder, removed when the test ends, with `commands` stood in by shell lines. */
function withStandIns(script: string, commands: Record<string, string>, env = {}) {
  const cwd = mkdtempSync(join(tmpdir(), 'deploy-'));
  onTestFinished(() => rmSync(cwd, {recursive: true, force: true}));
  mkdirSync(join(cwd, 'bin'));
  for (const [command, body] of Object.entries(commands)) {
    writeFileSync(join(cwd, 'bin', command), `#!/bin/sh\n${body}\n`);
    chmodSync(join(cwd, 'bin', command), 0o755);
  }
  const PATH = `${join(cwd, 'bin')}:${process.env.PATH}`;
  const run = spawnSync('bash', ['-e', '-c', script], {
    ...{cwd, encoding: 'utf8'},
    env: {...process.env, NPM_CI_DONE: undefined, ...env, PATH},
  });
  return {run, text: (file: string) => readFileSync(join(cwd, file), 'utf8')};
}

it('both workflows pass action-validator', () => {
  for (const file of WORKFLOWS) {
    const run = spawnSync('node_modules/.bin/action-validator', [file]);
    expect({stderr: String(run.stderr), status: run.status}).toEqual({stderr: '', status: 0});
  }
}, 30_000); // a WebAssembly validator: 1 s a run on an idle machine, 5 s on a busy one

it('checks every pull request and push to main: content check, then npm test, never skipped', () => {
  expect(workflow.on).toEqual({pull_request: null, push: {branches: ['main']}});
  const scripts = Object.keys(JSON.parse(read('package.json')).scripts);
  const used = [...read(WORKFLOWS[0]).matchAll(/npm run (\S+)/g)].map(([, script]) => script);
  expect(used.length).toBeGreaterThanOrEqual(3);
  expect(scripts).toEqual(expect.arrayContaining(used));
  const order = ['npm ci --no-audit --no-fund', 'npm run check:content', CI_RUN];
  const indexes = order.map((run) => at(checks, run));
  expect(indexes.every((index, i) => index > (indexes[i - 1] ?? 0))).toBe(true);
  const guarded = [checks, ...indexes.map((index) => checks.steps[index])].filter((s) => s.if);
  expect(guarded).toEqual([]);
  // The policies' history is read from git (both jobs); .ci/run's Debian has firefox-esr.
  for (const job of [checks, preview])
    expect(job.steps.find((s) => s.uses?.startsWith('actions/checkout@'))?.with).toEqual(FULL);
  expect(checks.container).toBe('debian:bookworm');
  expect(JSON.stringify(step(checks, CI_RUN))).not.toMatch(/\bsecrets\./);
});

it('.ci/run installs with npm ci, unless NPM_CI_DONE=1 (as checks.yml sets), then runs npm test', () => {
  expect(step(checks, CI_RUN).env).toEqual({NPM_CI_DONE: '1'});
  // .ci/run works from the repository's root; each stand-in logs beside its bin/ folder.
  const log = 'echo "$(basename $0) $*" >> "$(dirname $0)/../log"';
  const standIns = {npm: log, 'apt-get': log, git: log};
  for (const [env, installs] of [
    [{}, ['npm ci --no-audit --no-fund']],
    [{NPM_CI_DONE: '1'}, []],
  ]) {
    const {run, text} = withStandIns(`bash ${process.cwd()}/.ci/run`, standIns, env);
    expect(run.status, run.stderr).toBe(0);
    const npm = text('log').match(/^npm .*/gm);
    expect(npm!.filter((line) => line.startsWith('npm ci'))).toEqual(installs);
    expect(npm!.at(-1)).toBe('npm test');
  }
});

it('deploys production from `checks` on main only, after npm test and the strict launch check', () => {
  const deploys = JOBS.flatMap(([name, job]) =>
    job.steps
      .filter(
        (s) =>
          /wrangler/.test(`${s.run}${s.uses}`) && runsFor(job, RUNS.push) && runsFor(s, RUNS.push),
      )
      .map((s) => `${name}: ${s.name}`),
  );
  expect(deploys).toEqual([`checks: ${UPLOAD}`]);
  const launch = at(checks, 'npm run check:launch');
  expect(at(checks, CI_RUN)).toBeLessThan(launch);
  expect(launch).toBeLessThan(at(checks, UPLOAD));
  expect(runsFor(checks.steps[launch], RUNS.push)).toBe(true);
  // An address with the word "example" in it, whatever the owner's own is by now.
  const SITE_URL = 'https://www.talentlane.test/example';
  const env = {...process.env, SITE_URL};
  const run = spawnSync('npm', ['run', '-s', 'check:launch'], {encoding: 'utf8', env});
  expect(run).toMatchObject({status: 1, stderr: expect.stringContaining(`"${SITE_URL}", still a`)});
  const lenient = JOBS_AND_STEPS.filter(
    (s) => 'continue-on-error' in s || /always|failure|cancelled|\.result/.test(s.if ?? ''),
  );
  expect(lenient).toEqual([]);
  // npm test's build has the tests' stand-in chat key, which must not go live.
  const builds = (vars: object) =>
    checks.steps.filter(
      (s) =>
        /^(npm run build|bash .ci\/run)$/.test(s.run?.trim() ?? '') && runsFor(s, RUNS.push, vars),
    ).length;
  expect([builds({CHAT_SITE_KEY: 'key'}), builds({})]).toEqual([1, 2]);
}, 30_000); // npm run check:launch starts in 2 s on an idle machine, 6 s on a busy one

const [GATE, REPORT] = ["Main's checks passed", 'Report the failure as an issue'];

it('daily.yml runs at 00:05 in Singapore, or by hand: main checked out, gated, launch-checked, built, deployed', () => {
  const {schedule, ...others} = daily.on as {schedule: {cron: string}[]};
  const [minute, hour, ...everyDay] = schedule.map(({cron}) => cron.split(' ')).flat();
  const run = new Date(Date.UTC(2027, 0, 1, Number(hour), Number(minute)));
  const local = run.toLocaleTimeString('en-GB', {timeZone: CLOSING_TIME_ZONE.name});
  expect([`${local} ${everyDay.join(' ')}`, others]).toEqual([
    '00:05:00 * * *',
    {workflow_dispatch: null},
  ]);
  // checks.yml's group as a push to main evaluates it: a rebuild queues behind that deploy.
  const group = workflow.concurrency.group
    .replace('${{ github.workflow }}', workflow.name)
    .replace('${{ github.ref }}', 'refs/heads/main');
  expect([daily.concurrency, daily.env, daily.permissions]).toEqual([
    {group, 'cancel-in-progress': false},
    workflow.env,
    {contents: 'read', actions: 'read', issues: 'write'},
  ]);
  expect(rebuild.steps[0]).toMatchObject({with: {ref: 'main', ...FULL}});
  const steps = rebuild.steps.map((s) => `${s.name ?? s.run ?? s.uses} ${s.if ?? ''}`.trim());
  const DEPLOY = ['Launch check (no placeholder left)', 'Build (today in Singapore)', UPLOAD];
  const INSTALL = ['actions/setup-node@v4', 'npm ci --no-audit --no-fund'];
  expect(steps.slice(1)).toEqual([GATE, ...INSTALL, ...DEPLOY, `${REPORT} failure()`]);
  expect(step(rebuild, UPLOAD).run).toBe(step(checks, UPLOAD).run);
});

it('the daily rebuild deploys only a main whose last push run of checks.yml passed', () => {
  for (const [conclusion, status] of Object.entries({success: 0, failure: 1, '': 1})) {
    const gh = `echo "$@" > gh.args; echo ${conclusion}`;
    const {run, text} = withStandIns(step(rebuild, GATE).run!, {git: 'echo abc123', gh});
    const query = '--workflow checks.yml --branch main --event push --commit abc123 ';
    expect([run.status, text('gh.args')], conclusion).toEqual([
      status,
      expect.stringContaining(query),
    ]);
    if (status) expect(run.stdout).toContain(`::error::main's checks on abc123 are '`);
  }
});

it('the daily rebuild reports a failed run on the open issue of that title, or opens one', () => {
  for (const [open, command] of [
    ['7', 'issue comment 7'],
    ['', 'issue create'],
  ]) {
    const gh = `case "$1 $2" in "issue list") echo ${open};; *) echo "$@" >> gh.log;; esac`;
    const report = step(rebuild, REPORT);
    const {run, text} = withStandIns(report.run!, {gh}, {...report.env, GITHUB_REPOSITORY: REPO});
    expect([run.status, text('gh.log')]).toEqual([
      0,
      expect.stringMatching(`^${command} --repo ${REPO} `),
    ]);
  }
});

it('previews the repository’s own pull requests only, noindex, and deploys main', () => {
  const whoRuns = (job: {if?: string}) =>
    Object.entries(RUNS).flatMap(([name, run]) => (runsFor(job, run) ? [name] : []));
  expect([whoRuns(preview), whoRuns(step(checks, UPLOAD))]).toEqual([['pr'], ['push']]);
  const noindex = 'Keep previews out of search engines';
  expect(at(preview, 'Build')).toBeLessThan(at(preview, noindex));
  expect(at(preview, noindex)).toBeLessThan(at(preview, UPLOAD));
  expect(JSON.stringify(checks)).not.toContain('X-Robots-Tag');
  const script = `mkdir build; echo '/*' > build/_headers; ${step(preview, noindex).run}`;
  const {text} = withStandIns(script, {});
  expect(text('build/_headers')).toBe('/*\n\n/*\n  X-Robots-Tag: noindex\n');
});

it('deploys with the project’s pinned wrangler (npx --no), from the root, with credentials', () => {
  const version = JSON.parse(read('package.json')).devDependencies.wrangler;
  expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  expect(JSON.parse(read('node_modules/wrangler/package.json')).version).toBe(version);
  const pages = parseToml(read('wrangler.toml'));
  expect(pages).toMatchObject({pages_build_output_dir: 'build', send_metrics: false});
  expect(pages.name).toMatch(/^[a-z0-9-]+$/);
  // preview's: the next test runs it.
  expect(step(checks, UPLOAD).run).toBe('npx --no -- wrangler pages deploy build --branch=main');
  for (const job of [preview, checks]) {
    const upload = step(job, UPLOAD);
    expect(upload['working-directory'] ?? job.defaults).toBeUndefined();
    expect(upload.env).toMatchObject({
      CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}',
      CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
    });
  }
  expect(workflow.env).toEqual({
    POLICY_HISTORY: 'required',
    SITE_URL: '${{ vars.SITE_URL }}',
    CHAT_SITE_KEY: '${{ vars.CHAT_SITE_KEY }}',
    CSP_REPORT_URI: '${{ vars.CSP_REPORT_URI }}',
    CMS_GITHUB_REPO: '${{ github.repository }}',
  });
  const overrides = JOBS_AND_STEPS.flatMap((s) => Object.keys(s.env ?? {}));
  expect(overrides.filter((key) => key in workflow.env)).toEqual([]);
});

it('hands the address wrangler reports to the pull request as the status the editor reads', () => {
  const upload = step(preview, UPLOAD);
  const url = 'https://0123abcd.talentlane.pages.dev';
  // wrangler writes one JSON object a line to WRANGLER_OUTPUT_FILE_PATH.
  const lines = [
    {type: 'pages-deploy', url: 'https://x.dev'},
    {type: 'pages-deploy-detailed', url},
  ];
  const out = lines.map((line) => `'${JSON.stringify(line)}'`).join(' ');
  const {run, text} = withStandIns(
    upload.run!,
    {npx: `echo "$@" > args; printf '%s\\n' ${out} >> "$WRANGLER_OUTPUT_FILE_PATH"`},
    {BRANCH: 'cms/blog/new-post', GITHUB_OUTPUT: 'output', WRANGLER_OUTPUT_FILE_PATH: 'w.json'},
  );
  expect(run).toMatchObject({stderr: '', status: 0});
  expect(text('args')).toBe('--no -- wrangler pages deploy build --branch=cms/blog/new-post\n');
  expect(text('output')).toBe(`deployment-url=${url}\n`);
  expect(upload).toMatchObject({id: 'pages', env: {BRANCH: '${{ github.head_ref }}'}});
  const status = step(preview, 'Link the preview from the pull request and the editor');
  expect(status.env?.URL).toBe('${{ steps.pages.outputs.deployment-url }}');
  expect(preview.permissions).toEqual({contents: 'read', statuses: 'write'});
  expect(status.run).toContain('target_url="$URL"');
  // Decap takes the status whose context holds one of these words as the deploy preview.
  const api = read('node_modules/decap-cms-lib-util/dist/esm/API.js');
  const keywords: string[] = JSON.parse(
    /PREVIEW_CONTEXT_KEYWORDS = (\[[^\]]*\])/.exec(api)![1].replace(/'/g, '"'),
  );
  const context = /context=(\S+)/.exec(status.run!)![1];
  expect(keywords.some((keyword) => context.includes(keyword))).toBe(true);
});

it('Dependabot groups Docusaurus and React, keeps Node’s major, moves wrangler and the actions', () => {
  const {updates} = yaml.load<{updates: {ignore?: object[]}[]}>(read('.github/dependabot.yml'));
  expect(updates).toMatchObject([
    {
      'package-ecosystem': 'npm',
      groups: {
        docusaurus: {patterns: ['@docusaurus/*']},
        react: {patterns: expect.arrayContaining(['react', 'react-dom'])},
      },
      ignore: expect.arrayContaining([
        {'dependency-name': 'node', 'update-types': ['version-update:semver-major']},
      ]),
    },
    {'package-ecosystem': 'github-actions'},
  ]);
  expect(JSON.stringify(updates[0].ignore)).not.toContain('"wrangler"');
});
