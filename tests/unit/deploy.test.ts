// The checks, the previews and the deploy (.github/, wrangler.toml, .ci/run), read as GitHub and
// Cloudflare will read them, so that a typo fails here and not on the first run. What must hold
// (production only after the checks passed on its commit, the project's own wrangler, one install
// and one build a job, previews noindex and never for forks or Dependabot) is written as functions
// that name what is wrong, run on the workflow as it is and on copies broken on purpose.
import {spawnSync} from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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
  with?: Record<string, string | number>;
  env?: Record<string, string>;
  'continue-on-error'?: boolean | string;
  'working-directory'?: string;
};
type Job = {
  container?: string;
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  'continue-on-error'?: boolean | string;
  defaults?: {run?: {'working-directory'?: string}};
  steps: Step[];
};
type Workflow = {
  on: Record<string, unknown>;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
};
const workflow = (name: string) => yaml.load(read(`.github/workflows/${name}`)) as Workflow;
const WORKFLOWS = readdirSync(join(ROOT, '.github/workflows'));

/** What @action-validator/cli says of a workflow: nothing when GitHub's schema accepts it. */
function validate(path: string) {
  const bin = join(ROOT, 'node_modules/.bin/action-validator');
  return spawnSync(bin, [path], {encoding: 'utf8'});
}

/**
 * Whether a job runs, its `if:` evaluated for a run's `github` context, the checks having passed
 * (GitHub's expressions here: strings, ==, !=, &&, || and the status functions).
 */
function runsFor({if: condition}: {if?: string}, github: object, vars: object = {}): boolean {
  if (condition === undefined) return true;
  const expression = condition.replace(/^\$\{\{|\}\}$/g, '').replace(/([!=])=/g, '$1==');
  // An unset variable reads as ''.
  const variables = new Proxy(vars, {get: (target, key) => Reflect.get(target, key) ?? ''});
  const status = {always: () => true, success: () => true, failure: () => false};
  const names = ['github', 'vars', ...Object.keys(status)];
  const evaluate = new Function(...names, `return (${expression});`);
  return Boolean(evaluate(github, variables, ...Object.values(status)));
}
const REPO = 'talentlane/website';
const RUNS = {
  'a push to main': {event_name: 'push', actor: 'maintainer', repository: REPO, event: {}},
  'a pull request': pullRequest('writer', REPO),
  'a fork’s pull request': pullRequest('stranger', 'stranger/website'),
  'Dependabot’s pull request': pullRequest('dependabot[bot]', REPO),
};
function pullRequest(actor: string, headRepo: string) {
  const event = {pull_request: {head: {repo: {full_name: headRepo}}}};
  return {event_name: 'pull_request', actor, repository: REPO, event};
}

const DEPLOY = /\bwrangler pages deploy\b/;
/** A job that holds the Cloudflare token can deploy, whatever it runs. */
const deploys = (job: Job) => JSON.stringify(job).includes('secrets.CLOUDFLARE_API_TOKEN');
const needs = (job: Job) => [job.needs ?? []].flat();
const CI_RUN = 'bash .ci/run';
const CONTENT_CHECK = 'npm run check:content';
const ALWAYS = /\b(always|failure|cancelled)\(\)|needs\.\w+\.result/;

const PUSH = RUNS['a push to main'];
/** The steps of a job that upload on a push to main, with where they stand in it. */
const uploadsOnPush = (job: Job) =>
  job.steps
    .map((step, index) => ({step, index}))
    .filter(({step}) => DEPLOY.test(step.run ?? '') && runsFor(step, PUSH));

/**
 * How a push to main could go live without the checks having passed on that commit: an upload
 * in the job `checks` before npm test, or in another job without `needs: checks`; a job or step
 * that runs whatever the checks' result; checks that pass while npm test fails
 * (continue-on-error, a skipped step, no .ci/run at all); a checkout of another commit.
 */
function productionUnguarded({jobs}: Workflow): string[] {
  const problems: string[] = [];
  const {checks} = jobs;
  if (!checks) return ['no job `checks`'];
  for (const run of [CONTENT_CHECK, CI_RUN]) {
    const step = checks.steps.find((candidate) => candidate.run?.trim() === run);
    if (!step) problems.push(`checks: no step runs ${run}`);
    else if (step.if) problems.push(`checks: ${run} runs only if ${step.if}`);
  }
  for (const [name, job] of Object.entries(jobs)) {
    const lenient = [job, ...job.steps].filter((item) => item['continue-on-error'] !== undefined);
    if ((name === 'checks' || deploys(job)) && lenient.length)
      problems.push(`${name}: continue-on-error lets a failure pass`);
    const checkout = job.steps.find((step) => step.uses?.startsWith('actions/checkout@'));
    if (checkout?.with?.ref) problems.push(`${name}: checks out ${checkout.with.ref}`);
    if (!deploys(job) || !runsFor(job, PUSH)) continue;
    if (name === 'checks') {
      const tested = job.steps.findIndex((step) => step.run?.trim() === CI_RUN);
      if (uploadsOnPush(job).some(({index}) => index < tested))
        problems.push('checks: uploads before npm test has run');
    } else if (!needs(job).includes('checks'))
      problems.push(`${name}: deploys a push without needs: checks`);
    if (ALWAYS.test(job.if ?? '')) problems.push(`${name}: runs whatever the checks' result`);
    for (const step of job.steps.filter((candidate) => ALWAYS.test(candidate.if ?? '')))
      problems.push(`${name}: ${step.name ?? step.run} runs even after a failed step`);
  }
  return problems;
}

const UPLOAD = /^npx --no -- wrangler pages deploy build --branch=("\$BRANCH"|main)$/m;
const DEPLOY_ENV = {
  CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}',
  CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
};
/**
 * How a deploy could use another wrangler than package.json's, or miss functions/: an action
 * that brings its own, an npx that may download one, a deploy from another folder than the
 * repository's root, no `npm ci` before it, or no credentials.
 */
function foreignWrangler({jobs}: Workflow): string[] {
  const problems: string[] = [];
  for (const [name, job] of Object.entries(jobs)) {
    for (const step of job.steps.filter((candidate) => /wrangler/.test(candidate.uses ?? '')))
      problems.push(`${name}: uses ${step.uses}`);
    const upload = job.steps.findIndex((step) => DEPLOY.test(step.run ?? ''));
    if (upload < 0) continue;
    const step = job.steps[upload];
    if (!UPLOAD.test(step.run!)) problems.push(`${name}: runs ${step.run!.split('\n')[0]}`);
    if (step['working-directory'] || job.defaults?.run?.['working-directory'])
      problems.push(`${name}: deploys from another folder than the root, without functions/`);
    if (!job.steps.slice(0, upload).some((before) => /^npm ci\b/.test(before.run ?? '')))
      problems.push(`${name}: no npm ci before the deploy`);
    for (const [key, value] of Object.entries(DEPLOY_ENV))
      if (step.env?.[key] !== value) problems.push(`${name}: ${key} is not ${value}`);
  }
  return problems;
}

/** How many times each job installs: its `npm ci` steps, and .ci/run unless told it need not. */
function installs({jobs}: Workflow): Record<string, number> {
  return Object.fromEntries(
    Object.entries(jobs).map(([name, job]) => [
      name,
      job.steps.filter(
        (step) =>
          /^npm ci\b/m.test(step.run ?? '') ||
          (step.run?.trim() === CI_RUN && step.env?.NPM_CI_DONE !== '1'),
      ).length,
    ]),
  );
}

/**
 * How many times each job that runs builds the site: its `npm run build` steps and npm test's,
 * for a run's `github` context and the repository's variables.
 */
function builds({jobs}: Workflow, github: object, vars: object): Record<string, number> {
  const build = (step: Step) =>
    /\bnpm run build\b/.test(step.run ?? '') || step.run?.trim() === CI_RUN;
  return Object.fromEntries(
    Object.entries(jobs)
      .filter(([, job]) => runsFor(job, github, vars))
      .map(([name, job]) => [
        name,
        job.steps.filter((step) => build(step) && runsFor(step, github, vars)).length,
      ]),
  );
}

/** The real workflow, or a copy of it changed by `edit`. */
function checksYml(edit: (copy: Workflow) => void = () => {}): Workflow {
  const copy = workflow('checks.yml');
  edit(copy);
  return copy;
}
const stepOf = (job: Job, run: string) => job.steps.find((step) => step.run?.trim() === run)!;
const named = (job: Job, name: string) => job.steps.find((step) => step.name === name)!;

describe('given the workflows in .github/workflows', () => {
  it.each(WORKFLOWS)('%s passes the workflow validator', (name) => {
    const {status, stderr} = validate(join(ROOT, '.github/workflows', name));
    expect(stderr).toBe('');
    expect(status).toBe(0);
  });

  it('the validator fails a workflow with a misspelt key or broken YAML', () => {
    const dir = mkdtempSync(join(tmpdir(), 'workflows-'));
    const text = read('.github/workflows/checks.yml');
    writeFileSync(join(dir, 'key.yml'), text.replace('runs-on:', 'runs-onn:'));
    writeFileSync(join(dir, 'yaml.yml'), text.replace('name: Content check', 'name: a: b'));
    expect(validate(join(dir, 'key.yml')).stderr).toContain("Additional property 'runs-onn'");
    expect(validate(join(dir, 'yaml.yml')).stderr).toContain('parse_error');
    rmSync(dir, {recursive: true});
  });

  it('run on every pull request and every push to main', () => {
    for (const name of WORKFLOWS) {
      expect(workflow(name).on, name).toEqual({pull_request: null, push: {branches: ['main']}});
    }
  });

  it('name only npm scripts that package.json has', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts);
    const runs = WORKFLOWS.flatMap((name) =>
      Object.values(workflow(name).jobs).flatMap((job) => job.steps.map((step) => step.run ?? '')),
    );
    const used = runs.flatMap((run) => [...run.matchAll(/npm run (\S+)/g)].map(([, s]) => s));
    expect(used.length).toBeGreaterThanOrEqual(3);
    for (const script of used) expect(scripts).toContain(script);
  });
});

describe('given the checks (checks.yml, job `checks`)', () => {
  const {checks} = workflow('checks.yml').jobs;
  const runs = checks.steps.map((step) => step.run?.trim());

  it('run in the Debian release .ci/run is made for, with the full history and Node from .nvmrc', () => {
    expect(checks.container).toBe('debian:bookworm');
    const checkout = checks.steps.find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.['fetch-depth']).toBe(0);
    expect(runs).toContain('git config --global --add safe.directory "$GITHUB_WORKSPACE"');
    const node = checks.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(node?.with?.['node-version-file']).toBe('.nvmrc');
    expect(read('.nvmrc').trim()).toBe('24');
  });

  it('install, run the content check, then the rest of npm test, on every run', () => {
    const order = ['npm ci --no-audit --no-fund', CONTENT_CHECK, CI_RUN].map((run) =>
      runs.indexOf(run),
    );
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(checks.if).toBeUndefined();
    for (const run of Object.values(RUNS)) expect(runsFor(checks, run)).toBe(true);
  });

  it('pass no secret to npm test', () => {
    expect(JSON.stringify(stepOf(checks, CI_RUN))).not.toMatch(/\bsecrets\./);
  });

  it('keep npm’s cache and then, after npm ci, the bundler’s between runs', () => {
    const node = checks.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(node?.with?.cache).toBe('npm');
    const cache = checks.steps.findIndex((step) => step.with?.path === 'node_modules/.cache');
    expect(checks.steps[cache].uses).toMatch(/^actions\/cache@/);
    expect(checks.steps[cache].with?.key).toContain("hashFiles('package-lock.json')");
    expect(cache).toBeGreaterThan(runs.indexOf('npm ci --no-audit --no-fund'));
    expect(cache).toBeLessThan(runs.indexOf(CI_RUN));
  });
  it('keep what apt downloads for .ci/run between runs, from before its first install', () => {
    const cache = checks.steps.findIndex((step) => step.with?.path === '/var/cache/apt/archives');
    expect(checks.steps[cache].uses).toMatch(/^actions\/cache@/);
    expect(checks.steps[cache].with?.key).toContain("hashFiles('.ci/run')");
    // debian:bookworm deletes the downloaded packages after every install unless this goes.
    const keep = runs.indexOf('rm -f /etc/apt/apt.conf.d/docker-clean');
    expect(keep).toBeGreaterThan(-1);
    expect(Math.max(keep, cache)).toBeLessThan(runs.indexOf(CI_RUN));
  });
});

describe('given the site’s installs', () => {
  it('each job installs once: .ci/run is told the checks’ tree is installed', () => {
    const counts = installs(checksYml());
    expect(Object.keys(counts)).toEqual(['checks', 'preview']);
    for (const [job, count] of Object.entries(counts)) expect(count, job).toBe(1);
    const told = checksYml(({jobs}) => delete stepOf(jobs.checks, CI_RUN).env);
    expect(installs(told).checks).toBe(2);
  });

  /** What .ci/run asks npm, run in a copy with npm and apt-get stood in for. */
  function ciRunAsksNpm(env: Record<string, string>): string[] {
    const dir = mkdtempSync(join(tmpdir(), 'ci-run-'));
    mkdirSync(join(dir, '.ci'));
    cpSync(join(ROOT, '.ci/run'), join(dir, '.ci/run'));
    mkdirSync(join(dir, 'bin'));
    for (const command of ['npm', 'npx', 'apt-get']) {
      writeFileSync(join(dir, 'bin', command), `#!/bin/sh\necho "${command} $*" >> "${dir}/log"\n`);
      chmodSync(join(dir, 'bin', command), 0o755);
    }
    const outer = {...process.env};
    delete outer.NPM_CI_DONE;
    const PATH = `${join(dir, 'bin')}:${process.env.PATH}`;
    const {status, stderr} = spawnSync('bash', [join(dir, '.ci/run')], {
      env: {...outer, ...env, PATH},
      encoding: 'utf8',
    });
    expect(status, stderr).toBe(0);
    const log = readFileSync(join(dir, 'log'), 'utf8').trim().split('\n');
    rmSync(dir, {recursive: true});
    return log.filter((line) => line.startsWith('npm '));
  }

  it('.ci/run installs with npm ci on its own, and not when NPM_CI_DONE=1 says it is done', () => {
    const alone = ciRunAsksNpm({});
    expect(alone.filter((line) => line.startsWith('npm ci'))).toEqual([
      'npm ci --no-audit --no-fund',
    ]);
    expect(alone.at(-1)).toBe('npm test');
    const told = ciRunAsksNpm({NPM_CI_DONE: '1'});
    expect(told.filter((line) => line.startsWith('npm ci'))).toEqual([]);
    expect(told.at(-1)).toBe('npm test');
  });
});

describe('given the deploy (checks.yml: the job `preview`, and production at the end of `checks`) and the host (wrangler.toml)', () => {
  const {preview, checks} = workflow('checks.yml').jobs;
  const pages = parseToml(read('wrangler.toml')) as Record<string, unknown>;
  const upload = 'Upload build/ and functions/';

  it('deploys production only after the checks passed on the same commit', () => {
    expect(productionUnguarded(checksYml())).toEqual([]);
    expect(uploadsOnPush(checks)).toHaveLength(1);
  });

  it.each([
    [
      'an upload moved before npm test',
      ({jobs}: Workflow) => jobs.checks.steps.unshift(named(jobs.checks, upload)),
      'checks: uploads before npm test has run',
    ],
    [
      'an upload that runs after a failure',
      ({jobs}: Workflow) => (named(jobs.checks, upload).if = 'always()'),
      'checks: Upload build/ and functions/ runs even after a failed step',
    ],
    [
      'npm test allowed to fail',
      ({jobs}: Workflow) => (stepOf(jobs.checks, CI_RUN)['continue-on-error'] = true),
      'checks: continue-on-error lets a failure pass',
    ],
    [
      'npm test skipped on main',
      ({jobs}: Workflow) => (stepOf(jobs.checks, CI_RUN).if = "github.event_name != 'push'"),
      "checks: bash .ci/run runs only if github.event_name != 'push'",
    ],
    [
      'a deploy job of its own without needs: checks',
      ({jobs}: Workflow) => {
        jobs.production = {steps: jobs.checks.steps.filter((step) => step.name === upload)};
      },
      'production: deploys a push without needs: checks',
    ],
  ])('refuses a copy with %s', (_, edit, problem) => {
    expect(productionUnguarded(checksYml(edit))).toContain(problem);
  });

  it('builds once a job: npm test’s build deploys, and is made again only where chat is off', () => {
    const chat = {CHAT_SITE_KEY: '6f1d1b2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b'};
    expect(builds(checksYml(), PUSH, chat)).toEqual({checks: 1});
    expect(builds(checksYml(), RUNS['a pull request'], chat)).toEqual({checks: 1, preview: 1});
    // npm test's own build then has the tests' stand-in chat key, which must not go live.
    expect(builds(checksYml(), PUSH, {})).toEqual({checks: 2});
  });

  it('previews the repository’s own pull requests, not forks’ or Dependabot’s; deploys main', () => {
    const whoRuns = (job: {if?: string}) =>
      Object.entries(RUNS)
        .filter(([, run]) => runsFor(job, run))
        .map(([name]) => name);
    expect(whoRuns(preview)).toEqual(['a pull request']);
    expect(whoRuns(named(checks, upload))).toEqual(['a push to main']);
    expect(preview.needs).toBeUndefined();
  });

  it('deploys with the project’s own wrangler, from the root where functions/ is', () => {
    expect(foreignWrangler(checksYml())).toEqual([]);
    const version = JSON.parse(read('package.json')).devDependencies.wrangler;
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(JSON.parse(read('node_modules/wrangler/package.json')).version).toBe(version);
    expect(pages.pages_build_output_dir).toBe('build');
    expect(pages.name).toMatch(/^[a-z0-9-]+$/);
    expect(pages.send_metrics).toBe(false);
    // Both upload the same way, each to its branch: main's is production.
    const uploads = [preview, checks].map((job) => named(job, upload));
    expect(uploads.map(({run}) => run!.split('\n')[0])).toEqual([
      'npx --no -- wrangler pages deploy build --branch="$BRANCH"',
      'npx --no -- wrangler pages deploy build --branch=main',
    ]);
  });

  it('builds everywhere with the repository’s variables and the editor’s repository', () => {
    const {env, jobs} = workflow('checks.yml');
    expect(env).toEqual({
      POLICY_HISTORY: 'required',
      SITE_URL: '${{ vars.SITE_URL }}',
      CHAT_SITE_KEY: '${{ vars.CHAT_SITE_KEY }}',
      CSP_REPORT_URI: '${{ vars.CSP_REPORT_URI }}',
      CMS_GITHUB_REPO: '${{ github.repository }}',
    });
    const steps = Object.values(jobs).flatMap((job) => [job, ...job.steps]);
    const overrides = steps.flatMap((item) => Object.keys(('env' in item && item.env) || {}));
    expect(overrides.filter((key) => key in env!)).toEqual([]);
  });

  it('goes live only past the strict launch check, which refuses a placeholder', () => {
    const at = (name: string) => checks.steps.findIndex((step) => step.name === name);
    const launch = 'Launch check (no placeholder left)';
    expect(named(checks, launch).run).toBe('npm run check:launch');
    expect(runsFor(named(checks, launch), PUSH)).toBe(true);
    expect(at(launch)).toBeGreaterThan(checks.steps.indexOf(stepOf(checks, CI_RUN)));
    expect(at(launch)).toBeLessThan(at(upload));
    // An address with the word "example" in it, whatever the owner's own is by now.
    const placeholder = 'https://www.talentlane.test/example';
    expect(isPlaceholder(placeholder)).toBe(true);
    const {status, stderr} = spawnSync('npm', ['run', '--silent', 'check:launch'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {...process.env, SITE_URL: placeholder},
    });
    expect(stderr).toContain(`SITE_URL is "${placeholder}", still a placeholder`);
    expect(status).toBe(1);
  });

  it('marks a preview noindex in build/_headers, between its build and its upload, and production not', () => {
    const noindex = named(preview, 'Keep previews out of search engines');
    const at = (name: string) => preview.steps.findIndex((step) => step.name === name);
    expect(at('Build')).toBeLessThan(at(noindex.name!));
    expect(at(noindex.name!)).toBeLessThan(at('Upload build/ and functions/'));
    expect(checks.steps.some((step) => step.run?.includes('X-Robots-Tag'))).toBe(false);
    const dir = mkdtempSync(join(tmpdir(), 'preview-'));
    mkdirSync(join(dir, 'build'));
    writeFileSync(join(dir, 'build/_headers'), '/*\n  X-Frame-Options: DENY\n');
    spawnSync('bash', ['-c', noindex.run!], {cwd: dir});
    expect(readFileSync(join(dir, 'build/_headers'), 'utf8')).toBe(
      '/*\n  X-Frame-Options: DENY\n\n/*\n  X-Robots-Tag: noindex\n',
    );
    rmSync(dir, {recursive: true});
  });

  it('hands on the address wrangler reports, and the branch to deploy to', () => {
    const upload = named(preview, 'Upload build/ and functions/');
    const dir = mkdtempSync(join(tmpdir(), 'upload-'));
    mkdirSync(join(dir, 'bin'));
    // wrangler writes one JSON object a line to WRANGLER_OUTPUT_FILE_PATH.
    const lines = [
      {type: 'wrangler-session', version: 1, wrangler_version: '4.164.0'},
      {type: 'pages-deploy', version: 1, url: 'https://0123abcd.talentlane.pages.dev'},
      {
        type: 'pages-deploy-detailed',
        version: 1,
        url: 'https://0123abcd.talentlane.pages.dev',
        alias: 'https://cms-blog-new-post.talentlane.pages.dev',
        environment: 'preview',
      },
    ].map((line) => JSON.stringify(line));
    writeFileSync(
      join(dir, 'bin/npx'),
      `#!/bin/sh\necho "$@" > "${dir}/args"\nprintf '%s\\n' '${lines.join("' '")}' >> "$WRANGLER_OUTPUT_FILE_PATH"\n`,
    );
    chmodSync(join(dir, 'bin/npx'), 0o755);
    writeFileSync(join(dir, 'output'), '');
    const {status, stderr} = spawnSync('bash', ['-e', '-c', upload.run!], {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        PATH: `${join(dir, 'bin')}:${process.env.PATH}`,
        BRANCH: 'cms/blog/new-post',
        GITHUB_OUTPUT: join(dir, 'output'),
        WRANGLER_OUTPUT_FILE_PATH: join(dir, 'wrangler-output.json'),
      },
    });
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(readFileSync(join(dir, 'args'), 'utf8')).toBe(
      '--no -- wrangler pages deploy build --branch=cms/blog/new-post\n',
    );
    expect(readFileSync(join(dir, 'output'), 'utf8')).toBe(
      'deployment-url=https://0123abcd.talentlane.pages.dev\n',
    );
    rmSync(dir, {recursive: true});
    expect(upload.env?.BRANCH).toBe('${{ github.head_ref }}');
  });

  it('puts the preview’s address on the pull request as a status the editor reads', () => {
    const status = named(preview, 'Link the preview from the pull request and the editor');
    expect(status.env?.URL).toBe('${{ steps.pages.outputs.deployment-url }}');
    expect(named(preview, 'Upload build/ and functions/').id).toBe('pages');
    expect(preview.permissions).toEqual({contents: 'read', statuses: 'write'});
    // Decap takes the status whose context holds one of these words as the deploy preview.
    const api = readFileSync(join(ROOT, 'node_modules/decap-cms-lib-util/dist/esm/API.js'), 'utf8');
    const keywords = JSON.parse(
      /PREVIEW_CONTEXT_KEYWORDS = (\[[^\]]*\])/.exec(api)![1].replace(/'/g, '"'),
    ) as string[];
    const context = /context=(\S+)/.exec(status.run!)?.[1] ?? '';
    expect(context).toBe('deploy/cloudflare-pages');
    expect(keywords.some((keyword) => context.includes(keyword))).toBe(true);
    expect(status.run).toContain('target_url="$URL"');
  });

  it('keeps npm’s cache between a preview’s runs, and builds it from nothing else', () => {
    const node = preview.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(node?.with).toEqual({'node-version-file': '.nvmrc', cache: 'npm'});
    expect(preview.steps.some((step) => step.uses?.startsWith('actions/cache@'))).toBe(false);
    const checkout = preview.steps.find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with).toEqual({'fetch-depth': 0});
  });
});

describe('given the dependency updates (.github/dependabot.yml)', () => {
  type Update = {
    'package-ecosystem': string;
    groups?: Record<string, {patterns: string[]}>;
    ignore?: {'dependency-name': string; 'update-types'?: string[]}[];
  };
  const {updates} = yaml.load(read('.github/dependabot.yml')) as {updates: Update[]};
  const npm = updates.find((update) => update['package-ecosystem'] === 'npm')!;

  it('groups Docusaurus’ packages, and React with react-dom', () => {
    expect(npm.groups?.docusaurus.patterns).toEqual(['@docusaurus/*']);
    expect(npm.groups?.react.patterns).toEqual(expect.arrayContaining(['react', 'react-dom']));
  });

  it('keeps Node on the major .nvmrc names', () => {
    expect(npm.ignore).toContainEqual({
      'dependency-name': 'node',
      'update-types': ['version-update:semver-major'],
    });
  });

  it('moves the wrangler that deploys, with package.json, and the workflows’ actions', () => {
    expect(npm.ignore?.map((rule) => rule['dependency-name'])).not.toContain('wrangler');
    expect(updates.map((update) => update['package-ecosystem'])).toContain('github-actions');
  });
});
