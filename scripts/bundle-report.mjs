#!/usr/bin/env node
// What is in main.js, by package: builds the site into a scratch folder with source maps and
// attributes every minified byte of main.js to the file it came from (`docusaurus build
// --bundle-analyzer` cannot see inside Rspack's concatenated modules, and starts a server).
//   node scripts/bundle-report.mjs [--chunk main] [--min-kb 0.5]
// Prints a Markdown table: minified KB, and each package's code gzipped on its own (their sum
// runs above the gzip of the whole file, which the last row gives). KB = 1000 bytes.
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';

const ROOT = new URL('..', import.meta.url).pathname;
const {values} = parseArgs({
  options: {chunk: {type: 'string', default: 'main'}, 'min-kb': {type: 'string', default: '0.5'}},
});

// Inside the site, so the scratch config resolves the preset from the site's node_modules.
const work = join(ROOT, 'node_modules/.cache/bundle-report');
rmSync(work, {recursive: true, force: true});
mkdirSync(work, {recursive: true});
const configFile = join(work, 'docusaurus.config.ts');
writeFileSync(
  configFile,
  `import config from ${JSON.stringify(join(ROOT, 'docusaurus.config.ts'))};
export default {
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    () => ({
      name: 'bundle-report-source-maps',
      configureWebpack: (_config, isServer) => (isServer ? {} : {devtool: 'hidden-source-map'}),
    }),
  ],
};
`,
);
const outDir = join(work, 'build');
const build = spawnSync(
  'npx',
  ['docusaurus', 'build', '--config', configFile, '--out-dir', outDir],
  {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const jsDir = join(outDir, 'assets/js');
const pattern = new RegExp(`^${values.chunk}\\.[0-9a-f]+\\.js$`);
const file = readdirSync(jsDir).find((name) => pattern.test(name));
if (!file) throw new Error(`No ${values.chunk}.<hash>.js in ${jsDir}`);
const code = readFileSync(join(jsDir, file), 'utf8');
const map = JSON.parse(readFileSync(join(jsDir, `${file}.map`), 'utf8'));

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The fields of one source-map segment (Base64 VLQ, as the source map spec defines it). */
function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** The package a source belongs to, or the site folder it comes from. */
function owner(source) {
  const path = source.replace(/^webpack:\/\/[^/]*\/(\.\/)?/, '').replace(/^json\|/, '');
  // Docusaurus' theme packages by component or file, the others as a whole.
  const theme = path.match(
    /node_modules\/(@docusaurus\/theme-[^/]+)\/(?:lib|src)\/(?:theme\/)?([^/]+\/)?([^/]+)/,
  );
  if (theme) return `${theme[1]} ${theme[2] ?? ''}${theme[3].replace(/\.\w+$/, '')}`;
  const inModules = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  if (path.includes('.docusaurus/')) return '.docusaurus (generated routes and config)';
  const site = path.match(/^src\/components\/[^/]+(\/[^/.]+(?=\/))?|^src\/[^/]+/);
  return site ? site[0] : path;
}

// Every generated span runs from its segment to the next one on the same line.
const spans = new Map();
const lines = code.split('\n');
let source = 0;
map.mappings.split(';').forEach((segments, lineIndex) => {
  const line = lines[lineIndex] ?? '';
  let column = 0;
  const parsed = segments
    .split(',')
    .filter(Boolean)
    .map((segment) => {
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      return {column, source: sourceDelta === undefined ? null : source};
    });
  parsed.forEach((segment, index) => {
    const end = parsed[index + 1]?.column ?? line.length;
    const key = segment.source === null ? '(bundler runtime)' : owner(map.sources[segment.source]);
    spans.set(key, (spans.get(key) ?? '') + line.slice(segment.column, end));
  });
});

const kb = (bytes) => (bytes / 1000).toFixed(1);
const gzip = (text) => gzipSync(text, {level: 9}).length;
const minBytes = Number(values['min-kb']) * 1000;
const rows = [...spans]
  .map(([name, text]) => ({name, bytes: Buffer.byteLength(text), gzip: gzip(text)}))
  .sort((a, b) => b.bytes - a.bytes);
const rest = rows.filter((row) => row.bytes < minBytes);

console.log(`| in ${values.chunk}.js | minified KB | gzip KB (alone) |`);
console.log('| --- | ---: | ---: |');
for (const row of rows.filter((row) => row.bytes >= minBytes)) {
  console.log(`| ${row.name} | ${kb(row.bytes)} | ${kb(row.gzip)} |`);
}
if (rest.length) {
  const sum = (key) => rest.reduce((total, row) => total + row[key], 0);
  console.log(
    `| ${rest.length} more, each under ${values['min-kb']} KB | ${kb(sum('bytes'))} | ${kb(sum('gzip'))} |`,
  );
}
console.log(`| **whole file** | **${kb(Buffer.byteLength(code))}** | **${kb(gzip(code))}** |`);
rmSync(work, {recursive: true, force: true});
