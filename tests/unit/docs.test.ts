// Every command, file and link README.md, CONTRIBUTING.md and docs/*.md give still works: npm
// scripts, node files and paths in code, relative links and their headings.
import {existsSync, globSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';

const read = (path: string) => readFileSync(path, 'utf8');
const DOCS = ['README.md', 'CONTRIBUTING.md', ...globSync('docs/*.md').sort()];
const SCRIPTS = new Set(Object.keys(JSON.parse(read('package.json')).scripts));
// npm's own commands the docs may give; `npm test` and the like run package.json's scripts.
const NPM_COMMANDS = new Set(['install', 'ci', 'outdated', 'update', 'ls', 'audit', 'exec']);
const SHORTCUTS = new Set(['test', 'start', 'stop', 'restart']);
// The folders a path may start from (a fresh clone has no build/ or other generated folder).
const PATH_ROOTS = new Set(
  '.ci .github blog deploy docs legal plugins scripts src static tests'.split(' '),
);
// `<name>`, `…` or `...`: a placeholder for the reader to fill in, not a name to check.
const isPlaceholder = (word: string) => /[<…{}$]|\.\.\./.test(word);

const partsOf = (node: Nodes): Nodes[] =>
  'children' in node ? node.children.flatMap((child) => [child, ...partsOf(child)]) : [];
// CommonMark alone: GFM's tables change no code span or link here, and take three times as long.
const nodesOf = (markdown: string) => partsOf(fromMarkdown(markdown));

/** A heading's anchors as GitHub makes them: lower case, punctuation dropped, spaces to hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  return new Set(
    nodesOf(markdown).flatMap((node) => {
      if (node.type !== 'heading') return [];
      const text = partsOf(node)
        .map((part) => (part.type === 'text' || part.type === 'inlineCode' ? part.value : ''))
        .join('');
      const slug = text
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
        .replace(/ /g, '-');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      return [count === 0 ? slug : `${slug}-${count}`];
    }),
  );
}

const anchors = new Map<string, Set<string>>();
const anchorsIn = (doc: string) =>
  anchors.get(doc) ?? anchors.set(doc, anchorsOf(read(doc))).get(doc)!;

const exists = (path: string) =>
  path.includes('*')
    ? globSync(path).length > 0
    : ['', '.ts', '.tsx', '.mjs'].some((extension) => existsSync(path + extension));

/** What one doc names that fails ("doc: text: problem"), and how many things it checked. */
function check(doc: string, markdown: string) {
  const checked = {npm: 0, node: 0, path: 0, link: 0};
  const problems: string[] = [];
  const problem = (text: string, why: string) => problems.push(`${doc}: ${text}: ${why}`);
  const nodes = nodesOf(markdown);
  const snippets = nodes.flatMap((node) => {
    if (node.type === 'inlineCode') return [node.value];
    return node.type === 'code'
      ? node.value.split('\n').map((line) => line.replace(/\s#.*$/, ''))
      : [];
  });
  for (const command of snippets.flatMap((snippet) => snippet.split(/&&|\|\||[;|()]/))) {
    const words = command.trim().split(/\s+/);
    words.forEach((word, index) => {
      const next = words[index + 1] ?? '';
      if (word === 'npm' && /^[a-z]/.test(next)) {
        const script = /^run(-script)?$/.test(next)
          ? words.slice(index + 2).find((arg) => !arg.startsWith('-'))
          : next;
        if (script === undefined || isPlaceholder(script)) return;
        checked.npm += 1;
        if (/^run/.test(next) || SHORTCUTS.has(next)) {
          if (!SCRIPTS.has(script))
            problem(command.trim(), `package.json has no script "${script}"`);
        } else if (!NPM_COMMANDS.has(next)) problem(command.trim(), `"${next}" is no npm command`);
      }
      if (word === 'node' && next && !next.startsWith('-') && !isPlaceholder(next)) {
        checked.node += 1;
        if (!existsSync(next)) problem(command.trim(), `${next} does not exist`);
      }
    });
  }
  for (const word of snippets.flatMap((snippet) => snippet.split(/[\s,()]+/))) {
    const path = word.replace(/:\d+(-\d+)?$/, '').replace(/[.:;]$/, '');
    if (!PATH_ROOTS.has(path.split('/')[0]) || !path.includes('/') || isPlaceholder(path)) continue;
    checked.path += 1;
    if (!exists(path)) problem(path, 'does not exist');
  }
  for (const node of nodes) {
    // Other sites (https:, mailto:, a protocol-relative //host) are not checked here.
    if (
      (node.type !== 'link' && node.type !== 'definition') ||
      /^([a-z][\w+.-]*:|\/\/)/i.test(node.url)
    )
      continue;
    checked.link += 1;
    const [path, anchor] = decodeURI(node.url).split('#');
    const target = path ? join(dirname(doc), path) : doc;
    if (!existsSync(target)) problem(node.url, `${target} does not exist`);
    else if (anchor && target.endsWith('.md') && !anchorsIn(target).has(anchor))
      problem(node.url, `${target} has no heading whose anchor is #${anchor}`);
  }
  return {checked, problems};
}

it('the docs check finds a wrong script, command, node file, path, glob, link and anchor', () => {
  const markdown = [
    '`npm install && npm run no-such -- --flag; npm frobnicate; npm test; npm run -s build; npm run …`',
    '`npx node scripts/no-such.mjs && node scripts/csp.mjs`',
    '`plugins/no/index.ts, tests/e2e/*.spec.ts, tests/e2e/no-*.spec.ts, docs/testing.md:12 src/<x>`',
    '[a](docs/nowhere.md) [b](README.md#no-such) [c](https://example.com/x)',
  ].join('\n\n');
  expect(check('x.md', markdown)).toEqual({
    checked: {npm: 5, node: 2, path: 6, link: 2},
    problems: [
      'x.md: npm run no-such -- --flag: package.json has no script "no-such"',
      'x.md: npm frobnicate: "frobnicate" is no npm command',
      'x.md: npx node scripts/no-such.mjs: scripts/no-such.mjs does not exist',
      'x.md: scripts/no-such.mjs: does not exist',
      'x.md: plugins/no/index.ts: does not exist',
      'x.md: tests/e2e/no-*.spec.ts: does not exist',
      'x.md: docs/nowhere.md: docs/nowhere.md does not exist',
      'x.md: README.md#no-such: README.md has no heading whose anchor is #no-such',
    ],
  });
  expect([...anchorsOf('# How `npm run bench` works\n\n## Notes\n\n## Notes')]).toEqual([
    'how-npm-run-bench-works',
    'notes',
    'notes-1',
  ]);
});

it('the docs run only npm’s commands and package.json’s scripts, node on files, name and link what exists; the README at most 130 lines', () => {
  const found = DOCS.map((doc) => check(doc, read(doc)));
  for (const [kind, least] of Object.entries({npm: 40, node: 4, path: 100, link: 40}))
    expect(
      found.reduce((sum, {checked}) => sum + checked[kind as 'npm'], 0),
      kind,
    ).toBeGreaterThanOrEqual(least);
  expect(found.flatMap(({problems}) => problems)).toEqual([]);
  expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(130);
  // Globbing every path the docs name takes seconds on a busy machine.
}, 30_000);

it('docs/developing.md lists each file under src/theme/, "wraps" where it imports @theme-original', () => {
  const files = globSync('**/*.*', {cwd: 'src/theme'}).sort();
  // The rows of its table: | `Footer/index.tsx` | ejected | why |
  const rows = read('docs/developing.md').matchAll(/^\|\s*`([^`]+)`\s*\|\s*(wraps|ejected)\s*\|/gm);
  const listed = Object.fromEntries([...rows].map(([, file, how]) => [file, how]));
  const actual = files.map((file) => {
    const text = read(`src/theme/${file}`);
    return [file, /from\s+['"]@theme-original\//.test(text) ? 'wraps' : 'ejected'];
  });
  expect(files.length).toBeGreaterThan(0);
  expect(listed).toEqual(Object.fromEntries(actual));
});
