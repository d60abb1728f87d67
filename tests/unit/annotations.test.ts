import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {annotation, lineOf} from '@site/plugins/content-check/annotations';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

it('finds the line of a field in a JSON file past brackets and quotes in strings, or of the entry that lacks it; escapes the command', () => {
  const text = JSON.stringify(
    {a: [{b: 'x ] } " \\" ,'}, {b: '', c: [1, 2]}], d: {e: null}},
    null,
    2,
  );
  const lines = text.split('\n');
  const lineWith = (part: string) => lines.findIndex((line) => line.includes(part)) + 1;
  expect(lineOf(text, ['a', 1, 'b'])).toBe(lineWith('"b": ""'));
  expect(lineOf(text, ['a', 1, 'c', 1])).toBe(lineWith('2'));
  expect(lineOf(text, ['d', 'e'])).toBe(lineWith('"e"'));
  expect(lineOf(text, ['a', 1, 'missing'])).toBe(lineWith('"b": ""') - 1);
  expect(lineOf(text, [])).toBe(1);
  expect(annotation({file: 'services.json', path: [], message: '50% done,\nnext: x'})).toBe(
    '::error file=src/data/content/services.json::50%25 done,%0Anext: x',
  );
  expect(annotation({file: '', path: [], message: 'i18n/x.json has no English file'})).toBe(
    '::error::i18n/x.json has no English file',
  );
});

it('npm run check:content prints, for a data file whose card has an empty title, an annotation on the field’s line in the build’s words, in GitHub Actions only', () => {
  // A copy of the sources the check reads, with the repository's node_modules.
  const copy = mkdtempSync(join(tmpdir(), 'content-check-'));
  onTestFinished(() => rmSync(copy, {recursive: true, force: true}));
  for (const path of ['src', 'plugins', 'scripts/check.mjs', 'package.json'])
    cpSync(join(ROOT, path), join(copy, path), {recursive: true});
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  const file = join(copy, 'src/data/content/services.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as {services: {title: string}[]};
  data.services[1].title = '';
  // As the editor writes it (docs/cms-setup.md).
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  const line = readFileSync(file, 'utf8').split('\n').indexOf('      "title": "",') + 1;
  const run = (env: Record<string, string>) =>
    spawnSync('npm', ['run', '--silent', 'check:content'], {
      cwd: copy,
      encoding: 'utf8',
      env: {...process.env, GITHUB_ACTIONS: '', ...env},
    });
  const {status, stdout, stderr} = run({GITHUB_ACTIONS: 'true'});
  expect(status).toBe(1);
  expect(line).toBeGreaterThan(1);
  const problems = [...stderr.matchAll(/^- (.*)$/gm)].map(([, problem]) => problem);
  const annotations = stdout.trim().split('\n');
  expect(annotations.map((text) => text.replace(/^::error [^:]*::/, ''))).toEqual(problems);
  expect(annotations).toContain(
    `::error file=src/data/content/services.json,line=${line}::` +
      'services.json: entry 2: title is empty or too short: write at least 2 characters',
  );
  const outside = run({});
  expect(outside.status).toBe(1);
  expect(outside.stdout).not.toContain('::error');
}, 120_000);
