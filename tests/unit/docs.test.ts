// Every command, file and link README.md, CONTRIBUTING.md and docs/*.md give still works: npm
// scripts, node files and paths in code, relative links and their headings.
import {existsSync, globSync, readFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Nodes, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const DOCS = ['README.md', 'CONTRIBUTING.md', ...globSync('docs/*.md', {cwd: ROOT}).sort()];

const SCRIPTS = new Set(Object.keys(JSON.parse(read('package.json')).scripts ?? {}));

// npm's own commands the docs may give; `npm test` and the like run package.json's scripts.
const NPM_COMMANDS = new Set(['install', 'ci', 'outdated', 'update', 'ls', 'audit', 'exec']);
const SCRIPT_SHORTCUTS = new Set(['test', 'start', 'stop', 'restart']);

type Finding = {doc: string; text: string; problem: string | null};

const parse = (markdown: string): Root =>
  fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});

function visit(node: Nodes, each: (node: Nodes) => void): void {
  each(node);
  if ('children' in node) for (const child of node.children) visit(child, each);
}

/** The doc's code: each inline code span, and each line of a code block without its # comment. */
function codeSnippets(tree: Root): string[] {
  const snippets: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'inlineCode') snippets.push(node.value);
    if (node.type === 'code') {
      snippets.push(...node.value.split('\n').map((line) => line.replace(/\s#.*$/, '')));
    }
  });
  return snippets;
}

// `<name>`, `…` or `...`: a placeholder for the reader to fill in, not a name to check.
const isPlaceholder = (word: string) => /[<…]|\.\.\./.test(word);

/** The npm and node commands in one snippet of code, each with its problem or null. */
function commandsIn(doc: string, snippet: string): {npm: Finding[]; node: Finding[]} {
  const npm: Finding[] = [];
  const node: Finding[] = [];
  for (const command of snippet.split(/&&|\|\||[;|()]/)) {
    const words = command.trim().split(/\s+/);
    const text = command.trim();
    words.forEach((word, index) => {
      const next = words[index + 1];
      if (word === 'npm' && next && /^[a-z]/.test(next)) {
        let problem: string | null = null;
        if (next === 'run' || next === 'run-script') {
          const script = words.slice(index + 2).find((arg) => !arg.startsWith('-'));
          if (script === undefined || isPlaceholder(script)) return;
          if (!SCRIPTS.has(script)) problem = `package.json has no script "${script}"`;
        } else if (SCRIPT_SHORTCUTS.has(next)) {
          if (!SCRIPTS.has(next)) problem = `package.json has no script "${next}"`;
        } else if (!NPM_COMMANDS.has(next)) {
          problem = `"${next}" is neither an npm command nor run as a script (npm run ${next})`;
        }
        npm.push({doc, text, problem});
      }
      if (word === 'node' && next && !next.startsWith('-') && !isPlaceholder(next)) {
        const exists = existsSync(resolve(ROOT, next));
        node.push({doc, text, problem: exists ? null : `${next} does not exist`});
      }
    });
  }
  return {npm, node};
}

// The folders a path in the docs starts from: those the repository holds (build/, i18n/ and the
// other generated folders are not checked, as a fresh clone has none).
const PATH_ROOTS = new Set(
  '.ci .github blog deploy docs legal plugins scripts src static tests'.split(' '),
);

/** A file or folder, or a module named as an import names it (`src/lib/mailto`). */
const existsInRepo = (path: string) =>
  ['', '.ts', '.tsx', '.mjs'].some((extension) => existsSync(join(ROOT, path + extension)));

/** The repository paths one snippet names (a file, a folder or a glob), each with its problem. */
function pathsIn(doc: string, snippet: string): Finding[] {
  return snippet
    .split(/[\s,()]+/)
    .map((word) => word.replace(/:\d+(-\d+)?$/, '').replace(/[.:;]$/, ''))
    .filter((word) => PATH_ROOTS.has(word.split('/')[0]) && word.includes('/'))
    .filter((word) => !isPlaceholder(word) && !/[{}$]/.test(word))
    .map((path) => {
      const exists = path.includes('*')
        ? globSync(path, {cwd: ROOT}).length > 0
        : existsInRepo(path);
      return {doc, text: path, problem: exists ? null : `${path} does not exist`};
    });
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
const githubSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');

function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  visit(parse(markdown), (node) => {
    if (node.type !== 'heading') return;
    let text = '';
    visit(node, (part) => {
      if (part.type === 'text' || part.type === 'inlineCode') text += part.value;
    });
    const slug = githubSlug(text);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    slugs.add(count === 0 ? slug : `${slug}-${count}`);
  });
  return slugs;
}

/** Every link of a doc that stays inside the repository, each with its problem or null. */
function linksIn(doc: string, markdown: string): Finding[] {
  const links: Finding[] = [];
  visit(parse(markdown), (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const url = node.url;
    // Other sites (https:, mailto:, a protocol-relative //host) are not checked here.
    if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return;
    const [path, anchor] = decodeURI(url).split('#');
    const target = path === '' ? join(ROOT, doc) : resolve(join(ROOT, dirname(doc)), path);
    let problem: string | null = null;
    if (!existsSync(target)) {
      problem = `${relative(ROOT, target)} does not exist`;
    } else if (anchor && target.endsWith('.md')) {
      if (!headingSlugs(readFileSync(target, 'utf8')).has(anchor)) {
        problem = `${relative(ROOT, target)} has no heading whose anchor is #${anchor}`;
      }
    }
    links.push({doc, text: url, problem});
  });
  return links;
}

const problems = (findings: Finding[]) =>
  findings
    .filter(({problem}) => problem !== null)
    .map(({doc, text, problem}) => `${doc}: ${text}: ${problem}`);

const found = DOCS.map((doc) => {
  const markdown = read(doc);
  const snippets = codeSnippets(parse(markdown));
  const commands = snippets.map((snippet) => commandsIn(doc, snippet));
  return {
    doc,
    paths: snippets.flatMap((snippet) => pathsIn(doc, snippet)),
    npm: commands.flatMap((command) => command.npm),
    node: commands.flatMap((command) => command.node),
    links: linksIn(doc, markdown),
  };
});
const npmCommands = found.flatMap(({npm}) => npm);
const nodeCommands = found.flatMap(({node}) => node);
const links = found.flatMap(({links}) => links);
const paths = found.flatMap(({paths}) => paths);

describe('given the checks on the docs', () => {
  it('find an unknown npm script or command, and pass scripts, npm test and placeholders', () => {
    const {npm} = commandsIn(
      'x.md',
      'npm install && npm run no-such-script -- --flag; npm frobnicate; npm test; npm run --silent build; npm run …',
    );
    expect(npm).toHaveLength(5);
    expect(problems(npm)).toEqual([
      'x.md: npm run no-such-script -- --flag: package.json has no script "no-such-script"',
      'x.md: npm frobnicate: "frobnicate" is neither an npm command nor run as a script (npm run frobnicate)',
    ]);
    const {node} = commandsIn('x.md', 'npx node scripts/no-such.mjs && node scripts/csp.mjs');
    expect(problems(node)).toEqual([
      'x.md: npx node scripts/no-such.mjs: scripts/no-such.mjs does not exist',
    ]);
  });

  it('find a missing path, glob, file or heading, and pass a glob that matches, a line, a placeholder', () => {
    const snippet =
      'plugins/no-such/index.ts, tests/e2e/*.spec.ts, tests/e2e/no-such-*.spec.ts, docs/testing.md:12 src/pages/<route>.mdx build/x';
    expect(pathsIn('x.md', snippet)).toHaveLength(4);
    expect(problems(pathsIn('x.md', snippet))).toEqual([
      'x.md: plugins/no-such/index.ts: plugins/no-such/index.ts does not exist',
      'x.md: tests/e2e/no-such-*.spec.ts: tests/e2e/no-such-*.spec.ts does not exist',
    ]);
    const markdown =
      '[a](docs/nowhere.md) [b](README.md#no-such-heading) [c](https://example.com/x)';
    expect(problems(linksIn('y.md', markdown))).toEqual([
      'y.md: docs/nowhere.md: docs/nowhere.md does not exist',
      'y.md: README.md#no-such-heading: README.md has no heading whose anchor is #no-such-heading',
    ]);
  });

  it('make anchors as GitHub does', () => {
    expect(githubSlug('How `npm run bench` works')).toBe('how-npm-run-bench-works');
    expect(githubSlug('Shape, depth and width')).toBe('shape-depth-and-width');
    expect(headingSlugs('# A\n\n## Notes\n\n## Notes\n')).toEqual(
      new Set(['a', 'notes', 'notes-1']),
    );
  });
});

describe('given the docs', () => {
  it('are one page per reader, with commands and links enough that the checks cannot pass on nothing', () => {
    for (const page of ['writing', 'developing', 'testing', 'deploying', 'performance'])
      expect(DOCS).toContain(`docs/${page}.md`);
    expect(npmCommands.length).toBeGreaterThanOrEqual(40);
    expect(nodeCommands.length).toBeGreaterThanOrEqual(4);
    expect(links.length).toBeGreaterThanOrEqual(40);
    expect(paths.length).toBeGreaterThanOrEqual(100);
    const readers = ['README.md', 'docs/developing.md', 'docs/testing.md', 'docs/performance.md'];
    for (const doc of readers) {
      expect(found.find((entry) => entry.doc === doc)!.npm.length, doc).toBeGreaterThan(0);
    }
  });

  it('run only npm’s commands and package.json’s scripts, node on files, name and link what exists', () => {
    expect(problems([...npmCommands, ...nodeCommands, ...paths, ...links])).toEqual([]);
  });

  it('keep the README short: at most 130 lines', () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(130);
  });
});

describe('given the swizzled theme files', () => {
  const THEME = join(ROOT, 'src/theme');
  const files = globSync('**/*', {cwd: THEME, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => relative(THEME, join(entry.parentPath, entry.name)))
    .sort();
  // The rows of the table in docs/developing.md: | `Footer/index.tsx` | ejected | why |
  const rows = new Map(
    [...read('docs/developing.md').matchAll(/^\|\s*`([^`]+)`\s*\|\s*(wraps|ejected)\s*\|/gm)].map(
      ([, file, how]): [string, string] => [file, how],
    ),
  );

  it('docs/developing.md lists each file under src/theme/, "wraps" where it imports @theme-original', () => {
    expect(files.length).toBeGreaterThan(0);
    expect([...rows.keys()].sort()).toEqual(files);
    for (const file of files) {
      const wraps = /from\s+['"]@theme-original\//.test(readFileSync(join(THEME, file), 'utf8'));
      expect(rows.get(file), file).toBe(wraps ? 'wraps' : 'ejected');
    }
  });
});
