// The pull requests' checks, the previews and the deploy (.github/, wrangler.toml), read as
// GitHub and Cloudflare will read them, so that a typo fails here and not on the first run.
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse as parseToml} from '@iarna/toml';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
// Docusaurus' own YAML parser (a dependency of @docusaurus/utils), which ships no types.
const yaml = createRequire(import.meta.url)('js-yaml') as {load: (text: string) => unknown};

type Step = {name?: string; uses?: string; run?: string; if?: string; id?: string} & {
  with?: Record<string, string | number>;
  env?: Record<string, string>;
};
type Workflow = {
  on: Record<string, unknown>;
  jobs: Record<string, {container?: string; if?: string; steps: Step[]}>;
};
const workflow = (name: string) => yaml.load(read(`.github/workflows/${name}`)) as Workflow;
const WORKFLOWS = readdirSync(join(ROOT, '.github/workflows'));

/** What @action-validator/cli says of a workflow: nothing when GitHub's schema accepts it. */
function validate(path: string) {
  const bin = join(ROOT, 'node_modules/.bin/action-validator');
  return spawnSync(bin, [path], {encoding: 'utf8'});
}

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
    const named = runs.flatMap((run) => [...run.matchAll(/npm run (\S+)/g)].map(([, s]) => s));
    expect(named.length).toBeGreaterThanOrEqual(3);
    for (const script of named) expect(scripts).toContain(script);
  });
});

describe('given the checks on a pull request (checks.yml)', () => {
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

  it('run the content check, then the build, then the rest of npm test', () => {
    const order = ['npm run check:content', 'npm run build', 'bash .ci/run'].map((run) =>
      runs.indexOf(run),
    );
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe('given the host (wrangler.toml) and the deploy (deploy.yml)', () => {
  const pages = parseToml(read('wrangler.toml')) as Record<string, string>;
  const {deploy} = workflow('deploy.yml').jobs;
  const step = (name: string) => deploy.steps.find((candidate) => candidate.name === name)!;

  it('publishes build/, as `npm run build` writes it, with production’s settings on main', () => {
    expect(pages.pages_build_output_dir).toBe('build');
    expect(pages.name).toMatch(/^[a-z0-9-]+$/);
    const build = step('Build');
    expect(build.run).toBe('npm run build');
    expect(build.env).toMatchObject({
      POLICY_HISTORY: 'required',
      LAUNCH_CHECK: "${{ github.event_name == 'push' && 'strict' || 'warn' }}",
      SITE_URL: '${{ vars.SITE_URL }}',
    });
    const upload = step('Upload build/ with its _headers');
    expect(upload.uses).toMatch(/^cloudflare\/wrangler-action@/);
    expect(upload.with?.command).toBe(
      'pages deploy --branch=${{ github.head_ref || github.ref_name }}',
    );
  });

  it('marks a preview noindex in build/_headers, and production not', () => {
    const noindex = step('Keep previews out of search engines');
    expect(noindex.if).toBe("github.event_name == 'pull_request'");
    const dir = mkdtempSync(join(tmpdir(), 'preview-'));
    mkdirSync(join(dir, 'build'));
    writeFileSync(join(dir, 'build/_headers'), '/*\n  X-Frame-Options: DENY\n');
    spawnSync('bash', ['-c', noindex.run!], {cwd: dir});
    expect(readFileSync(join(dir, 'build/_headers'), 'utf8')).toBe(
      '/*\n  X-Frame-Options: DENY\n\n/*\n  X-Robots-Tag: noindex\n',
    );
    rmSync(dir, {recursive: true});
  });

  it('puts the preview’s address on the pull request as a status the editor reads', () => {
    const status = step('Link the preview from the pull request and the editor');
    expect(status.if).toBe("github.event_name == 'pull_request'");
    expect(status.env?.URL).toBe('${{ steps.pages.outputs.deployment-url }}');
    expect(deploy.steps.find((candidate) => candidate.id === 'pages')).toBeDefined();
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
});
