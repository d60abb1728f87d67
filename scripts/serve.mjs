#!/usr/bin/env node
// Serves a production build on 127.0.0.1 the way it is deployed: through nginx
// with deploy/nginx.conf and deploy/security-headers.conf. Where nginx is not
// installed (an ordinary laptop) it falls back to `docusaurus serve`, without
// the production headers, and says so.
//   node scripts/serve.mjs [--dir build] [--port 4173]
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const dir = resolve(option('dir', join(ROOT, 'build')));
const port = Number(option('port', '4173'));

export function hasNginx() {
  return (
    spawnSync('nginx', ['-v'], {stdio: 'ignore'}).status === 0 &&
    existsSync('/etc/nginx/mime.types')
  );
}

/** deploy/nginx.conf with its `# local:` lines pointed at this machine. */
export function localNginxConf({root, listenPort, work}) {
  const conf = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const local = {
    pid: `pid ${join(work, 'nginx.pid')};`,
    error_log: 'error_log stderr warn;',
    listen: `listen 127.0.0.1:${listenPort};`,
    root: `root ${root};`,
    include: `include ${join(ROOT, 'deploy/security-headers.conf')};`,
  };
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${join(work, name)};`)
    .join('\n');
  const body = conf
    .replace(/^(\s*)\S.*# local: (\w+)$/gm, (_, indent, key) => `${indent}${local[key]}`)
    .replace(/^http \{$/m, `http {\n${temp}`);
  // As root, workers would drop to "nobody", who cannot read a build in a private temp folder.
  return (process.getuid?.() === 0 ? 'user root;\n' : '') + body;
}

function run(command, commandArgs) {
  const child = spawn(command, commandArgs, {stdio: 'inherit'});
  const stop = () => child.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return child;
}

if (!existsSync(join(dir, 'index.html'))) {
  console.error(`serve: ${dir} has no index.html; run \`npm run build\` first.`);
  process.exit(1);
}

if (hasNginx()) {
  const work = mkdtempSync(join(tmpdir(), 'talentlane-nginx-'));
  const confPath = join(work, 'nginx.conf');
  writeFileSync(confPath, localNginxConf({root: dir, listenPort: port, work}));
  console.log(`serve: nginx on http://127.0.0.1:${port} (${dir})`);
  const child = run('nginx', ['-p', work, '-c', confPath, '-g', 'daemon off;']);
  child.on('exit', (code) => {
    rmSync(work, {recursive: true, force: true});
    process.exit(code ?? 0);
  });
} else {
  console.warn('serve: nginx not found; using `docusaurus serve` without the production headers.');
  const child = run(join(ROOT, 'node_modules/.bin/docusaurus'), [
    'serve',
    '--dir',
    dir,
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
    '--no-open',
  ]);
  child.on('exit', (code) => process.exit(code ?? 0));
}
