// File paths in the output of tsc, Docusaurus, npm and Playwright, and whose each one is:
// ours, the canary's (node_modules/@docusaurus), a dependency's, or generated.

/** Our own files, as paths relative to the top of the repository. */
const OUR_FILES =
  /^(?:src|plugins|tests|scripts|blog|legal|docs|static|deploy)\/|^(?:docusaurus\.config|sidebars|playwright\.config|playwright\.screenshots\.config|vitest\.config)\.[cm]?[jt]s$|^(?:tsconfig|package)\.json$/;

/** File paths in a line of output: relative (src/x.ts), absolute, or in a file:// or webpack:// URL. */
const PATH_IN_TEXT =
  /(?:[\w@.+\-[\]]+\/|\/)(?:[\w@.+\-[\]]+\/)*[\w@.+\-[\]]+\.(?:[cm]?[jt]sx?|mdx?|css|json)\b|\b(?:docusaurus\.config|sidebars)\.[cm]?[jt]s\b/g;

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

export function stripAnsi(text) {
  return String(text).replace(ANSI, '');
}

/**
 * Whose file `path` is: 'canary' inside node_modules/@docusaurus, 'dependency' elsewhere in
 * node_modules, 'generated' in .docusaurus (written by Docusaurus from our config),
 * 'ours' for the site's own files, null for anything else. `roots` are the folders the
 * path may start with (the copy, this work tree).
 */
export function ownerOfPath(path, roots = []) {
  let file = String(path)
    .replace(/^(?:file|webpack(?:-internal)?):\/*/, '/')
    .replace(/^\/\.\//, '');
  if (/(?:^|\/)node_modules\/@docusaurus\//.test(file)) return 'canary';
  if (/(?:^|\/)node_modules\//.test(file)) return 'dependency';
  for (const root of roots) {
    const prefix = root.endsWith('/') ? root : `${root}/`;
    if (file.startsWith(prefix)) {
      file = file.slice(prefix.length);
      break;
    }
  }
  file = file.replace(/^\.\//, '');
  if (file.startsWith('.docusaurus/')) return 'generated';
  if (OUR_FILES.test(file)) return 'ours';
  return null;
}

/** The file paths named in `text`, in order, each once. */
export function pathsIn(text, roots = []) {
  const plain = stripAnsi(text);
  const paths = plain.match(PATH_IN_TEXT) ?? [];
  // Folders too ("Can't resolve '@theme/X' in '/copy/src/theme/Y'"), when under a root.
  for (const root of roots) {
    const escaped = root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    paths.push(...(plain.match(new RegExp(`${escaped}/[\\w@.+\\-[\\]/]+`, 'g')) ?? []));
  }
  return [...new Set(paths)];
}

/**
 * Which side an error (its message and stack) belongs to: 'ours' when it names one of our
 * files anywhere (the message or any frame), else 'canary' when it names a file inside
 * node_modules (@docusaurus, or a dependency it brings) or mentions an @docusaurus package,
 * else 'unplaced'.
 */
export function sideOf(text, roots = []) {
  const owners = new Set(pathsIn(text, roots).map((path) => ownerOfPath(path, roots)));
  if (owners.has('ours')) return 'ours';
  if (owners.has('canary') || owners.has('dependency')) return 'canary';
  if (/@docusaurus\//.test(text)) return 'canary';
  return 'unplaced';
}

export function relativeTo(file, roots) {
  for (const root of roots) if (file.startsWith(`${root}/`)) return file.slice(root.length + 1);
  return file;
}
